import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubApi, type Handler } from '../../test/network.ts';
import { currentLocation, renderApp } from '../../test/render-app.tsx';
import { signedIn } from '../../test/session-fixtures.ts';
import { setAccessToken } from '../../test/session-state.ts';
import {
  bodiesSentTo,
  confirmationField,
  enterNewPassword,
  GOOD_PASSWORD,
  newPasswordField,
  passwordChecks,
} from './account-test-kit.ts';

function server(answer: Handler = () => json({ changed: true })) {
  return stubApi({ '/api/password': passwordChecks, '/api/user/password': answer });
}

/** Signed in on Profile Settings, the panel opened from its Security section. */
async function openPanel() {
  setAccessToken('access-token-1', 900);
  const view = renderApp('/app/home/my-profile/', { session: signedIn() });
  const menuButton = await within(await screen.findByRole('main')).findByRole('button', {
    name: 'Change password',
  });
  await view.user.click(menuButton);
  const panel = await screen.findByRole('dialog', { name: 'Change password' });
  return {
    view,
    panel,
    menuButton,
    current: () => within(panel).getByLabelText('Current password', { selector: 'input' }),
  };
}

describe('change-password side panel', () => {
  it('opens from Profile Settings with the current password focused', async () => {
    server();
    const { panel, current } = await openPanel();
    await waitFor(() => expect(current()).toHaveFocus());
    expect(within(panel).getByLabelText('New password', { selector: 'input' })).toBeInTheDocument();
    expect(within(panel).getByText('Please meet all the criteria below')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    server();
    const { view, menuButton } = await openPanel();
    await view.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(menuButton).toHaveFocus();
  });

  it('changes the password and says so inside the panel', async () => {
    const fetchMock = server();
    const { view, panel, current } = await openPanel();
    await view.user.type(current(), 'Harbour-Lantern-47!');
    await enterNewPassword(view);
    await view.user.click(within(panel).getByRole('button', { name: 'Change password' }));

    const confirmation = await within(panel).findByText('Password successfully changed.');
    expect(confirmation.closest('[role="status"]')).not.toBeNull();
    expect(bodiesSentTo(fetchMock, '/user/password')).toEqual([
      {
        currentPassword: 'Harbour-Lantern-47!',
        password: GOOD_PASSWORD,
        password_confirmation: GOOD_PASSWORD,
      },
    ]);
    const request = fetchMock.mock.calls.find(([url]) => String(url) === '/api/user/password');
    expect(new Headers(request?.[1]?.headers).get('Authorization')).toBe('Bearer access-token-1');
    // The live checks of a signed-in user carry no token: the bearer says who it is.
    expect(
      (bodiesSentTo(fetchMock, '/password') as Array<{ token?: string }>).every((body) => !body.token),
    ).toBe(true);

    await view.user.click(within(panel).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(currentLocation.pathname).toBe('/app/home/my-profile/');
  });

  it('requires the current password', async () => {
    const fetchMock = server();
    const { view, panel, current } = await openPanel();
    await enterNewPassword(view);
    await view.user.click(within(panel).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(current()).toHaveAccessibleDescription('This field is required'));
    expect(current()).toHaveFocus();
    expect(bodiesSentTo(fetchMock, '/user/password')).toEqual([]);
  });

  it('shows a wrong current password on that field', async () => {
    server(() => json({ changed: false, error: 'Your current password is not correct' }, { status: 400 }));
    const { view, panel, current } = await openPanel();
    await view.user.type(current(), 'not-it');
    await enterNewPassword(view);
    await view.user.click(within(panel).getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(current()).toHaveAccessibleDescription('Your current password is not correct'),
    );
    expect(current()).toHaveFocus();
    expect(newPasswordField()).not.toHaveAttribute('aria-invalid');
  });

  it('shows the rules the server refused', async () => {
    server(() =>
      json({ changed: false, checks: [{ name: 'not_previous_password', status: false }] }, { status: 422 }),
    );
    const { view, panel, current } = await openPanel();
    await view.user.type(current(), 'Harbour-Lantern-47!');
    await enterNewPassword(view);
    await view.user.click(within(panel).getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(newPasswordField()).toHaveAccessibleDescription(
        expect.stringContaining('Please ensure your password meets the listed requirements'),
      ),
    );
    expect(within(panel).getByText(/Isn't a previous password/)).toHaveTextContent('(not met)');
    expect(confirmationField()).not.toHaveAttribute('aria-invalid');
  });
});
