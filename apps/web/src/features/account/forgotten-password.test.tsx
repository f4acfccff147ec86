import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubApi, type Handler } from '../../test/network.ts';
import { renderApp } from '../../test/render-app.tsx';
import { bodiesSentTo } from './account-test-kit.ts';

const PAGE = '/forgotten-password/';
const sent = () => json({ sent: true, message: 'If the address is registered, a link is on its way.' });

function server(answer: Handler = sent) {
  return stubApi({ '/api/forgot-password': answer });
}

const emailField = () => screen.getByRole('textbox', { name: 'Email address' });
const robotCheck = () => screen.getByRole('group', { name: 'Robot check' });
const submit = () => screen.getByRole('button', { name: 'Reset password' });

/** The ALTCHA widget reports a solution (as the real one does once its proof of work is done). */
async function solveRobotCheck(payload = 'c29sdXRpb24=') {
  await waitFor(() => expect(robotCheck().querySelector('altcha-widget')).not.toBeNull());
  // The widget's listener is attached by an effect: let React run it before the widget speaks.
  await act(async () => {});
  robotCheck()
    .querySelector('altcha-widget')!
    .dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload } }));
}

async function request(view: ReturnType<typeof renderApp>, email = 'employee@demo.test') {
  await view.user.type(emailField(), email);
  await solveRobotCheck();
  await view.user.click(submit());
}

describe('forgotten password page', () => {
  it('asks for the e-mail with a robot check, Reset password and a Back link to /', async () => {
    server();
    renderApp(PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Reset your password' })).toBeInTheDocument();
    expect(emailField()).toHaveAttribute('autocomplete', 'username');
    expect(robotCheck()).toBeInTheDocument();
    expect(submit()).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
  });

  it('requires the e-mail and the robot check, together', async () => {
    const fetchMock = server();
    const view = renderApp(PAGE);
    await screen.findByRole('heading', { level: 1, name: 'Reset your password' });
    await view.user.click(submit());

    await waitFor(() => expect(emailField()).toHaveAccessibleDescription('This field is required'));
    expect(robotCheck()).toHaveAccessibleDescription('Please confirm that you are not a robot!');
    expect(emailField()).toHaveFocus();
    expect(bodiesSentTo(fetchMock, '/forgot-password')).toEqual([]);
  });

  it.each(['employee', 'employee@demo', 'employee@demo.t', 'a b@demo.test'])(
    'refuses "%s" with the valid-address message',
    async (email) => {
      server();
      const view = renderApp(PAGE);
      await view.user.type(await screen.findByRole('textbox', { name: 'Email address' }), email);
      await view.user.tab();
      await waitFor(() =>
        expect(emailField()).toHaveAccessibleDescription('Please enter a valid email address'),
      );
    },
  );

  it("sends the e-mail and the robot check's solution, then shows It's on the way...", async () => {
    const fetchMock = server();
    const view = renderApp(PAGE);
    await screen.findByRole('heading', { level: 1, name: 'Reset your password' });
    await request(view, 'Employee@Demo.test');

    const heading = await screen.findByRole('heading', { level: 1, name: "It's on the way..." });
    expect(heading).toHaveFocus();
    expect(
      screen.getByText("Check your inbox! Don't forget to check your Junk & Spam folders."),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Email us at support@demo.test' })).toHaveAttribute(
      'href',
      'mailto:support@demo.test',
    );
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/');
    expect(bodiesSentTo(fetchMock, '/forgot-password')).toEqual([
      { email: 'Employee@Demo.test', recaptcha: 'c29sdXRpb24=', isRecaptchaEnabled: true },
    ]);
  });

  it.each([
    [
      'the first validation error of a 400',
      () => json({ errors: { email: ['The email is not valid'] } }, { status: 400 }),
      'The email is not valid',
    ],
    ['Validation failed for a 400 without details', () => json({}, { status: 400 }), 'Validation failed'],
    [
      'the message of a 429',
      () =>
        json(
          { message: 'Too many password reset requests. Please wait a few minutes and try again.' },
          { status: 429 },
        ),
      'Too many password reset requests. Please wait a few minutes and try again.',
    ],
    [
      'the fallback for a 500 without a message',
      () => json(null, { status: 500 }),
      'An unexpected error occurred',
    ],
    [
      "section 8's text when no answer comes (a network failure)",
      () => Promise.reject(new TypeError('Failed to fetch')),
      'Oops... there was an issue requesting your password reset link',
    ],
  ])('shows %s', async (_, answer, message) => {
    server(answer);
    const view = renderApp(PAGE);
    await screen.findByRole('heading', { level: 1, name: 'Reset your password' });
    await request(view);
    // Announced: the message is in an alert (the robot check's widget has an alert of its own).
    expect((await screen.findByText(message)).closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeInTheDocument();
  });

  it('needs a new robot check after a refused request (a solution is good once)', async () => {
    const fetchMock = server(() => json({ message: 'Slow down' }, { status: 429 }));
    const view = renderApp(PAGE);
    await screen.findByRole('heading', { level: 1, name: 'Reset your password' });
    await request(view);
    await screen.findByText('Slow down');
    await view.user.click(submit());
    await waitFor(() =>
      expect(robotCheck()).toHaveAccessibleDescription('Please confirm that you are not a robot!'),
    );
    expect(bodiesSentTo(fetchMock, '/forgot-password')).toHaveLength(1);
  });

  it('explains an expired reset link when sent back with message=token-expired', async () => {
    server();
    renderApp('/forgotten-password?message=token-expired');
    expect(
      await screen.findByText('Your password renewal request has expired. Please try again.'),
    ).toBeInTheDocument();
    expect(emailField()).toBeInTheDocument();
  });

  it('hides the form when the tenant signs in by single sign-on only', async () => {
    server();
    renderApp(PAGE, { session: { cmsData: { faqs: false, sso_access_only: true } } });
    await screen.findByRole('heading', { level: 1, name: 'Reset your password' });
    expect(screen.getByText(/signs you in with single sign-on/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Email address' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset password' })).not.toBeInTheDocument();
  });
});
