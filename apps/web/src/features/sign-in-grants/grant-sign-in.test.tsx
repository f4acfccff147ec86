import { screen, waitFor } from '@testing-library/react';
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

  it('lands on the portal page an IdP-initiated sign-in names, and on home for an address elsewhere', async () => {
    const signedIn = {
      '/api/login/sso': () => json(tokenAnswer()),
      '/api/login/setup': () => json(loginSetup()),
      '/api/user/home-page-banner': () => json([]),
      '/api/user/home-page-cards': () => json([]),
    };
    stubApi(signedIn);
    renderApp('/sso-login/ssoToken1?next=%2Fapp%2Ffaqs%2F');
    await waitFor(() => expect(currentLocation.pathname).toBe('/app/faqs/'));

    stubApi(signedIn);
    renderApp('/sso-login/ssoToken2?next=%2F%2Fevil.example%2Fapp%2Ffaqs%2F');
    await waitFor(() => expect(currentLocation.pathname).toBe('/app/home/'));
  });

  it('lands there after the two-factor code too, when the person has two-factor on', async () => {
    stubApi({
      '/api/login/sso': () =>
        json(tokenAnswer({ access_token: '', expires_in: 0, is_should_validate_2fa: true, challenge: 'c2' })),
      '/api/login/mfa': () => json(tokenAnswer()),
      '/api/login/setup': () => json(loginSetup({ twoFactorEnabled: true })),
    });
    const view = renderApp('/sso-login/ssoToken3?next=%2Fapp%2Ffaqs%2F');
    await screen.findByRole('heading', { level: 1, name: 'Enter your authentication code' });
    expect(currentLocation.pathname).toBe('/two-fa');
    await view.user.keyboard('123456{Enter}');
    await waitFor(() => expect(currentLocation.pathname).toBe('/app/faqs/'));
  });
});
