import { STORAGE_KEYS } from '@portal/contracts/constants';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../test/network.ts';
import { currentTwoFactorAttempt } from './session/two-factor-attempt.ts';
import { currentLocation, renderApp } from '../../test/render-app.tsx';
import { failedLogin, tokenAnswer } from '../../test/session-fixtures.ts';
import {
  accepted,
  bodyOf,
  emailField,
  passwordField,
  server,
  submitPassword,
  toPasswordStep,
} from './login-test-kit.ts';

describe('login, step 2: the password', () => {
  it('has a password field with a Show/Hide toggle, Forgotten? and Login', async () => {
    server();
    const view = renderApp('/', { cookie: accepted });
    await toPasswordStep(view);

    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(passwordField()).toHaveAttribute('type', 'password');
    await view.user.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveAttribute('type', 'text');
    await view.user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(passwordField()).toHaveAttribute('type', 'password');

    expect(screen.getByRole('link', { name: 'Forgotten?' })).toHaveAttribute('href', '/forgotten-password/');
    expect(screen.getByRole('button', { name: 'Login' })).toHaveAttribute('type', 'submit');
  });

  it('requires the password', async () => {
    const fetchMock = server();
    const view = renderApp('/', { cookie: accepted });
    await toPasswordStep(view);
    await view.user.click(screen.getByRole('button', { name: 'Login' }));

    expect(passwordField()).toHaveAccessibleDescription('This field is required');
    expect(fetchMock).not.toHaveBeenCalledWith('/api/login', expect.anything());
  });

  it('signs in: the password and a device token go to POST /api/login, then the login setup, then /app/home/', async () => {
    const fetchMock = server();
    const view = renderApp('/', { cookie: accepted });
    await toPasswordStep(view);
    await submitPassword(view);

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Alex' })).toBeInTheDocument();
    expect(currentLocation.pathname).toBe('/app/home/');
    expect((await screen.findAllByRole('button', { name: 'Hi, Alex' })).length).toBeGreaterThan(0);

    const body = await bodyOf(fetchMock, '/login');
    expect(body).toEqual({
      email: 'employee@demo.test',
      password: 'Harbour-Lantern-47!',
      deviceToken: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const setup = fetchMock.mock.calls.find(([url]) => String(url) === '/api/login/setup');
    expect(new Headers(setup?.[1]?.headers).get('Authorization')).toBe('Bearer access-token-1');
  });

  it('keeps the access token in memory only: never in the store or browser storage', async () => {
    server();
    const view = renderApp('/', { cookie: accepted });
    await toPasswordStep(view);
    await submitPassword(view);
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Alex' });
    await view.persistor.flush();

    expect(window.localStorage.getItem(STORAGE_KEYS.loggedIn)).toBe('true');
    const stored = JSON.stringify({ ...window.localStorage }) + JSON.stringify({ ...window.sessionStorage });
    expect(stored).not.toContain('access-token-1');
    expect(JSON.stringify(view.store.getState())).not.toContain('access-token-1');
  });

  it('shows the server message in the banner and the not-recognised messages on both fields', async () => {
    server({ '/api/login': () => json(failedLogin(), { status: 401 }) });
    const view = renderApp('/', { cookie: accepted });
    await toPasswordStep(view);
    await submitPassword(view, 'wrong-password');

    expect(await screen.findByRole('alert')).toHaveTextContent('The e-mail address or password is not right');
    expect(emailField()).toHaveAccessibleDescription("We can't find a match! Try again or contact us");
    expect(passwordField()).toHaveAccessibleDescription('Try again or reset your password');
    expect(screen.getByRole('link', { name: 'reset your password' })).toHaveAttribute(
      'href',
      '/forgotten-password/',
    );
    expect(currentLocation.pathname).toBe('/');
  });

  it('renders the server message as sanitised HTML', async () => {
    server({
      '/api/login': () =>
        json(
          failedLogin({
            error_message: '<strong>Wrong</strong> details<img src=x onerror="window.owned=1">',
          }),
          {
            status: 401,
          },
        ),
    });
    const view = renderApp('/', { cookie: accepted });
    await toPasswordStep(view);
    await submitPassword(view, 'wrong');

    const alert = await screen.findByRole('alert');
    expect(await within(alert).findByText('Wrong')).toContainHTML('<strong>Wrong</strong>');
    expect(alert.querySelector('img')?.hasAttribute('onerror')).not.toBe(true);
  });

  it.each([
    ['no message', () => json({ showRecaptcha: false, userAccountLocked: false }, { status: 401 })],
    ['a server error', () => json(null, { status: 500 })],
    ['no answer', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('says "Unable to login" on %s', async (_, handler) => {
    server({ '/api/login': handler });
    const view = renderApp('/', { cookie: accepted });
    await toPasswordStep(view);
    await submitPassword(view);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Unable to login$/);
  });

  it('shows the locked message when the account is locked, without the field messages', async () => {
    server({
      '/api/login': () =>
        json(failedLogin({ userAccountLocked: true, error_message: 'Locked' }), { status: 423 }),
    });
    const view = renderApp('/', { cookie: accepted });
    await toPasswordStep(view);
    await submitPassword(view);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have unsuccessfully tried to login too many times - your account has been locked for 15 mins. Please try again later',
    );
    expect(passwordField()).not.toHaveAccessibleDescription();
  });

  it('changing step clears the errors, and focuses the e-mail field', async () => {
    server({ '/api/login': () => json(failedLogin(), { status: 401 }) });
    const view = renderApp('/', { cookie: accepted });
    await toPasswordStep(view);
    await submitPassword(view, 'wrong');
    await screen.findByRole('alert');

    await view.user.click(screen.getByRole('button', { name: 'Change email address' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(emailField()).toHaveFocus());
    expect(emailField()).toHaveValue('employee@demo.test');

    await view.user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { level: 1, name: 'Enter your password' });
    expect(passwordField()).not.toHaveAccessibleDescription();
    expect(emailField()).not.toHaveAccessibleDescription();
  });

  it('logs out with the generic message when the login setup fails', async () => {
    server({ '/api/login/setup': () => json({ message: 'Broken' }, { status: 500 }) });
    const view = renderApp('/', { cookie: accepted });
    await toPasswordStep(view);
    await submitPassword(view);

    expect(await screen.findByRole('alert')).toHaveTextContent(/^Unable to login$/);
    expect(view.store.getState().session.loggedIn).toBe(false);
    expect(window.localStorage.getItem(STORAGE_KEYS.loggedIn)).toBeNull();
  });

  it('says the account has a problem, with the help links, when the login setup refuses the account', async () => {
    server({ '/api/login/setup': () => json({ message: 'Refused' }, { status: 403 }) });
    const view = renderApp('/', { cookie: accepted });
    await toPasswordStep(view);
    await submitPassword(view);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Unfortunately we are experiencing a problem with your account, please contact the support team for help\.$/,
    );
    expect(screen.getByRole('link', { name: /^Email us at / })).toBeInTheDocument();
    expect(view.store.getState().session.loggedIn).toBe(false);
  });

  it.each([
    ['two-factor entry', { is_should_validate_2fa: true }, '/two-fa', 'validate'],
    ['two-factor set-up', { is_should_setup_2fa: true }, '/two-fa-qr-setup', 'setup'],
  ])(
    'goes to %s when the server asks for it, the challenge held in memory only',
    async (_, flags, path, kind) => {
      server({
        '/api/login': () => json(tokenAnswer({ access_token: undefined, challenge: 'ch-1', ...flags })),
      });
      const view = renderApp('/', { cookie: accepted });
      await toPasswordStep(view);
      await submitPassword(view);

      await waitFor(() => expect(currentLocation.pathname).toBe(path));
      expect(currentTwoFactorAttempt()).toMatchObject({ kind, challenge: 'ch-1' });
      // Never in the history entry (the browser keeps it across reloads) nor in storage.
      expect(JSON.stringify(currentLocation.state ?? null)).not.toContain('ch-1');
      expect(JSON.stringify({ ...window.localStorage, ...window.sessionStorage })).not.toContain('ch-1');
      expect(view.store.getState().session.loggedIn).toBe(false);
    },
  );
});

describe('cookies before a password login (spec section 5)', () => {
  it('blocks the login until cookies are accepted, and accepting clears the message', async () => {
    const fetchMock = server();
    const view = renderApp('/');
    await toPasswordStep(view);
    await submitPassword(view);

    expect(await screen.findByRole('alert')).toHaveTextContent('Please accept cookies before logging in');
    expect(fetchMock).not.toHaveBeenCalledWith('/api/login', expect.anything());

    await view.user.click(screen.getByRole('button', { name: 'Accept cookies' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Alex' })).toBeInTheDocument();
  });

  it('still applies with a masquerade held (spec section 6): the message offers Manage cookies instead of the banner', async () => {
    const fetchMock = server();
    const view = renderApp('/', { session: { masquerade: { userId: 'user-1', schemeYear: 2026 } } });
    await toPasswordStep(view);
    await submitPassword(view);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Please accept cookies before logging in');
    expect(fetchMock).not.toHaveBeenCalledWith('/api/login', expect.anything());
    expect(screen.queryByRole('region', { name: 'Cookie banner' })).not.toBeInTheDocument();

    await view.user.click(within(alert).getByRole('button', { name: 'Manage cookies' }));
    const settings = await screen.findByRole('dialog', { name: 'Manage cookies' });
    await view.user.click(within(settings).getByRole('button', { name: /^Save/ }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(view.store.getState().cookie.cookiesAccepted).toBe(true);
  });
});

describe('robot check', () => {
  const robotAnswer = () => json(failedLogin({ showRecaptcha: true }), { status: 401 });

  it('appears when the answer asks for it, and an unsolved check blocks the next attempt', async () => {
    const fetchMock = server({ '/api/login': robotAnswer });
    const view = renderApp('/', { cookie: accepted });
    await toPasswordStep(view);
    await submitPassword(view, 'wrong');

    const check = await screen.findByRole('group', { name: 'Robot check' });
    await waitFor(() => expect(check.querySelector('altcha-widget')).not.toBeNull());
    const attempts = () => fetchMock.mock.calls.filter(([url]) => String(url) === '/api/login').length;
    expect(attempts()).toBe(1);

    await view.user.click(screen.getByRole('button', { name: 'Login' }));
    expect(check).toHaveAccessibleDescription('Please confirm that you are not a robot!');
    expect(attempts()).toBe(1);
  });

  it('asks again, at the check, when the server refuses the solution (expired or used)', async () => {
    server({
      '/api/login': () =>
        json(
          failedLogin({ showRecaptcha: true, error_message: 'Please confirm that you are not a robot!' }),
          {
            status: 401,
          },
        ),
    });
    const view = renderApp('/', { cookie: accepted });
    await toPasswordStep(view);
    await submitPassword(view);

    const check = await screen.findByRole('group', { name: 'Robot check' });
    expect(check).toHaveAccessibleDescription('Please confirm that you are not a robot!');
    expect(passwordField()).not.toHaveAccessibleDescription();
    expect(emailField()).not.toHaveAccessibleDescription();
  });

  it('sends the solution with the next attempt', async () => {
    const fetchMock = server({ '/api/login': robotAnswer });
    const view = renderApp('/', { cookie: accepted });
    await toPasswordStep(view);
    await submitPassword(view, 'wrong');
    const widget = (await screen.findByRole('group', { name: 'Robot check' })).querySelector(
      'altcha-widget',
    )!;

    fetchMock.mockClear();
    widget.dispatchEvent(
      new CustomEvent('statechange', { detail: { state: 'verified', payload: 'c29sdXRpb24=' } }),
    );
    await view.user.click(screen.getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(await bodyOf(fetchMock, '/login')).toMatchObject({ recaptcha: 'c29sdXRpb24=' });
  });
});
