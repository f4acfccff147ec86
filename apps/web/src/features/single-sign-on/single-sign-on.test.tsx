import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubApi } from '../../test/network.ts';
import { currentLocation, renderApp } from '../../test/render-app.tsx';

describe('the provider return route (/sso/{provider})', () => {
  it('passes the whole answer to the server and goes where it says', async () => {
    const fetchMock = stubApi({ '/api/sso/acme/callback': () => json({ redirect: '/sso-login/ssoAbc' }) });
    renderApp('/sso/acme?code=c0de&state=st4te');
    expect(await screen.findByText('Please wait while we sign you in...')).toBeInTheDocument();
    await waitFor(() => expect(currentLocation.pathname).toBe('/sso-login/ssoAbc'));
    // Signed out, the page also asks how far the demo clock is moved: the callback is the call that matters.
    const asked = fetchMock.mock.calls.map(([input]) => String(input));
    expect(asked.filter((url) => url.includes('/api/sso/'))).toEqual([
      expect.stringContaining('/api/sso/acme/callback?code=c0de&state=st4te'),
    ]);
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
