import { STORAGE_KEYS } from '@portal/contracts/constants';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectSession, makeStore } from './store.ts';
import { json, stubApi, type Handler } from '../test/network.ts';
import { currentLocation, demoTheme, renderApp } from '../test/render-app.tsx';
import { loginSetup, signedIn } from '../test/session-fixtures.ts';
import { apiRequest } from '../lib/api-client.ts';
import { browserNavigation } from '../lib/leave-app.ts';
import { cookiesAccepted } from '../lib/state/cookie-slice.ts';
import { loginErrorSet } from '../lib/state/session-slice.ts';
import { themeReceived } from '../lib/state/theme-slice.ts';
import { getAccessToken, setAccessToken } from '../features/auth/session/access-token.ts';
import { endSession, logout, restoreSession } from '../features/auth/session/session-lifecycle.ts';

const refreshed = (token = 'access-token-2', expiresIn = 900) =>
  json({ access_token: token, expires_in: expiresIn, token_type: 'Bearer' });

function authorisationOf(fetchMock: ReturnType<typeof stubApi>, path: string) {
  const calls = fetchMock.mock.calls.filter(([url]) => String(url) === `/api${path}`);
  return calls.map(([, init]) => new Headers(init?.headers).get('Authorization'));
}

describe('restoring the session on load (spec section 2, Login)', () => {
  it('does nothing without the loggedIn flag', async () => {
    const fetchMock = stubApi({});
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    expect(fetchMock).not.toHaveBeenCalledWith('/api/auth/refresh', expect.anything());
  });

  it('with the flag: refresh, then the login setup, behind "Loading profile..."', async () => {
    window.localStorage.setItem(STORAGE_KEYS.loggedIn, 'true');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const fetchMock = stubApi({
      '/api/auth/refresh': async () => {
        await held;
        return refreshed();
      },
      '/api/login/setup': () => json(loginSetup()),
    });
    renderApp('/app/home/');

    expect(await screen.findByText('Loading profile...')).toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Alex' })).toBeInTheDocument();
    expect(authorisationOf(fetchMock, '/auth/refresh')).toEqual([null]);
    expect(authorisationOf(fetchMock, '/login/setup')).toEqual(['Bearer access-token-2']);
    const refresh = fetchMock.mock.calls.find(([url]) => String(url) === '/api/auth/refresh');
    expect(refresh?.[1]).toMatchObject({ method: 'POST', credentials: 'include' });
  });

  it('with the flag on /: restores, then goes to /app/home/', async () => {
    window.localStorage.setItem(STORAGE_KEYS.loggedIn, 'true');
    stubApi({ '/api/auth/refresh': () => refreshed(), '/api/login/setup': () => json(loginSetup()) });
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Alex' })).toBeInTheDocument();
    expect(currentLocation.pathname).toBe('/app/home/');
  });

  it('drops the flag and stays on the login page when the refresh is refused', async () => {
    window.localStorage.setItem(STORAGE_KEYS.loggedIn, 'true');
    stubApi({ '/api/auth/refresh': () => json({ message: 'Session expired' }, { status: 401 }) });
    renderApp('/app/home/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(currentLocation.pathname).toBe('/');
    expect(window.localStorage.getItem(STORAGE_KEYS.loggedIn)).toBeNull();
  });
});

describe('the silent refresh', () => {
  afterEach(() => vi.useRealTimers());

  it('renews the token a minute before it expires, without counting as activity', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    window.localStorage.setItem(STORAGE_KEYS.loggedIn, 'true');
    const tokens = ['access-token-2', 'access-token-3'];
    const fetchMock = stubApi({
      '/api/auth/refresh': () => refreshed(tokens.shift()),
      '/api/login/setup': () => json(loginSetup()),
      '/api/ping': () => json({ status: 'ok' }),
    });
    const { store } = makeStore();
    connectSession(store);
    await store.dispatch(restoreSession());
    const lastCall = window.sessionStorage.getItem(STORAGE_KEYS.lastApiCall);

    await vi.advanceTimersByTimeAsync(839_000);
    expect(authorisationOf(fetchMock, '/auth/refresh')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(authorisationOf(fetchMock, '/auth/refresh')).toHaveLength(2);
    expect(getAccessToken()).toBe('access-token-3');
    expect(window.sessionStorage.getItem(STORAGE_KEYS.lastApiCall)).toBe(lastCall);

    await apiRequest('/ping');
    expect(authorisationOf(fetchMock, '/ping')).toEqual(['Bearer access-token-3']);
  });

  it('logs out with the server message when the refresh is refused', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    window.localStorage.setItem(STORAGE_KEYS.loggedIn, 'true');
    const answers: Handler[] = [
      () => refreshed(),
      () => json({ message: 'Your session has ended' }, { status: 401 }),
    ];
    stubApi({
      '/api/auth/refresh': (request) => answers.shift()!(request),
      '/api/login/setup': () => json(loginSetup()),
    });
    const { store } = makeStore();
    connectSession(store);
    await store.dispatch(restoreSession());
    expect(store.getState().session.loggedIn).toBe(true);

    await vi.advanceTimersByTimeAsync(840_000);
    expect(store.getState().session).toMatchObject({ loggedIn: false, loginError: 'Your session has ended' });
    expect(getAccessToken()).toBeNull();
  });
});

describe('a 401 while signed in (spec section 8)', () => {
  it('logs out and shows the server message on the login page', async () => {
    stubApi({
      '/api/v2/client/client-demo/employees': () =>
        json({ message: 'Your session has ended. Please log in again.' }, { status: 401 }),
      '/api/user/logout': () => json({ status: 'ok' }),
    });
    // Signed in with a token (a 401 counts only for requests that carried one).
    setAccessToken('access-token-1', 900);
    const view = renderApp('/app/dashboard/', {
      session: signedIn({ userType: 'employer' }),
      setup: loginSetup({ userType: 'employer' }),
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Your session has ended. Please log in again.');
    expect(currentLocation.pathname).toBe('/');
    expect(view.store.getState().session.loggedIn).toBe(false);
    expect(window.localStorage.getItem(STORAGE_KEYS.loggedIn)).toBeNull();
  });

  it('goes to the single-sign-on logout address when there is one', async () => {
    stubApi({ '/api/ping': () => json({ message: 'Token revoked' }, { status: 401 }) });
    const leave = vi.spyOn(browserNavigation, 'leaveTo').mockImplementation(() => {});
    const { store } = makeStore({ session: { ...store0(), ssoLogoutUrl: 'https://idp.demo.test/logout' } });
    connectSession(store);
    setAccessToken('access-token-1', 900);

    await apiRequest('/ping');
    await waitFor(() => expect(leave).toHaveBeenCalledWith('https://idp.demo.test/logout'));
    expect(store.getState().session.loginError).toBe('Token revoked');
  });

  it('is an ordinary answer for a request sent without the token', async () => {
    stubApi({ '/api/login': () => json({ message: 'No' }, { status: 401 }) });
    const { store } = makeStore({ session: store0() });
    connectSession(store);
    await apiRequest({ path: '/login', method: 'POST', body: {}, anonymous: true });
    expect(store.getState().session.loggedIn).toBe(true);
  });
});

async function rehydrated(persistor: ReturnType<typeof makeStore>['persistor']) {
  await vi.waitFor(() => expect(persistor.getState().bootstrapped).toBe(true));
}

function store0() {
  return { ...makeStore().store.getState().session, ...signedIn() };
}

describe('logout resets the state (spec section 4)', () => {
  function seedStorage() {
    for (const key of [STORAGE_KEYS.loggedIn, STORAGE_KEYS.user, STORAGE_KEYS.loginCredentials]) {
      window.localStorage.setItem(key, 'x');
    }
    window.localStorage.setItem(STORAGE_KEYS.clientTheme, '{"theme":{}}');
  }

  it('calls POST /api/logout, then DELETE /api/user/logout, in that order', async () => {
    const fetchMock = stubApi({
      '/api/logout': () => json({ status: 'ok' }),
      '/api/user/logout': () => json({ status: 'ok' }),
    });
    const { store } = makeStore({ session: store0() });
    connectSession(store);
    await expect(store.dispatch(logout())).resolves.toEqual({ ok: true, ssoLogoutUrl: null });
    expect(fetchMock.mock.calls.map(([url, init]) => `${init?.method} ${String(url)}`)).toEqual([
      'POST /api/logout',
      'DELETE /api/user/logout',
    ]);
  });

  it('keeps cookie acceptance and the persisted state, and removes the theme, loggedIn, user and loginCredentials', async () => {
    seedStorage();
    const { store, persistor } = makeStore({ session: store0() });
    await rehydrated(persistor);
    store.dispatch(cookiesAccepted());
    await persistor.flush();
    store.dispatch(endSession());
    await persistor.flush();

    expect(store.getState().cookie.cookiesAccepted).toBe(true);
    expect(store.getState().session).toMatchObject({ loggedIn: false, firstName: null, userType: null });
    for (const key of [
      STORAGE_KEYS.loggedIn,
      STORAGE_KEYS.user,
      STORAGE_KEYS.loginCredentials,
      STORAGE_KEYS.clientTheme,
    ]) {
      expect(window.localStorage.getItem(key)).toBeNull();
    }
    expect(JSON.parse(JSON.parse(window.localStorage.getItem('persist:root')!).cookie)).toMatchObject({
      cookiesAccepted: true,
    });
  });

  it('restarts persistence: a cookie choice after logout is still saved', async () => {
    const { store, persistor } = makeStore({ session: store0() });
    await rehydrated(persistor);
    store.dispatch(endSession());
    store.dispatch(cookiesAccepted());
    await persistor.flush();
    expect(JSON.parse(JSON.parse(window.localStorage.getItem('persist:root')!).cookie)).toMatchObject({
      cookiesAccepted: true,
    });
  });

  it('keeps a login error other than the cookies one', () => {
    const { store } = makeStore({ session: store0() });
    store.dispatch(loginErrorSet('Your session has ended'));
    store.dispatch(endSession());
    expect(store.getState().session.loginError).toBe('Your session has ended');
  });

  it('drops the cookies message', () => {
    const { store } = makeStore({ session: store0() });
    store.dispatch(loginErrorSet('Please accept cookies before logging in'));
    store.dispatch(endSession());
    expect(store.getState().session.loginError).toBeNull();
  });

  it('keeps the brand of the tenant for the login page', () => {
    const { store } = makeStore({ session: store0() });
    store.dispatch(themeReceived({ theme: demoTheme, source: 'network' }));
    store.dispatch(endSession());
    expect(store.getState().theme.theme).toMatchObject({
      benefitBrandName: 'Demo Benefits',
      supportEmail: 'support@demo.test',
    });
  });
});

describe('logout pages', () => {
  it('/logout shows "Logging out...", then /logout-success with a way back to /', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    stubApi({
      '/api/logout': async () => {
        await held;
        return json({ status: 'ok' });
      },
      '/api/user/logout': () => json({ status: 'ok' }),
    });
    const view = renderApp('/logout', { session: signedIn() });
    expect(await screen.findByText('Logging out...')).toBeInTheDocument();
    release();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'You have been logged out successfully' }),
    ).toBeInTheDocument();
    expect(currentLocation.pathname).toBe('/logout-success');
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/');
    expect(view.store.getState().session.loggedIn).toBe(false);
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('shows the error with Retry when logging out fails, and Retry tries again', async () => {
    const answers = [() => json({ message: 'Down' }, { status: 503 }), () => json({ status: 'ok' })];
    stubApi({ '/api/logout': () => answers.shift()!(), '/api/user/logout': () => json({ status: 'ok' }) });
    const view = renderApp('/logout', { session: signedIn() });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There was an error during the logout process. Please try again.',
    );
    expect(view.store.getState().session.loggedIn).toBe(true);
    await view.user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You have been logged out successfully' }),
    ).toBeInTheDocument();
  });

  it('goes to the single-sign-on logout address when there is one', async () => {
    stubApi({
      '/api/logout': () => json({ status: 'ok' }),
      '/api/user/logout': () => json({ status: 'ok' }),
    });
    const leave = vi.spyOn(browserNavigation, 'leaveTo').mockImplementation(() => {});
    renderApp('/logout', { session: signedIn({ ssoLogoutUrl: 'https://idp.demo.test/logout' }) });
    await waitFor(() => expect(leave).toHaveBeenCalledWith('https://idp.demo.test/logout'));
  });
});
