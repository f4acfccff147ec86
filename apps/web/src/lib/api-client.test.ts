import { STORAGE_KEYS } from '@portal/contracts/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, configureApiAuth, lastCallTime, NETWORK_ERROR, observeRequests } from './api-client.ts';

// The unit under test is the client's use of fetch, so fetch itself is the mock here.
function answer(body: unknown, init: ResponseInit = {}) {
  const response = new Response(
    body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body),
    {
      status: 200,
      ...init,
    },
  );
  const fetchMock = vi.fn<typeof fetch>(async () => response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function sent(fetchMock: ReturnType<typeof answer>) {
  const [url, init] = fetchMock.mock.calls[0]!;
  return { url: String(url), init: init!, headers: new Headers(init!.headers) };
}

describe('api-client (spec section 7)', () => {
  beforeEach(() => configureApiAuth({ getAccessToken: () => null, getMasquerade: () => null }));
  afterEach(() => configureApiAuth({ getAccessToken: () => null, getMasquerade: () => null }));

  it('calls the API base /api with the path', async () => {
    const fetchMock = answer({ ok: 1 });
    await apiRequest('/theme');
    expect(sent(fetchMock).url).toBe('/api/theme');
  });

  it('includes credentials', async () => {
    const fetchMock = answer({});
    await apiRequest('/theme');
    expect(sent(fetchMock).init.credentials).toBe('include');
  });

  it('accepts JSON, and sends a body as JSON', async () => {
    const fetchMock = answer({});
    await apiRequest({ path: '/login', method: 'POST', body: { email: 'a@b.test' } });
    const { init, headers } = sent(fetchMock);
    expect(headers.get('Accept')).toBe('application/json');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"email":"a@b.test"}');
  });

  it('sends the bearer token in Authorization and X-Bearer-Token', async () => {
    configureApiAuth({ getAccessToken: () => 'token-123', getMasquerade: () => null });
    const fetchMock = answer({});
    await apiRequest('/user');
    const { headers } = sent(fetchMock);
    expect(headers.get('Authorization')).toBe('Bearer token-123');
    expect(headers.get('X-Bearer-Token')).toBe('token-123');
  });

  it('sends no token headers without a token', async () => {
    const fetchMock = answer({});
    await apiRequest('/theme');
    const { headers } = sent(fetchMock);
    expect(headers.has('Authorization')).toBe(false);
    expect(headers.has('X-Bearer-Token')).toBe(false);
  });

  it('sends X-Masquerade and X-Masquerade-Scheme-Year while masquerading, and not otherwise', async () => {
    configureApiAuth({
      getAccessToken: () => 't',
      getMasquerade: () => ({ userId: 'user-7', schemeYear: 2026 }),
    });
    const masqueraded = answer({});
    await apiRequest('/user');
    expect(sent(masqueraded).headers.get('X-Masquerade')).toBe('user-7');
    expect(sent(masqueraded).headers.get('X-Masquerade-Scheme-Year')).toBe('2026');

    configureApiAuth({ getAccessToken: () => 't', getMasquerade: () => null });
    const plain = answer({});
    await apiRequest('/user');
    expect(sent(plain).headers.has('X-Masquerade')).toBe(false);
    expect(sent(plain).headers.has('X-Masquerade-Scheme-Year')).toBe(false);
  });

  it('records the time of the call in session storage', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(1_760_000_000_000);
    answer({});
    await apiRequest('/theme');
    expect(window.sessionStorage.getItem(STORAGE_KEYS.lastApiCall)).toBe('1760000000000');
  });

  it.each([200, 201, 202])('treats %i as success and returns the body as data', async (status) => {
    answer({ value: 42 }, { status });
    await expect(apiRequest('/x')).resolves.toEqual({ ok: true, status, data: { value: 42 } });
  });

  it.each([204, 301, 400, 401, 404, 500])('treats %i as a failure', async (status) => {
    answer(status === 204 ? undefined : { message: 'No' }, { status });
    const result = await apiRequest('/x');
    expect(result.ok).toBe(false);
    expect(result.status).toBe(status);
  });

  it('takes the error text from errors first, as JSON text', async () => {
    answer({ errors: { email: ['is invalid'] }, error: 'Bad', message: 'Nope' }, { status: 422 });
    const result = await apiRequest('/x');
    expect(result).toMatchObject({ ok: false, error: '{"email":["is invalid"]}' });
  });

  it('takes the error text from error when there is no errors', async () => {
    answer({ error: 'Token has expired', message: 'Nope' }, { status: 400 });
    await expect(apiRequest('/x')).resolves.toMatchObject({ ok: false, error: 'Token has expired' });
  });

  it('takes the error text from message when there is neither errors nor error', async () => {
    answer({ message: 'Please accept cookies before logging in' }, { status: 401 });
    await expect(apiRequest('/x')).resolves.toMatchObject({
      ok: false,
      error: 'Please accept cookies before logging in',
    });
  });

  it('keeps the parsed body of a failure for callers that need more than the text', async () => {
    answer({ message: 'Locked', showRecaptcha: true }, { status: 423 });
    await expect(apiRequest('/x')).resolves.toMatchObject({
      body: { message: 'Locked', showRecaptcha: true },
    });
  });

  it('returns an object with an error field when the network fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('network down'))),
    );
    await expect(apiRequest('/theme')).resolves.toEqual({ ok: false, status: null, error: NETWORK_ERROR });
    expect(NETWORK_ERROR).toBe('Failed to fetch');
  });

  it('copies a masquerade user id from the response headers onto the result', async () => {
    answer({ done: true }, { headers: { 'X-Masquerade-User-Id': 'user-9' } });
    await expect(apiRequest('/login/sso')).resolves.toMatchObject({ ok: true, masqueradeUserId: 'user-9' });
  });

  it('tells observers when a request starts and when it settles', async () => {
    const settled = vi.fn();
    const started = vi.fn(() => settled);
    const stop = observeRequests(started);
    answer({});
    const pending = apiRequest('/theme');
    expect(started).toHaveBeenCalledTimes(1);
    await pending;
    expect(settled).toHaveBeenCalledTimes(1);
    stop();
  });

  it('sends no token with an anonymous request (sign-in, refresh)', async () => {
    configureApiAuth({ getAccessToken: () => 'token-123', getMasquerade: () => null });
    const fetchMock = answer({});
    await apiRequest({ path: '/login', method: 'POST', body: {}, anonymous: true });
    expect(sent(fetchMock).headers.has('Authorization')).toBe(false);
    expect(sent(fetchMock).headers.has('X-Bearer-Token')).toBe(false);
  });

  it('does not record a background request as the last call, nor show progress for it', async () => {
    window.sessionStorage.setItem(STORAGE_KEYS.lastApiCall, '1');
    const started = vi.fn(() => () => {});
    const stop = observeRequests(started);
    answer({});
    await apiRequest({ path: '/auth/refresh', method: 'POST', anonymous: true, background: true });
    expect(window.sessionStorage.getItem(STORAGE_KEYS.lastApiCall)).toBe('1');
    expect(started).not.toHaveBeenCalled();
    stop();
  });

  it('reports a 401 to a request that carried the token, with the error text', async () => {
    const onUnauthorized = vi.fn();
    configureApiAuth({ getAccessToken: () => 't', getMasquerade: () => null, onUnauthorized });
    answer({ message: 'Your session has ended' }, { status: 401 });
    await apiRequest('/user');
    expect(onUnauthorized).toHaveBeenCalledWith('Your session has ended');
  });

  it.each([
    ['a 401 without a token', null, 401],
    ['a 403 with a token', 't', 403],
  ])('does not report %s', async (_, token, status) => {
    const onUnauthorized = vi.fn();
    configureApiAuth({ getAccessToken: () => token, getMasquerade: () => null, onUnauthorized });
    answer({ message: 'No' }, { status });
    await apiRequest('/user');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('reads the time of the last call back', async () => {
    expect(lastCallTime()).toBeNull();
    vi.spyOn(Date, 'now').mockReturnValue(1_760_000_000_000);
    answer({});
    await apiRequest('/theme');
    expect(lastCallTime()).toBe(1_760_000_000_000);
  });

  it('reads a 503’s Retry-After in seconds, so a change can be sent again when the portal is back', async () => {
    answer(
      { message: 'The portal is briefly unavailable, please try again in a moment.' },
      { status: 503, headers: { 'Retry-After': '5' } },
    );
    expect(await apiRequest('/selection/1')).toMatchObject({
      ok: false,
      status: 503,
      error: 'The portal is briefly unavailable, please try again in a moment.',
      retryAfterSeconds: 5,
    });
    answer({ message: 'Busy' }, { status: 503, headers: { 'Retry-After': 'Fri, 27 Nov 2026 12:00:00 GMT' } });
    expect(await apiRequest('/selection/1')).not.toHaveProperty('retryAfterSeconds');
  });
});
