import { screen } from '@testing-library/react';
import { json, stubApi, type Handler } from '../../test/network.ts';
import type { renderApp } from '../../test/render-app.tsx';
import { loginSetup, tokenAnswer } from '../../test/session-fixtures.ts';

/** Shared steps of the login tests: the sign-in server at the network edge, the fields, the two steps. */

export const accepted = { cookiesAccepted: true, nonNecessaryCookiesEnabled: true };

/** The server of the sign-in journey: login-URL check, password login and login setup. */
export function server(overrides: Record<string, Handler> = {}) {
  return stubApi({
    '/api/login/url': () => json({ hasSSO: false }),
    '/api/login': () => json(tokenAnswer()),
    '/api/login/setup': () => json(loginSetup()),
    ...overrides,
  });
}

export async function bodyOf(fetchMock: ReturnType<typeof stubApi>, path: string) {
  const call = fetchMock.mock.calls.find(([url]) => String(url) === `/api${path}`);
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
}

export function emailField() {
  return screen.getByRole('textbox', { name: 'Email address' });
}

export function passwordField() {
  return screen.getByLabelText('Password', { selector: 'input' });
}

export async function toPasswordStep(view: ReturnType<typeof renderApp>, email = 'employee@demo.test') {
  await view.user.type(await screen.findByRole('textbox', { name: 'Email address' }), email);
  await view.user.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByRole('heading', { level: 1, name: 'Enter your password' });
}

export async function submitPassword(view: ReturnType<typeof renderApp>, password = 'Harbour-Lantern-47!') {
  await view.user.type(passwordField(), password);
  await view.user.click(screen.getByRole('button', { name: 'Login' }));
}
