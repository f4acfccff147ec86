import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubApi, type Handler } from '../../test/network.ts';
import { currentTwoFactorAttempt } from '../../test/session-state.ts';
import { currentLocation, renderApp } from '../../test/render-app.tsx';
import { loginSetup, signedIn, tokenAnswer } from '../../test/session-fixtures.ts';
import {
  bodiesSentTo,
  enterDateOfBirth,
  enterNewPassword,
  GOOD_PASSWORD,
  newPasswordField,
  passwordChecks,
} from './account-test-kit.ts';

const LINK = '/activation/demo-activation-riley';
const riley = {
  firstName: 'Riley',
  first_name: 'Riley',
  surname: 'Quinn',
  email: 'new@demo.test',
  twoFactorRequired: false,
};

/** The activation server: details, date-of-birth check (17/05/1990), rules, activation, login setup. */
function server(overrides: Record<string, Handler> = {}) {
  return stubApi({
    '/api/activation/demo-activation-riley': () => json(riley),
    '/api/activation/dob': async (request) => {
      const { date_of_birth } = (await request.json()) as { date_of_birth: string };
      return date_of_birth === '17/05/1990'
        ? json({ verified: true })
        : json({ verified: false, error: 'This date does not match our records' }, { status: 422 });
    },
    '/api/password': passwordChecks,
    '/api/user/activate': () => json(tokenAnswer()),
    '/api/login/setup': () => json(loginSetup({ firstName: 'Riley', name: 'Riley Quinn' })),
    ...overrides,
  });
}

const next = () => screen.getByRole('button', { name: 'Next' });
const dayBox = () => screen.getByRole('textbox', { name: 'Day' });

async function toPasswordStep(view: ReturnType<typeof renderApp>) {
  await enterDateOfBirth(view, '17051990');
  await view.user.click(next());
  await screen.findByLabelText('New password', { selector: 'input' });
}

describe('activation page', () => {
  it('loads the link first, then greets the person at step 1 of 2, the date of birth', async () => {
    // The link answers only once its loading state has been seen (it would otherwise be gone at once).
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const fetchMock = server({
      '/api/activation/demo-activation-riley': async () => {
        await answered;
        return json(riley);
      },
    });
    renderApp(LINK);
    expect(await screen.findByText('Loading your account details...')).toBeInTheDocument();
    answer();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Activate your account' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Welcome, Riley')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute(
      'aria-valuetext',
      'Step 1 of 2: Verify',
    );
    expect(screen.getByRole('group', { name: 'Date of birth' })).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => String(url) === `/api${LINK}`);
    expect(call?.[1]).toMatchObject({ method: 'POST', body: undefined });
  });

  it.each([
    [
      'an error status',
      () => json({ status: 'error', error: 'This activation link has expired.' }, { status: 404 }),
    ],
    [
      'status "error" in a 200 answer',
      () => json({ status: 'error', error: 'This activation link has expired.' }),
    ],
  ])('shows the page-error screen with Return to home on %s', async (_, handler) => {
    server({ '/api/activation/demo-activation-riley': handler });
    renderApp(LINK);
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'There was an error requesting your activation',
    });
    expect(screen.getByText('This activation link has expired.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to home' })).toHaveAttribute('href', '/');
    expect(heading).toHaveFocus();
  });

  it('says so when the link cannot be loaded at all', async () => {
    server({
      '/api/activation/demo-activation-riley': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    renderApp(LINK);
    await screen.findByRole('heading', { level: 1, name: 'There was an error requesting your activation' });
    expect(screen.getByText('Network error. Please try again.')).toBeInTheDocument();
  });

  it('requires a valid date of birth before asking the server', async () => {
    const fetchMock = server();
    const view = renderApp(LINK);
    await screen.findByRole('group', { name: 'Date of birth' });

    await view.user.click(next());
    expect(dayBox()).toHaveAccessibleDescription(expect.stringContaining('Date of birth is required'));
    expect(dayBox()).toHaveFocus();
    await view.user.type(dayBox(), '1705');
    await view.user.click(next());
    expect(dayBox()).toHaveAccessibleDescription(expect.stringContaining('This date of birth is not valid'));
    expect(bodiesSentTo(fetchMock, '/activation/dob')).toEqual([]);
  });

  it('shows the server’s answer to a wrong date, and the network message when no answer comes', async () => {
    let online = true;
    const fetchMock = server({
      '/api/activation/dob': () =>
        online
          ? json({ verified: false, error: 'This date does not match our records' }, { status: 422 })
          : Promise.reject(new TypeError('Failed to fetch')),
    });
    const view = renderApp(LINK);
    await enterDateOfBirth(view, '01011990');
    await view.user.click(next());
    await waitFor(() =>
      expect(dayBox()).toHaveAccessibleDescription(
        expect.stringContaining('This date does not match our records'),
      ),
    );
    expect(bodiesSentTo(fetchMock, '/activation/dob')).toEqual([
      { token: 'demo-activation-riley', date_of_birth: '01/01/1990' },
    ]);

    online = false;
    await view.user.click(next());
    await waitFor(() =>
      expect(dayBox()).toHaveAccessibleDescription(
        expect.stringContaining('Network error. Please try again.'),
      ),
    );
  });

  it('shows the page-error screen when the link stops working (fifth wrong date)', async () => {
    server({
      '/api/activation/dob': () =>
        json(
          { verified: false, error: 'This activation link is invalid or has already been used.' },
          { status: 410 },
        ),
    });
    const view = renderApp(LINK);
    await enterDateOfBirth(view, '01011990');
    await view.user.click(next());
    await screen.findByRole('heading', { level: 1, name: 'There was an error requesting your activation' });
    expect(screen.getByText('This activation link is invalid or has already been used.')).toBeInTheDocument();
  });

  it('activates: step 2 sets the password (sent twice, identical) and signs in to /app/home/', async () => {
    const fetchMock = server();
    const view = renderApp(LINK);
    await toPasswordStep(view);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', 'Step 2 of 2: Password');
    expect(newPasswordField()).toHaveFocus();
    expect(screen.getByText('Now choose a password for new@demo.test.')).toBeInTheDocument();

    await enterNewPassword(view);
    await view.user.click(screen.getByRole('button', { name: 'Activate account' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Riley' })).toBeInTheDocument();
    expect(currentLocation.pathname).toBe('/app/home/');
    expect(bodiesSentTo(fetchMock, '/user/activate')).toEqual([
      {
        token: 'demo-activation-riley',
        date_of_birth: '17/05/1990',
        password: GOOD_PASSWORD,
        password_confirmation: GOOD_PASSWORD,
        deviceToken: expect.stringMatching(/^[0-9a-f]{64}$/),
      },
    ]);
    const checks = bodiesSentTo(fetchMock, '/password') as Array<{ token?: string }>;
    expect(checks.length).toBeGreaterThan(0);
    expect(checks.every((body) => body.token === 'demo-activation-riley')).toBe(true);
  });

  it('does not send a password that breaks the rules', async () => {
    const fetchMock = server();
    const view = renderApp(LINK);
    await toPasswordStep(view);
    await enterNewPassword(view, 'harbour');
    await view.user.click(screen.getByRole('button', { name: 'Activate account' }));
    await waitFor(() =>
      expect(newPasswordField()).toHaveAccessibleDescription(
        expect.stringContaining('Please ensure your password meets the listed requirements'),
      ),
    );
    expect(bodiesSentTo(fetchMock, '/user/activate')).toEqual([]);
  });

  it('shows the server’s refusal of the password with its checks', async () => {
    server({
      '/api/user/activate': () =>
        json(
          {
            error: 'Please ensure your password meets the listed requirements',
            checks: [{ name: 'not_previous_password', status: false }],
          },
          { status: 422 },
        ),
    });
    const view = renderApp(LINK);
    await toPasswordStep(view);
    await enterNewPassword(view);
    await view.user.click(screen.getByRole('button', { name: 'Activate account' }));
    await waitFor(() =>
      expect(newPasswordField()).toHaveAccessibleDescription(
        expect.stringContaining('Please ensure your password meets the listed requirements'),
      ),
    );
    const rules = within(screen.getByRole('list', { name: 'Password criteria' }));
    expect(rules.getByText(/Isn't a previous password/)).toHaveTextContent(
      "Isn't a previous password (not met)",
    );
  });

  it('has four steps when the tenant enforces two-factor, and goes on to two-factor set-up', async () => {
    server({
      '/api/activation/demo-activation-riley': () => json({ ...riley, twoFactorRequired: true }),
      '/api/user/activate': () =>
        json(
          tokenAnswer({
            access_token: undefined,
            expires_in: undefined,
            is_should_setup_2fa: true,
            challenge: 'ch-1',
          }),
        ),
    });
    const view = renderApp(LINK);
    expect(await screen.findByRole('progressbar')).toHaveAttribute('aria-valuetext', 'Step 1 of 4: Verify');
    expect(
      within(screen.getByRole('list', { name: 'Steps' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Verify', 'Password', '2FA', 'Terms']);
    await toPasswordStep(view);
    await enterNewPassword(view);
    await view.user.click(screen.getByRole('button', { name: 'Activate account' }));

    await waitFor(() => expect(currentLocation.pathname).toBe('/two-fa-qr-setup'));
    expect(currentLocation.state).toEqual({ isFromActivation: true });
    expect(currentTwoFactorAttempt()).toMatchObject({ kind: 'setup', challenge: 'ch-1' });
  });

  it('asks to complete the form after a click outside it, until the form is used again', async () => {
    server();
    const view = renderApp(LINK);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Activate your account' });
    expect(screen.queryByText('Please complete the form')).not.toBeInTheDocument();

    await view.user.click(heading);
    expect(await screen.findByText('Please complete the form')).toBeInTheDocument();
    await view.user.click(dayBox());
    await waitFor(() => expect(screen.queryByText('Please complete the form')).not.toBeInTheDocument());
  });

  it('sends a signed-in user to /app/home/', async () => {
    server();
    renderApp(LINK, { session: signedIn() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Alex' })).toBeInTheDocument();
    expect(currentLocation.pathname).toBe('/app/home/');
  });
});
