import fs from 'node:fs';
import path from 'node:path';
import { API_BASE, apiPaths } from '@portal/contracts/api-paths';
import { BEARER_TOKEN_HEADER, STORAGE_KEYS } from '@portal/contracts/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, configureApiAuth } from './api-client.ts';
import { EARLY_ANSWER_LIFETIME_MS, takeEarlyAnswer } from './early-answers.ts';

/**
 * The page's session boot (public/session-boot.js, inlined by the server) and the hand-over of its answers to the
 * api-client. fetch is the browser's, so it is the stand-in here; the server's side is in the server's
 * web-delivery test and the whole journey in e2e/tests/early-session.spec.ts.
 */
const BOOT = fs.readFileSync(path.join(import.meta.dirname, '../../public/session-boot.js'), 'utf8');
const TOKEN = 'access-token-for-the-test';

const url = (path: string) => `${API_BASE}${path}`;
const CARDS = [
  { id: 'b', title: 'Second', text: '', image: '/api/assets/demo/second.svg', link: '/app/home/', order: 2 },
  { id: 'a', title: 'First', text: '', image: '/api/assets/demo/first.svg', link: '/app/home/', order: 1 },
];

interface Setup {
  refresh?: { status: number; body: unknown };
  setup?: unknown;
}

/** The server as the boot sees it: each address answers JSON; every call is recorded. */
function serve({
  refresh = { status: 200, body: { access_token: TOKEN, expires_in: 900 } },
  setup,
}: Setup = {}) {
  const bodies: Record<string, { status: number; body: unknown }> = {
    [`POST ${url(apiPaths.refresh)}`]: refresh,
    [`GET ${url(apiPaths.loginSetup)}`]: {
      status: 200,
      body: setup ?? { userType: 'employee', employmentStatus: 'active' },
    },
    [`GET ${url(apiPaths.homePageBanner)}`]: { status: 200, body: [] },
    [`GET ${url(apiPaths.homePageCards)}`]: { status: 200, body: CARDS },
    [`GET ${url(apiPaths.totalRewardCard)}`]: { status: 200, body: { total: 1 } },
  };
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const answer = bodies[`${init?.method ?? 'GET'} ${String(input)}`];
    if (!answer) return new Response('{}', { status: 404 });
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const calls = (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls.map(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}`);

/** Runs the boot as the page does, then lets its chain of answers settle. */
async function boot(path = '/app/home/') {
  window.history.replaceState(null, '', path);
  new Function(BOOT)();
  await vi.waitFor(() => expect(window.portalEarlyAnswers).toBeDefined());
  for (let turn = 0; turn < 20; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  delete window.portalEarlyAnswers;
  document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
  configureApiAuth({ getAccessToken: () => null, getMasquerade: () => null });
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete window.portalEarlyAnswers;
});

describe('the session boot', () => {
  it('asks for nothing without the loggedIn hint', async () => {
    const fetchMock = serve();
    window.history.replaceState(null, '', '/app/home/');
    new Function(BOOT)();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(window.portalEarlyAnswers).toBeUndefined();
  });

  it("on the home page: the refresh, then the setup, then the page's three calls with the token, each once", async () => {
    localStorage.setItem(STORAGE_KEYS.loggedIn, 'true');
    const fetchMock = serve();
    await boot();
    expect(calls(fetchMock)).toEqual([
      `POST ${url(apiPaths.refresh)}`,
      `GET ${url(apiPaths.loginSetup)}`,
      `GET ${url(apiPaths.homePageBanner)}`,
      `GET ${url(apiPaths.totalRewardCard)}`,
      `GET ${url(apiPaths.homePageCards)}`,
    ]);
    const [, refreshInit] = fetchMock.mock.calls[0]!;
    expect(new Headers(refreshInit?.headers).get('Authorization')).toBeNull();
    expect(refreshInit?.credentials).toBe('include');
    // As the app sends a call without a body: the API refuses an empty JSON body.
    expect(new Headers(refreshInit?.headers).get('Content-Type')).toBeNull();
    for (const [, init] of fetchMock.mock.calls.slice(1)) {
      const headers = new Headers(init?.headers);
      expect(headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
      expect(headers.get(BEARER_TOKEN_HEADER)).toBe(TOKEN);
    }
    expect(Object.keys(window.portalEarlyAnswers!.answers)).toHaveLength(5);
  });

  it('preloads the picture of the first card as the page orders them, and keeps the token out of storage and the page', async () => {
    localStorage.setItem(STORAGE_KEYS.loggedIn, 'true');
    serve();
    await boot();
    const preloads = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')];
    expect(preloads.map((link) => link.getAttribute('href'))).toEqual(['/api/assets/demo/first.svg']);
    expect(preloads[0]!.getAttribute('fetchpriority')).toBe('high');
    const stored = [localStorage, sessionStorage].flatMap((storage) =>
      Object.keys(storage).map((key) => storage.getItem(key)),
    );
    expect(stored.join(' ')).not.toContain(TOKEN);
    expect(document.documentElement.outerHTML).not.toContain(TOKEN);
    expect(window.location.href).not.toContain(TOKEN);
  });

  it("asks for the home page's data only on the home page, and not for an administrator or a leaver", async () => {
    localStorage.setItem(STORAGE_KEYS.loggedIn, 'true');
    let fetchMock = serve();
    await boot('/app/profile');
    expect(calls(fetchMock)).toEqual([`POST ${url(apiPaths.refresh)}`, `GET ${url(apiPaths.loginSetup)}`]);

    for (const setup of [
      { userType: 'admin', employmentStatus: 'active' },
      { userType: 'employee', employmentStatus: 'left' },
      { userType: 'employee', employmentStatus: 'inactive' },
    ]) {
      delete window.portalEarlyAnswers;
      fetchMock = serve({ setup });
      await boot();
      expect(calls(fetchMock)).toEqual([`POST ${url(apiPaths.refresh)}`, `GET ${url(apiPaths.loginSetup)}`]);
    }
  });

  it('stops after the refresh when it is refused or the session is a masquerade', async () => {
    localStorage.setItem(STORAGE_KEYS.loggedIn, 'true');
    for (const refresh of [
      { status: 401, body: { message: 'Session expired' } },
      {
        status: 200,
        body: { access_token: TOKEN, expires_in: 900, masquerade: { userId: 'u1', schemeYear: 2026 } },
      },
    ]) {
      delete window.portalEarlyAnswers;
      const fetchMock = serve({ refresh });
      await boot();
      expect(calls(fetchMock)).toEqual([`POST ${url(apiPaths.refresh)}`]);
    }
  });
});

describe("the app's requests take the early answers", () => {
  it('uses the answer in place of a request, once: the same request again goes out', async () => {
    localStorage.setItem(STORAGE_KEYS.loggedIn, 'true');
    const fetchMock = serve();
    await boot();
    expect(fetchMock).toHaveBeenCalledTimes(5);

    const refreshed = await apiRequest<{ access_token: string }>({
      path: apiPaths.refresh,
      method: 'POST',
      anonymous: true,
    });
    expect(refreshed).toMatchObject({ ok: true, data: { access_token: TOKEN } });
    configureApiAuth({ getAccessToken: () => TOKEN, getMasquerade: () => null });
    const cards = await apiRequest(apiPaths.homePageCards);
    expect(cards).toMatchObject({ ok: true, data: CARDS });
    expect(fetchMock).toHaveBeenCalledTimes(5);

    await apiRequest(apiPaths.homePageCards);
    expect(fetchMock).toHaveBeenCalledTimes(6);
  });

  it('passes a refused early answer on as the refusal it is', async () => {
    localStorage.setItem(STORAGE_KEYS.loggedIn, 'true');
    const fetchMock = serve({ refresh: { status: 401, body: { message: 'Session expired' } } });
    await boot();
    const refreshed = await apiRequest({ path: apiPaths.refresh, method: 'POST', anonymous: true });
    expect(refreshed).toEqual({
      ok: false,
      status: 401,
      error: 'Session expired',
      body: { message: 'Session expired' },
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('leaves a data answer untaken past the page start, but never the refresh, whose cookie is spent', async () => {
    localStorage.setItem(STORAGE_KEYS.loggedIn, 'true');
    serve();
    await boot();
    const late = window.portalEarlyAnswers!.startedAt + EARLY_ANSWER_LIFETIME_MS + 1;
    expect(takeEarlyAnswer('GET', url(apiPaths.homePageCards), late)).toBeUndefined();
    expect(takeEarlyAnswer('GET', url(apiPaths.homePageCards))).toBeUndefined();
    const refresh = takeEarlyAnswer('POST', url(apiPaths.refresh), late);
    expect((await refresh)?.status).toBe(200);
  });
});
