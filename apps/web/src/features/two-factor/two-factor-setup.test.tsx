import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deviceToken } from '../../lib/device-token.ts';
import { currentTwoFactorAttempt, holdTwoFactorSetup } from '../../test/session-state.ts';
import { json, type Handler } from '../../test/network.ts';
import { currentLocation, renderApp } from '../../test/render-app.tsx';
import { contentPage, loginSetup, tokenAnswer } from '../../test/session-fixtures.ts';
import {
  bodiesSentTo,
  CHALLENGE,
  codeBoxes,
  OTPAUTH_URL,
  refusal,
  SECRET,
  server,
  signInInProgress,
  signsIn,
  submitCode,
} from './two-factor-test-kit.ts';

const MFA = '/api/v2/user/user-alex/mfa';

/** The set-up during sign-in in a tenant that enforces two-factor. */
function setupServer(handlers: Record<string, Handler> = {}) {
  return server({
    [MFA]: () => json({ url: OTPAUTH_URL, secret: SECRET }),
    [`${MFA}/validate`]: () => json({ valid: true }),
    '/api/employee/mfa/validate/enforced': signsIn,
    ...handlers,
  });
}

function openQrPage(routeState: unknown = { isFromActivation: false }) {
  signInInProgress('setup');
  return renderApp('/two-fa-qr-setup', { routeState });
}

const qrHeading = () => screen.findByRole('heading', { level: 1, name: 'Set up two factor authentication' });
const setupHeading = () =>
  screen.findByRole('heading', { level: 1, name: 'Enable two factor authentication' });

describe('two-factor set-up intro (/two-fa-qr-setup)', () => {
  it('starts the set-up with the challenge and shows the QR code and the key as text', async () => {
    const fetchMock = setupServer();
    openQrPage();
    await qrHeading();

    const qr = await screen.findByRole('img', { name: 'QR code to scan with your authenticator app' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr).toHaveAttribute('height', '256');
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, '/v2/user/user-alex/mfa')).toEqual([
      { challenge: CHALLENGE, deviceToken: await deviceToken() },
    ]);
    expect(screen.getByRole('button', { name: 'Enter the code' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    // No progress bar outside activation.
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('copies the key for people who cannot scan, and says so', async () => {
    setupServer();
    const view = openQrPage();
    await view.user.click(await screen.findByRole('button', { name: 'Copy key' }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    expect(await screen.findByText('Set-up key copied')).toHaveAttribute('role', 'status');
  });

  it('goes to the set-up with isFirst true and the activation flag carried over', async () => {
    setupServer();
    const view = openQrPage({ isFromActivation: true });
    expect(await screen.findByRole('progressbar')).toHaveAttribute('aria-valuetext', 'Step 3 of 4: 2FA');
    await view.user.click(await screen.findByRole('button', { name: 'Enter the code' }));

    await setupHeading();
    expect(currentLocation.pathname).toBe('/two-fa-code-setup');
    expect(currentLocation.state).toEqual({ isFirst: true, isFromActivation: true });
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', 'Step 3 of 4: 2FA');
  });

  it('shows the server’s refusal as a line', async () => {
    setupServer({ [MFA]: () => refusal('invalid_challenge') });
    openQrPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your sign-in has expired. Please log in again.',
    );
    expect(screen.getByRole('button', { name: 'Enter the code' })).toBeDisabled();
  });

  it('says it cannot start when the login answer did not name the user', async () => {
    const fetchMock = setupServer();
    signInInProgress('setup', null);
    renderApp('/two-fa-qr-setup');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not start the two factor authentication set-up. Please log in again.',
    );
    expect(bodiesSentTo(fetchMock, '/v2/user/user-alex/mfa')).toEqual([]);
  });

  it('Close ends the attempt and returns to the login', async () => {
    setupServer();
    const view = openQrPage();
    await view.user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(currentTwoFactorAttempt()).toBeNull();
  });

  it('follows on from the login, naming the user of the login answer in the set-up path', async () => {
    const fetchMock = setupServer({
      '/api/login/url': () => json({ hasSSO: false }),
      '/api/login': () =>
        json({
          ...tokenAnswer({
            access_token: undefined,
            expires_in: undefined,
            is_should_setup_2fa: true,
            challenge: CHALLENGE,
          }),
          userId: 'user-alex',
        }),
    });
    const view = renderApp('/', { cookie: { cookiesAccepted: true, nonNecessaryCookiesEnabled: true } });
    await view.user.type(
      await screen.findByRole('textbox', { name: 'Email address' }),
      'employee@northwind.test',
    );
    await view.user.click(screen.getByRole('button', { name: 'Next' }));
    await view.user.type(
      await screen.findByLabelText('Password', { selector: 'input' }),
      'Harbour-Lantern-47!',
    );
    await view.user.click(screen.getByRole('button', { name: 'Login' }));

    await qrHeading();
    expect(currentLocation.state).toEqual({ isFromActivation: false });
    expect(await screen.findByText('JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, '/v2/user/user-alex/mfa')).toHaveLength(1);
  });

  it('goes back to the login without a challenge in memory (after a reload)', async () => {
    setupServer();
    renderApp('/two-fa-qr-setup');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
  });
});

describe('two-factor set-up codes (/two-fa-code-setup)', () => {
  it('checks a first code (Next), then completes with the next one (Verify) and lands home with the message', async () => {
    const fetchMock = setupServer();
    const view = openQrPage();
    await view.user.click(await screen.findByRole('button', { name: 'Enter the code' }));
    await setupHeading();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    await waitFor(() => expect(codeBoxes()[0]).toHaveFocus());

    await submitCode(view, '111111', 'Next');
    const verify = await screen.findByRole('button', { name: 'Verify' });
    expect(currentLocation.state).toEqual({ isFirst: false, isFromActivation: false });
    expect(screen.getByText(/Now wait for the next code/)).toBeInTheDocument();
    expect(codeBoxes()[0]).toHaveAccessibleDescription(
      'Wait for the next code in your authenticator app, then enter it',
    );
    await waitFor(() => expect(codeBoxes()[0]).toHaveFocus());
    expect(codeBoxes().map((box) => (box as HTMLInputElement).value)).toEqual(['', '', '', '', '', '']);

    await view.user.keyboard('222222');
    await view.user.click(verify);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Alex' })).toBeInTheDocument();
    expect(screen.getAllByText('Two factor authentication has been enabled').length).toBeGreaterThan(0);

    const device = await deviceToken();
    expect(bodiesSentTo(fetchMock, '/v2/user/user-alex/mfa/validate')).toEqual([
      { code: '111111', type: 'temporary', secret: SECRET, challenge: CHALLENGE, deviceToken: device },
    ]);
    expect(bodiesSentTo(fetchMock, '/employee/mfa/validate/enforced')).toEqual([
      { code: '222222', challenge: CHALLENGE, deviceToken: device, secret: SECRET },
    ]);
    expect(view.store.getState().session.loggedIn).toBe(true);
    expect(currentTwoFactorAttempt()).toBeNull();
  });

  it('shows the message once: announced, dismissible, and gone from the history entry', async () => {
    setupServer();
    const view = openQrPage();
    await view.user.click(await screen.findByRole('button', { name: 'Enter the code' }));
    await setupHeading();
    await submitCode(view, '111111', 'Next');
    // The second step is a fresh form: typing before it appears would land in the boxes being replaced.
    await screen.findByRole('button', { name: 'Verify' });
    await submitCode(view, '222222', 'Verify');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Welcome, Alex' });

    const main = within(screen.getByRole('main'));
    expect(main.getByRole('status')).toHaveTextContent('Two factor authentication has been enabled');
    await waitFor(() => expect(currentLocation.state).toBeNull());
    await view.user.click(main.getByRole('button', { name: 'Dismiss message' }));
    expect(screen.queryByRole('button', { name: 'Dismiss message' })).not.toBeInTheDocument();
    expect(heading).toHaveFocus();
  });

  it('shows a wrong first code as a line and stays on Next', async () => {
    setupServer({ [`${MFA}/validate`]: () => refusal('invalid_code') });
    const view = openQrPage();
    await view.user.click(await screen.findByRole('button', { name: 'Enter the code' }));
    await setupHeading();
    await submitCode(view, '111111', 'Next');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That code is not right. Please check your authenticator app and try again.',
    );
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();
    expect(currentLocation.state).toEqual({ isFirst: true, isFromActivation: false });
  });

  it('asks for the next code when the first one is sent again', async () => {
    setupServer({ '/api/employee/mfa/validate/enforced': () => refusal('code_used') });
    const view = openQrPage();
    await view.user.click(await screen.findByRole('button', { name: 'Enter the code' }));
    await setupHeading();
    await submitCode(view, '111111', 'Next');
    await screen.findByRole('button', { name: 'Verify' });
    await submitCode(view, '111111', 'Verify');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That code has already been used. Please wait for a new code in your authenticator app.',
    );
    expect(view.store.getState().session.loggedIn).toBe(false);
    expect(screen.getByRole('button', { name: 'Verify' })).toBeInTheDocument();
  });

  it('from activation: step 3 of 4, then the new terms as step 4, then home with the message', async () => {
    setupServer({
      '/api/login/setup': () => json(loginSetup({ siteTermsUpdated: true })),
      '/api/policies/terms-conditions': () => json(contentPage('terms', '<p>Our terms.</p>', 4)),
      '/api/policies/privacy-policy': () => json(contentPage('policy', '<p>Our policy.</p>', 2)),
      '/api/user': () => json({ termsRevision: 4, siteTermsUpdated: false }),
    });
    const view = openQrPage({ isFromActivation: true });
    await view.user.click(await screen.findByRole('button', { name: 'Enter the code' }));
    await setupHeading();
    await submitCode(view, '111111', 'Next');
    expect(await screen.findByRole('button', { name: 'Verify' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', 'Step 3 of 4: 2FA');
    await submitCode(view, '222222', 'Verify');

    await screen.findByRole('heading', { level: 1, name: 'We have updated our terms' });
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', 'Step 4 of 4: Terms');
    await view.user.click(screen.getByRole('checkbox', { name: 'I have read the terms and conditions' }));
    await view.user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Alex' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dismiss message' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('Close ends the attempt and returns to the login', async () => {
    setupServer();
    const view = openQrPage();
    await view.user.click(await screen.findByRole('button', { name: 'Enter the code' }));
    await setupHeading();
    await view.user.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(currentTwoFactorAttempt()).toBeNull();
  });

  it('goes to the intro when the set-up has not been started yet', async () => {
    setupServer();
    signInInProgress('setup');
    renderApp('/two-fa-code-setup', { routeState: { isFirst: true } });
    await qrHeading();
    expect(currentLocation.pathname).toBe('/two-fa-qr-setup');
  });

  it('reads isFirst from the route state: Verify for the second code', async () => {
    setupServer();
    signInInProgress('setup');
    holdTwoFactorSetup({ url: OTPAUTH_URL, secret: SECRET });
    renderApp('/two-fa-code-setup', { routeState: { isFirst: false } });
    await setupHeading();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeInTheDocument();
  });

  it('goes back to the login without a challenge in memory (after a reload)', async () => {
    setupServer();
    renderApp('/two-fa-code-setup', { routeState: { isFirst: false } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
  });
});
