import { twoFactorError, type TwoFactorErrorCode } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { TwoFactorAttempt } from '../../lib/sign-in.ts';
import { beginTwoFactorAttempt } from '../../test/session-state.ts';
import { json, stubApi, type Handler } from '../../test/network.ts';
import { loginSetup, tokenAnswer } from '../../test/session-fixtures.ts';

/** Shared steps of the two-factor tests: the server at the network edge, a sign-in in progress, the boxes. */

export const CHALLENGE = 'challenge-from-the-login-answer';
export const SECRET = 'JBSWY3DPEHPK3PXP';
export const OTPAUTH_URL = `otpauth://totp/Demo%20Benefits:mfa%40demo.test?secret=${SECRET}&issuer=Demo%20Benefits`;

/** A refusal as the server sends it: a JSON list with the code and its sentence. */
export function refusal(code: TwoFactorErrorCode, status = 401): Response {
  return json(twoFactorError(code), { status });
}

/** The sign-in's login setup, and whatever the test adds. */
export function server(handlers: Record<string, Handler> = {}) {
  return stubApi({ '/api/login/setup': () => json(loginSetup()), ...handlers });
}

/** The token answer of a step that signs in. */
export const signsIn: Handler = () => json(tokenAnswer());

/** The login (or activation) answer's challenge, as the password step leaves it in memory. */
export function signInInProgress(kind: TwoFactorAttempt['kind'], userId: string | null = 'user-alex') {
  beginTwoFactorAttempt({ kind, challenge: CHALLENGE, userId });
}

export function codeBoxes(container: HTMLElement = document.body) {
  return within(within(container).getByRole('group', { name: 'Authentication code' })).getAllByRole(
    'textbox',
  );
}

/** Types a code into the boxes (the first box has focus) and presses the button. */
export async function submitCode(view: { user: UserEvent }, code: string, button: string) {
  const [first] = codeBoxes();
  await view.user.click(first!);
  await view.user.keyboard(code);
  await view.user.click(screen.getByRole('button', { name: button }));
}

/** The JSON bodies sent to an API path, in order. */
export function bodiesSentTo(fetchMock: { mock: { calls: unknown[][] } }, path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([url]) => String(url) === `/api${path}`)
    .map(([, init]) => JSON.parse(String((init as RequestInit | undefined)?.body ?? 'null')) as unknown);
}

/** The headers of the first call to an API path. */
export function headersSentTo(fetchMock: { mock: { calls: unknown[][] } }, path: string): Headers {
  const call = fetchMock.mock.calls.find(([url]) => String(url) === `/api${path}`);
  return new Headers((call?.[1] as RequestInit | undefined)?.headers);
}
