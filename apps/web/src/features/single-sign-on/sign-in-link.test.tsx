import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubApi } from '../../test/network.ts';
import { currentLocation, renderApp } from '../../test/render-app.tsx';
import { STORAGE_KEYS } from '@portal/contracts/constants';
import { loginSetup, tokenAnswer } from '../../test/session-fixtures.ts';

const masquerade = {
  userId: 'user-alex',
  schemeYear: 2026,
  adminName: 'Pat Quinn-Admin',
  endsAt: '2026-11-23T13:00:00Z',
};

describe('sign-in link (/sso-login/{token}/{schemeYear})', () => {
  it('starts a masquerade session: the headers go on the login setup, and the banner shows on every page', async () => {
    const fetchMock = stubApi({
      '/api/login/sso': () => json({ ...tokenAnswer(), masqueradeUserId: 'user-alex' }),
      '/api/login/setup': (request) =>
        request.headers.get('X-Masquerade') === 'user-alex' &&
        request.headers.get('X-Masquerade-Scheme-Year') === '2026'
          ? json(loginSetup({ masquerade }))
          : json({ message: 'This masquerade session does not match the request.' }, { status: 403 }),
      '/api/user/home-page-banner': () => json([]),
      '/api/user/home-page-cards': () => json([]),
    });
    renderApp('/sso-login/msqToken123/2026');
    expect(await screen.findByText('Signing you in...')).toBeInTheDocument();
    const banner = await screen.findByRole('complementary', { name: 'Masquerade' });
    expect(banner).toHaveTextContent('viewing the site as Alex Morgan for scheme year 2026');
    await waitFor(() => expect(currentLocation.pathname).toBe('/app/home/'));
    const exchange = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/api/login/sso'));
    expect(JSON.parse(String(exchange?.[1]?.body))).toMatchObject({
      ssoToken: 'msqToken123',
      masqueradeSchemeYear: 2026,
    });
    // No cookie banner while masquerading.
    expect(screen.queryByRole('region', { name: 'Cookie banner' })).not.toBeInTheDocument();
  });

  it('a reloaded masquerade tab learns the masquerade from the refresh, before the login setup', async () => {
    window.localStorage.setItem(STORAGE_KEYS.loggedIn, 'true');
    stubApi({
      '/api/auth/refresh': () =>
        json({
          access_token: 'access-token-2',
          expires_in: 900,
          token_type: 'Bearer',
          masquerade: { userId: 'user-alex', schemeYear: 2026 },
        }),
      '/api/login/setup': (request) =>
        request.headers.get('X-Masquerade') === 'user-alex'
          ? json(loginSetup({ masquerade }))
          : json({ message: 'This masquerade session does not match the request.' }, { status: 403 }),
      '/api/user/home-page-banner': () => json([]),
      '/api/user/home-page-cards': () => json([]),
    });
    renderApp('/app/home/');
    expect(await screen.findByRole('complementary', { name: 'Masquerade' })).toHaveTextContent(
      'viewing the site as Alex Morgan for scheme year 2026',
    );
  });

  it('says an expired masquerade link has expired, and how to carry on', async () => {
    stubApi({
      '/api/login/sso': () =>
        json({ code: 'link_expired', message: 'Ooops your link has expired' }, { status: 410 }),
    });
    renderApp('/sso-login/msqOld/2026');
    expect(await screen.findByRole('heading', { name: 'Ooops your link has expired' })).toHaveFocus();
    expect(screen.getByText('Please close this tab and restart the masquerade session.')).toBeInTheDocument();
  });

  it('says any other refused link went wrong', async () => {
    stubApi({ '/api/login/sso': () => json({ code: 'link_invalid', message: 'x' }, { status: 401 }) });
    renderApp('/sso-login/mglWhatever');
    expect(
      await screen.findByRole('heading', {
        name: 'Oops somethings gone wrong. We are unable to connect you. Please contact us',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the login page' })).toHaveAttribute('href', '/');
  });

  it('takes a magic link whose employee has two-factor on to the code entry', async () => {
    stubApi({
      '/api/login/sso': () =>
        json(tokenAnswer({ access_token: '', expires_in: 0, is_should_validate_2fa: true, challenge: 'c1' })),
    });
    renderApp('/sso-login/mglToken');
    await waitFor(() => expect(currentLocation.pathname).toBe('/two-fa'));
  });
});

describe('the provider return route (/sso/{provider})', () => {
  it('passes the whole answer to the server and goes where it says', async () => {
    const fetchMock = stubApi({ '/api/sso/acme/callback': () => json({ redirect: '/sso-login/ssoAbc' }) });
    renderApp('/sso/acme?code=c0de&state=st4te');
    expect(await screen.findByText('Please wait while we sign you in...')).toBeInTheDocument();
    await waitFor(() => expect(currentLocation.pathname).toBe('/sso-login/ssoAbc'));
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/api/sso/acme/callback?code=c0de&state=st4te');
  });

  it('goes to the Unable to log in page on a failure, and never off the site', async () => {
    stubApi({
      '/api/sso/acme/callback': () =>
        json({ message: 'No', redirect: 'https://evil.example/' }, { status: 400 }),
    });
    renderApp('/sso/acme?error=access_denied');
    expect(await screen.findByRole('heading', { name: 'Unable to log in' })).toBeInTheDocument();
    expect(screen.getByText('Sorry, there was a problem signing in to your account')).toBeInTheDocument();
    expect(currentLocation.pathname).toBe('/sso-error/');
  });
});

describe('single-sign-on-only tenants', () => {
  it('offer no password step and no forgotten-password form', async () => {
    stubApi({
      '/api/login/options': () => json({ ssoOnly: true }),
      '/api/login/url': () => json({ hasSSO: false }),
    });
    const view = renderApp('/', { cookie: { cookiesAccepted: true, nonNecessaryCookiesEnabled: false } });
    await view.user.type(
      await screen.findByRole('textbox', { name: 'Email address' }),
      'someone@elsewhere.test',
    );
    await view.user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(/signs you in through its own sign-in page/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Password', { exact: true })).not.toBeInTheDocument();
    view.unmount();

    renderApp('/forgotten-password/');
    const main = within(await screen.findByRole('main'));
    await waitFor(() =>
      expect(main.queryByRole('textbox', { name: 'Email address' })).not.toBeInTheDocument(),
    );
  });
});
