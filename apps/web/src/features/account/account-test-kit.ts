import { passwordRules, type PasswordCheck } from '@portal/contracts/password-rules';
import { screen } from '@testing-library/react';
import { json, type Handler } from '../../test/network.ts';
import type { UserEvent } from '@testing-library/user-event';

/** Shared steps of the activation, reset and change-password tests. */

export const GOOD_PASSWORD = 'Quay-Lantern-Harbour-58!';

/** A stand-in for the server's rules: enough to tell a weak password from a good one. */
export function checksFor(password: string): PasswordCheck[] {
  const met: Record<string, boolean> = {
    min_length: password.length >= 12,
    uppercase: /[A-Z]/.test(password),
    number: /\d/.test(password),
    special_character: /[^A-Za-z0-9]/.test(password),
  };
  return passwordRules.map((rule) => ({ name: rule.name, status: met[rule.name] ?? true }));
}

/** POST /api/password answering from checksFor. */
export const passwordChecks: Handler = async (request) => {
  const { password } = (await request.json()) as { password: string };
  return json({ data: { checks: checksFor(password), mask: 0 } });
};

/** Anything with a user-event instance: renderApp's view, or a component test's own. */
type View = { user: UserEvent };

export async function enterDateOfBirth(view: View, ddmmyyyy: string) {
  await view.user.type(await screen.findByRole('textbox', { name: 'Day' }), ddmmyyyy);
}

export function newPasswordField() {
  return screen.getByLabelText('New password', { selector: 'input' });
}

export function confirmationField() {
  return screen.getByLabelText('Confirm new password', { selector: 'input' });
}

export async function enterNewPassword(view: View, password = GOOD_PASSWORD, confirmation = password) {
  await view.user.type(newPasswordField(), password);
  await view.user.type(confirmationField(), confirmation);
}

/** The JSON bodies sent to an API path, in order. */
export function bodiesSentTo(fetchMock: { mock: { calls: unknown[][] } }, path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([url]) => String(url) === `/api${path}`)
    .map(([, init]) => JSON.parse(String((init as RequestInit | undefined)?.body ?? 'null')) as unknown);
}
