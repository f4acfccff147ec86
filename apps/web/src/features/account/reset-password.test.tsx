import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi, type Handler } from '../../test/network.ts';
import { currentLocation, renderApp } from '../../test/render-app.tsx';
import {
  bodiesSentTo,
  enterDateOfBirth,
  enterNewPassword,
  GOOD_PASSWORD,
  newPasswordField,
  passwordChecks,
} from './account-test-kit.ts';
// Loaded up front, so that the lazy routes resolve at once under fake timers.
import './pages/forgotten-password-page.tsx';
import './pages/reset-password-page.tsx';

const TOKEN = 'reset-token-1';
const VERIFY = `/reset-password?token=${TOKEN}`;
const PASSWORD_STEP = `${VERIFY}&dob=14-03-1988`;

/** The reset server: link check, date-of-birth check (14/03/1988), rules, the reset itself. */
function server(overrides: Record<string, Handler> = {}) {
  return stubApi({
    '/api/password-reset/check': () => json({ valid: true }),
    '/api/password-reset/dob': async (request) => {
      const { date_of_birth } = (await request.json()) as { date_of_birth: string };
      return date_of_birth === '14/03/1988'
        ? json({ verified: true })
        : json({ verified: false, error: 'This date does not match our records' }, { status: 422 });
    },
    '/api/password': passwordChecks,
    '/api/password-reset': () => json({ reset: true, redirectURL: '/' }),
    ...overrides,
  });
}

const progress = () => screen.getByRole('progressbar', { name: 'Progress' });
const next = () => screen.getByRole('button', { name: 'Next' });

describe('reset password page', () => {
  it.each(['/reset-password', '/reset-password?dob=14-03-1988', '/reset-password/'])(
    'sends %s (no token) to the forgotten-password page',
    async (path) => {
      const fetchMock = server();
      renderApp(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Reset your password' }),
      ).toBeInTheDocument();
      expect(currentLocation.pathname).toBe('/forgotten-password/');
      expect(bodiesSentTo(fetchMock, '/password-reset/check')).toEqual([]);
    },
  );

  it('checks the link first, then asks for the date of birth (Verify, step 1 of 2) with Cancel and Next', async () => {
    // The check answers only once its loading state has been seen (it would otherwise be gone at once).
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const fetchMock = server({
      '/api/password-reset/check': async () => {
        await answered;
        return json({ valid: true });
      },
    });
    renderApp(VERIFY);
    expect(await screen.findByText('Checking your reset link...')).toBeInTheDocument();
    answer();
    expect(await screen.findByRole('group', { name: 'Date of birth' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeInTheDocument();
    expect(progress()).toHaveAttribute('aria-valuetext', 'Step 1 of 2: Verify');
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/');
    expect(next()).toHaveAttribute('type', 'submit');
    expect(bodiesSentTo(fetchMock, '/password-reset/check')).toEqual([{ token: TOKEN }]);
  });

  it.each([
    [
      'the server’s message',
      () => json({ valid: false, message: 'This link has already been used.' }, { status: 410 }),
      'This link has already been used.',
    ],
    [
      'the fallback',
      () => json({ valid: false }, { status: 410 }),
      'Your password reset link has expired or is invalid.',
    ],
  ])('shows an invalid link with an error heading and %s', async (_, answer, message) => {
    server({ '/api/password-reset/check': answer });
    renderApp(VERIFY);
    const heading = await screen.findByRole('heading', { level: 1, name: 'This reset link cannot be used' });
    expect(heading).toHaveFocus();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/forgotten-password/',
    );
    expect(screen.getByRole('link', { name: 'Return to home' })).toHaveAttribute('href', '/');
  });

  it('says when the link cannot be checked, and checks again on Retry', async () => {
    let online = false;
    server({
      '/api/password-reset/check': () =>
        online ? json({ valid: true }) : Promise.reject(new TypeError('Failed to fetch')),
    });
    const view = renderApp(VERIFY);
    expect(await screen.findByText('Unable to validate reset link. Please try again.')).toBeInTheDocument();
    online = true;
    await view.user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('group', { name: 'Date of birth' })).toBeInTheDocument();
  });

  it('verifies the date of birth, then carries it in the query to the Password step', async () => {
    const fetchMock = server();
    const view = renderApp(VERIFY);
    await enterDateOfBirth(view, '14031988');
    await view.user.click(next());

    const password = await screen.findByLabelText('New password', { selector: 'input' });
    // The step's field takes the focus once it has mounted (on a busy machine, a moment after it appears).
    await waitFor(() => expect(password).toHaveFocus());
    expect(currentLocation.pathname).toBe('/reset-password');
    expect(progress()).toHaveAttribute('aria-valuetext', 'Step 2 of 2: Password');
    expect(bodiesSentTo(fetchMock, '/password-reset/dob')).toEqual([
      { token: TOKEN, date_of_birth: '14/03/1988' },
    ]);
  });

  it('shows a wrong date on the date of birth', async () => {
    server();
    const view = renderApp(VERIFY);
    await enterDateOfBirth(view, '01011990');
    await view.user.click(next());
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Day' })).toHaveAccessibleDescription(
        expect.stringContaining('This date does not match our records'),
      ),
    );
  });

  it('moves the bar back while the password is not valid, on once it is', async () => {
    server();
    const view = renderApp(PASSWORD_STEP);
    await screen.findByLabelText('New password', { selector: 'input' });
    expect(progress()).toHaveAttribute('aria-valuenow', '1');
    await enterNewPassword(view);
    await waitFor(() => expect(progress()).toHaveAttribute('aria-valuenow', '2'));
    await view.user.type(newPasswordField(), 'x');
    expect(progress()).toHaveAttribute('aria-valuenow', '1');
  });

  it('resets: the password is sent twice, identical; the login page then says "Password successfully changed."', async () => {
    const fetchMock = server();
    const view = renderApp(PASSWORD_STEP);
    await screen.findByLabelText('New password', { selector: 'input' });
    await enterNewPassword(view);
    await view.user.click(next());

    await waitFor(() => expect(currentLocation.pathname).toBe('/'));
    // The login page's success banner, and the app's live region, which outlives the navigation and so is heard.
    const shown = await screen.findAllByText('Password successfully changed.');
    expect(shown).toHaveLength(2);
    expect(shown.every((element) => element.closest('[role="status"]'))).toBe(true);
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, '/password-reset')).toEqual([
      {
        token: TOKEN,
        date_of_birth: '14/03/1988',
        password: GOOD_PASSWORD,
        password_confirmation: GOOD_PASSWORD,
      },
    ]);
  });

  it('follows only a path of this site as the redirect URL', async () => {
    server({ '/api/password-reset': () => json({ reset: true, redirectURL: 'https://evil.example/' }) });
    const view = renderApp(PASSWORD_STEP);
    await screen.findByLabelText('New password', { selector: 'input' });
    await enterNewPassword(view);
    await view.user.click(next());
    await waitFor(() => expect(currentLocation.pathname).toBe('/'));
    expect(await screen.findAllByText('Password successfully changed.')).toHaveLength(2);
  });

  it.each([
    [
      'the rules’ refusal on the password',
      () =>
        json(
          {
            reset: false,
            error: 'Please ensure your password meets the listed requirements',
            checks: [{ name: 'not_previous_password', status: false }],
          },
          { status: 422 },
        ),
      'Please ensure your password meets the listed requirements',
      'field',
    ],
    [
      'Please review the form for a 422 without details',
      () => json({ reset: false }, { status: 422 }),
      'Please review the form',
      'alert',
    ],
    ['Password reset failed for a 500', () => json(null, { status: 500 }), 'Password reset failed', 'alert'],
    [
      'the network message',
      () => Promise.reject(new TypeError('Failed to fetch')),
      'Network error. Please try again.',
      'alert',
    ],
  ])('shows %s', async (_, answer, message, where) => {
    server({ '/api/password-reset': answer });
    const view = renderApp(PASSWORD_STEP);
    await screen.findByLabelText('New password', { selector: 'input' });
    await enterNewPassword(view);
    await view.user.click(next());
    if (where === 'field') {
      await waitFor(() =>
        expect(newPasswordField()).toHaveAccessibleDescription(expect.stringContaining(message)),
      );
    } else {
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
    }
    expect(currentLocation.pathname).toBe('/reset-password');
  });

  it('shows the error screen when the link stops working during the reset', async () => {
    server({
      '/api/password-reset': () =>
        json(
          { reset: false, message: 'Your password reset link has expired or is invalid.' },
          { status: 410 },
        ),
    });
    const view = renderApp(PASSWORD_STEP);
    await screen.findByLabelText('New password', { selector: 'input' });
    await enterNewPassword(view);
    await view.user.click(next());
    await screen.findByRole('heading', { level: 1, name: 'This reset link cannot be used' });
    expect(
      within(screen.getByRole('main')).getByText('Your password reset link has expired or is invalid.'),
    ).toBeInTheDocument();
  });
});

describe('an expired reset link', () => {
  afterEach(() => vi.useRealTimers());

  it('says "Token has expired", then after 3 seconds goes to the forgotten-password page with its notice', async () => {
    // The redirect's clock is the test's; Testing Library moves it while it waits (it looks for `jest`).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
    server({
      '/api/password-reset/check': () =>
        json({ valid: false, message: 'Token has expired' }, { status: 410 }),
    });
    renderApp(VERIFY);
    expect(await screen.findByText('Token has expired')).toBeInTheDocument();

    // Finding the message may itself have moved the clock by up to one 50 ms polling interval.
    await act(() => vi.advanceTimersByTimeAsync(2900));
    expect(currentLocation.pathname).toBe('/reset-password');
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(currentLocation.pathname).toBe('/forgotten-password');
    expect(
      await screen.findByText('Your password renewal request has expired. Please try again.'),
    ).toBeInTheDocument();
  });
});
