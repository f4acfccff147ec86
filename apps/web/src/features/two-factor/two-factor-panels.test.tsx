import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setAccessToken } from '../../test/session-state.ts';
import type { SessionState } from '../../lib/state/session-slice.ts';
import { json, type Handler } from '../../test/network.ts';
import { renderApp } from '../../test/render-app.tsx';
import { signedIn } from '../../test/session-fixtures.ts';
import {
  bodiesSentTo,
  codeBoxes,
  headersSentTo,
  OTPAUTH_URL,
  refusal,
  SECRET,
  server,
  submitCode,
} from './two-factor-test-kit.ts';

const MFA = '/api/v2/user/user-alex/mfa';

/** The signed-in user as GET /api/user answers after a change. */
function user(twoFactorEnabled: boolean) {
  return json({
    id: 'user-alex',
    email: 'employee@demo.test',
    firstName: 'Alex',
    surname: 'Morgan',
    name: 'Alex Morgan',
    userType: 'employee',
    employmentStatus: 'active',
    termsRevision: 3,
    siteTermsUpdated: false,
    firstLogin: false,
    twoFactorEnabled,
    twoFactorEnforced: false,
  });
}

function panelServer(handlers: Record<string, Handler> = {}) {
  return server({
    [MFA]: () => json({ url: OTPAUTH_URL, secret: SECRET }),
    [`${MFA}/validate`]: async (request) => {
      const { type } = (await request.json()) as { type: string };
      return json(type === 'temporary' ? { valid: true } : { enabled: true });
    },
    [`${MFA}/disable`]: () => json({ enabled: false }),
    ...handlers,
  });
}

/** Signed in on Profile Settings, the panel opened from its Security section. */
async function openFromMenu(item: string, session: Partial<SessionState> = {}) {
  setAccessToken('access-token-1', 900);
  const view = renderApp('/app/home/my-profile/', { session: signedIn(session) });
  const menuButton = await securitySection().findByRole('button', { name: item });
  await view.user.click(menuButton);
  return { view, menuButton };
}

async function securityRegion() {
  return screen.findByRole('region', { name: 'Security' });
}

function securitySection() {
  return {
    findByRole: async (role: 'button', options: { name: string }) =>
      within(await securityRegion()).findByRole(role, options),
  };
}

/** The actions Profile Settings' Security section offers. */
async function menuItems() {
  const buttons = within(await securityRegion()).getAllByRole('button');
  return buttons.map((button) => button.textContent);
}

describe('turning two-factor on from Profile Settings (two-fa-qr, then two-fa-code)', () => {
  it('shows the QR code and key, checks two codes with the bearer token, and says it is enabled', async () => {
    const fetchMock = panelServer({ '/api/user': () => user(true) });
    const { view, menuButton } = await openFromMenu('Turn on two-factor authentication');

    const qrPanel = await screen.findByRole('dialog', { name: 'Turn on two-factor authentication' });
    expect(
      await within(qrPanel).findByRole('img', { name: 'QR code to scan with your authenticator app' }),
    ).toBeInTheDocument();
    expect(within(qrPanel).getByText('JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, '/v2/user/user-alex/mfa')).toEqual([{}]);
    expect(headersSentTo(fetchMock, '/v2/user/user-alex/mfa').get('Authorization')).toBe(
      'Bearer access-token-1',
    );

    await view.user.click(within(qrPanel).getByRole('button', { name: 'Enter the code' }));
    const codePanel = await screen.findByRole('dialog', { name: 'Enable two factor authentication' });
    await waitFor(() => expect(codeBoxes(codePanel)[0]).toHaveFocus());
    await submitCode(view, '111111', 'Next');
    await within(codePanel).findByRole('button', { name: 'Verify' });
    await waitFor(() => expect(codeBoxes(codePanel)[0]).toHaveFocus());
    await submitCode(view, '222222', 'Verify');

    // The spinner is a status too: wait for the confirmation itself.
    const enabled = await within(codePanel).findByText('Two factor authentication has been enabled');
    expect(enabled.closest('[role="status"]')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, '/v2/user/user-alex/mfa/validate')).toEqual([
      { code: '111111', type: 'temporary', secret: SECRET },
      { code: '222222', type: 'complete', secret: SECRET },
    ]);
    await waitFor(() => expect(view.store.getState().session.twoFactorEnabled).toBe(true));

    await view.user.click(within(codePanel).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(menuButton).toHaveFocus();
    expect(await menuItems()).toEqual(['Change password', 'Turn off two-factor authentication']);
  });

  it('shows a wrong code as a line in the panel (422: the session goes on)', async () => {
    panelServer({ [`${MFA}/validate`]: () => refusal('invalid_code', 422) });
    const { view } = await openFromMenu('Turn on two-factor authentication');
    const qrPanel = await screen.findByRole('dialog', { name: 'Turn on two-factor authentication' });
    await view.user.click(await within(qrPanel).findByRole('button', { name: 'Enter the code' }));
    const codePanel = await screen.findByRole('dialog', { name: 'Enable two factor authentication' });
    await submitCode(view, '111111', 'Next');

    expect(await within(codePanel).findByRole('alert')).toHaveTextContent(
      'That code is not right. Please check your authenticator app and try again.',
    );
    expect(within(codePanel).getByRole('button', { name: 'Next' })).toBeInTheDocument();
    expect(view.store.getState().session.loggedIn).toBe(true);
  });

  it('shows why the set-up cannot start, and Cancel closes the panel', async () => {
    panelServer({ [MFA]: () => refusal('already_enabled', 409) });
    const { view, menuButton } = await openFromMenu('Turn on two-factor authentication');
    const qrPanel = await screen.findByRole('dialog', { name: 'Turn on two-factor authentication' });
    expect(await within(qrPanel).findByRole('alert')).toHaveTextContent(
      'Two factor authentication is already enabled.',
    );
    expect(within(qrPanel).queryByRole('button', { name: 'Enter the code' })).not.toBeInTheDocument();
    await view.user.click(within(qrPanel).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(menuButton).toHaveFocus();
  });
});

describe('turning two-factor off from Profile Settings (two-fa-disable)', () => {
  const on = { twoFactorEnabled: true } as const;

  it('requires the password, a whole code and a reason, each on its field', async () => {
    const fetchMock = panelServer();
    const { view } = await openFromMenu('Turn off two-factor authentication', on);
    const panel = await screen.findByRole('dialog', { name: 'Turn off two-factor authentication' });
    const password = await within(panel).findByLabelText('Password', { selector: 'input' });
    await waitFor(() => expect(password).toHaveFocus());
    await view.user.click(within(panel).getByRole('button', { name: 'Turn off' }));

    expect(password).toHaveAccessibleDescription('Enter your password');
    expect(password).toHaveFocus();
    expect(codeBoxes(panel)[0]).toHaveAccessibleDescription(
      'The 6-digit code from your authenticator app Enter all 6 digits of the code',
    );
    const reason = within(panel).getByRole('textbox', { name: 'Reason for turning it off' });
    expect(reason).toHaveAccessibleDescription(
      'Up to 500 characters A reason is required to disable two-factor',
    );
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(bodiesSentTo(fetchMock, '/v2/user/user-alex/mfa/disable')).toEqual([]);
  });

  it('turns it off with the password, the code and the reason, and says so', async () => {
    const fetchMock = panelServer({ '/api/user': () => user(false) });
    const { view } = await openFromMenu('Turn off two-factor authentication', on);
    const panel = await screen.findByRole('dialog', { name: 'Turn off two-factor authentication' });
    await view.user.type(
      await within(panel).findByLabelText('Password', { selector: 'input' }),
      'Harbour-Lantern-47!',
    );
    await view.user.click(codeBoxes(panel)[0]!);
    await view.user.keyboard('123456');
    await view.user.type(
      within(panel).getByRole('textbox', { name: 'Reason for turning it off' }),
      '  New phone  ',
    );
    await view.user.click(within(panel).getByRole('button', { name: 'Turn off' }));

    const disabled = await within(panel).findByText('Two factor authentication has been disabled');
    expect(disabled.closest('[role="status"]')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, '/v2/user/user-alex/mfa/disable')).toEqual([
      { password: 'Harbour-Lantern-47!', code: '123456', reason: 'New phone' },
    ]);
    await waitFor(() => expect(view.store.getState().session.twoFactorEnabled).toBe(false));
    await view.user.click(within(panel).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await menuItems()).toContain('Turn on two-factor authentication');
  });

  it('shows a wrong password as a line above the form and returns to the password', async () => {
    panelServer({ [`${MFA}/disable`]: () => refusal('invalid_password', 422) });
    const { view } = await openFromMenu('Turn off two-factor authentication', on);
    const panel = await screen.findByRole('dialog', { name: 'Turn off two-factor authentication' });
    const password = await within(panel).findByLabelText('Password', { selector: 'input' });
    await view.user.type(password, 'not-it');
    await view.user.click(codeBoxes(panel)[0]!);
    await view.user.keyboard('123456');
    await view.user.type(
      within(panel).getByRole('textbox', { name: 'Reason for turning it off' }),
      'Lost it',
    );
    await view.user.click(within(panel).getByRole('button', { name: 'Turn off' }));

    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'Your password is not right. Please try again.',
    );
    expect(password).toHaveFocus();
    expect(codeBoxes(panel).map((box) => (box as HTMLInputElement).value)).toEqual(['', '', '', '', '', '']);
    expect(view.store.getState().session.loggedIn).toBe(true);
  });

  it('is not offered when the organisation requires two-factor', async () => {
    panelServer();
    setAccessToken('access-token-1', 900);
    renderApp('/app/home/my-profile/', {
      session: signedIn({ twoFactorEnabled: true, twoFactorEnforced: true }),
    });
    expect(await menuItems()).toEqual(['Change password']);
    expect(
      within(await securityRegion()).getByText(
        'Two-factor authentication is on. Your organisation requires it.',
      ),
    ).toBeInTheDocument();
  });
});
