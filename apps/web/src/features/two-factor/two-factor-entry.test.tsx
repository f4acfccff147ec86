import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deviceToken } from '../../lib/device-token.ts';
import { currentTwoFactorAttempt } from '../../test/session-state.ts';
import { json, type Handler } from '../../test/network.ts';
import { currentLocation, renderApp } from '../../test/render-app.tsx';
import { loginSetup, tokenAnswer } from '../../test/session-fixtures.ts';
import {
  bodiesSentTo,
  CHALLENGE,
  codeBoxes,
  refusal,
  server,
  signInInProgress,
  signsIn,
  submitCode,
} from './two-factor-test-kit.ts';

const accepted = { cookiesAccepted: true, nonNecessaryCookiesEnabled: true };

function openEntry(answer: Handler = signsIn) {
  const fetchMock = server({
    '/api/login/mfa': answer,
    '/api/login/setup': () => json(loginSetup({ twoFactorEnabled: true })),
  });
  signInInProgress('validate');
  const view = renderApp('/two-fa', { cookie: accepted });
  return { fetchMock, view };
}

describe('two-factor entry (/two-fa)', () => {
  it('asks for the code: heading, six boxes with the first focused, Login and Back to /', async () => {
    openEntry();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Enter your authentication code' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/enter the 6-digit code it shows for Demo Benefits/)).toBeInTheDocument();
    const boxes = codeBoxes();
    expect(boxes).toHaveLength(6);
    await waitFor(() => expect(boxes[0]).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Login' })).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
    // Spec section 2: no navigation header on /two-fa.
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('signs in with the code, the challenge and the device token, then goes to /app/home/', async () => {
    const { fetchMock, view } = openEntry();
    await screen.findByRole('heading', { level: 1, name: 'Enter your authentication code' });
    await view.user.keyboard('123456{Enter}');

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Alex' })).toBeInTheDocument();
    expect(currentLocation.pathname).toBe('/app/home/');
    expect(bodiesSentTo(fetchMock, '/login/mfa')).toEqual([
      { code: '123456', challenge: CHALLENGE, deviceToken: await deviceToken() },
    ]);
    expect(view.store.getState().session).toMatchObject({
      loggedIn: true,
      twoFactorEnabled: true,
      twoFactorEnforced: false,
    });
    expect(currentTwoFactorAttempt()).toBeNull();
  });

  it('shows the server’s line above the form for a wrong code, empties the boxes and stays', async () => {
    const { view } = openEntry(() => refusal('invalid_code'));
    await screen.findByRole('heading', { level: 1, name: 'Enter your authentication code' });
    await submitCode(view, '111111', 'Login');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That code is not right. Please check your authenticator app and try again.',
    );
    expect(codeBoxes().map((box) => (box as HTMLInputElement).value)).toEqual(['', '', '', '', '', '']);
    expect(codeBoxes()[0]).toHaveFocus();
    expect(currentLocation.pathname).toBe('/two-fa');
    expect(view.store.getState().session.loggedIn).toBe(false);
    expect(currentTwoFactorAttempt()).not.toBeNull();
  });

  it('does not send an incomplete code', async () => {
    const { fetchMock, view } = openEntry();
    await screen.findByRole('heading', { level: 1, name: 'Enter your authentication code' });
    await submitCode(view, '123', 'Login');

    const group = screen.getByRole('group', { name: 'Authentication code' });
    expect(within(group).getByText('Enter all 6 digits of the code')).toBeInTheDocument();
    expect(codeBoxes()[3]).toHaveFocus();
    expect(bodiesSentTo(fetchMock, '/login/mfa')).toEqual([]);
  });

  it('shows a spinner while the code is checked', async () => {
    let answer: (response: Response) => void = () => {};
    const { fetchMock, view } = openEntry(() => new Promise<Response>((resolve) => (answer = resolve)));
    await screen.findByRole('heading', { level: 1, name: 'Enter your authentication code' });
    await submitCode(view, '123456', 'Login');

    expect(await screen.findByText('Checking your code...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toHaveAttribute('aria-disabled', 'true');
    // Pressing Login again while the code is checked sends nothing more.
    await view.user.click(screen.getByRole('button', { name: 'Login' }));
    expect(bodiesSentTo(fetchMock, '/login/mfa')).toHaveLength(1);
    answer(json(tokenAnswer()));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Alex' })).toBeInTheDocument();
  });

  it.each([
    ['an expired challenge', 'invalid_challenge', 'Your sign-in has expired. Please log in again.'],
    [
      'a lock',
      'locked',
      'You have entered too many incorrect codes - two factor authentication has been locked for 15 mins. Please try again later',
    ],
  ] as const)('after %s, replaces the form with the line and Log in again', async (_, code, line) => {
    const { view } = openEntry(() => refusal(code));
    await screen.findByRole('heading', { level: 1, name: 'Enter your authentication code' });
    await submitCode(view, '123456', 'Login');

    expect(await screen.findByRole('alert')).toHaveTextContent(line);
    expect(screen.queryByRole('group', { name: 'Authentication code' })).not.toBeInTheDocument();
    await view.user.click(screen.getByRole('link', { name: 'Log in again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(currentTwoFactorAttempt()).toBeNull();
  });

  it('renders the server’s lines as sanitised HTML', async () => {
    const { view } = openEntry(() =>
      json(
        [{ code: 'invalid_code', message: '<strong>Wrong</strong> code<img src="x" onerror="alert(1)">' }],
        {
          status: 401,
        },
      ),
    );
    await screen.findByRole('heading', { level: 1, name: 'Enter your authentication code' });
    await submitCode(view, '123456', 'Login');

    const alert = await screen.findByRole('alert');
    expect(await within(alert).findByText('Wrong')).toHaveProperty('tagName', 'STRONG');
    expect(alert.querySelector('[onerror]')).toBeNull();
  });

  it('shows the network message when no answer comes', async () => {
    const { view } = openEntry(() => Promise.reject(new TypeError('Failed to fetch')));
    await screen.findByRole('heading', { level: 1, name: 'Enter your authentication code' });
    await submitCode(view, '123456', 'Login');
    expect(await screen.findByRole('alert')).toHaveTextContent('Network error. Please try again.');
  });

  it('Back ends the attempt and returns to the login', async () => {
    const { view } = openEntry();
    await view.user.click(await screen.findByRole('link', { name: 'Back' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(currentTwoFactorAttempt()).toBeNull();
  });

  it('goes back to the login without a challenge in memory (after a reload)', async () => {
    server();
    renderApp('/two-fa', { cookie: accepted });
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(currentLocation.pathname).toBe('/');
  });

  it('follows on from the password step of the login page', async () => {
    const fetchMock = server({
      '/api/login/url': () => json({ hasSSO: false }),
      '/api/login': () =>
        json(
          tokenAnswer({
            access_token: undefined,
            expires_in: undefined,
            is_should_validate_2fa: true,
            challenge: CHALLENGE,
          }),
        ),
      '/api/login/mfa': signsIn,
    });
    const view = renderApp('/', { cookie: accepted });
    await view.user.type(await screen.findByRole('textbox', { name: 'Email address' }), 'mfa@demo.test');
    await view.user.click(screen.getByRole('button', { name: 'Next' }));
    await view.user.type(
      await screen.findByLabelText('Password', { selector: 'input' }),
      'Harbour-Lantern-47!',
    );
    await view.user.click(screen.getByRole('button', { name: 'Login' }));

    await screen.findByRole('heading', { level: 1, name: 'Enter your authentication code' });
    await waitFor(() => expect(codeBoxes()[0]).toHaveFocus());
    await view.user.keyboard('654321{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Alex' })).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, '/login/mfa')).toEqual([
      { code: '654321', challenge: CHALLENGE, deviceToken: await deviceToken() },
    ]);
  });
});
