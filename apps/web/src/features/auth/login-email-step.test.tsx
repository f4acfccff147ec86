import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { browserNavigation } from '../../lib/leave-app.ts';
import { json } from '../../test/network.ts';
import { currentLocation, demoTheme, renderApp } from '../../test/render-app.tsx';
import { signedIn } from '../../test/session-fixtures.ts';
import { bodyOf, emailField, passwordField, server, toPasswordStep } from './login-test-kit.ts';

describe('login, step 1: the e-mail address', () => {
  it('asks for the e-mail with Next', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(emailField()).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByRole('button', { name: 'Next' })).toHaveAttribute('type', 'submit');
    expect(document.title).toBe('Log in | Demo Benefits');
  });

  it.each([
    ['empty', ''],
    ['blank', '   '],
  ])('says "This field is required" when %s, linked to the field', async (_, typed) => {
    const fetchMock = server();
    const view = renderApp('/');
    if (typed) await view.user.type(await screen.findByRole('textbox', { name: 'Email address' }), typed);
    await view.user.click(await screen.findByRole('button', { name: 'Next' }));

    expect(emailField()).toHaveAccessibleDescription('This field is required');
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
    expect(emailField()).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalledWith('/api/login/url', expect.anything());
  });

  it('checks the pattern when the field loses focus', async () => {
    const view = renderApp('/');
    await view.user.type(await screen.findByRole('textbox', { name: 'Email address' }), 'employee@demo');
    expect(emailField()).not.toHaveAccessibleDescription();
    await view.user.tab();
    expect(emailField()).toHaveAccessibleDescription('Please enter a valid email address');
  });

  it('checks again on every change after a submit', async () => {
    server();
    const view = renderApp('/');
    await view.user.type(await screen.findByRole('textbox', { name: 'Email address' }), 'employee@demo');
    await view.user.click(screen.getByRole('button', { name: 'Next' }));
    expect(emailField()).toHaveAccessibleDescription('Please enter a valid email address');

    await view.user.type(emailField(), '.test');
    expect(emailField()).not.toHaveAccessibleDescription();
    expect(emailField()).not.toHaveAttribute('aria-invalid');
  });

  it('sends the trimmed e-mail to POST /api/login/url and shows the password step', async () => {
    const fetchMock = server();
    const view = renderApp('/');
    await toPasswordStep(view, '  employee@demo.test ');

    expect(await bodyOf(fetchMock, '/login/url')).toEqual({ email: 'employee@demo.test' });
    expect(emailField()).toHaveValue('employee@demo.test');
    expect(emailField()).toHaveAttribute('readonly');
    expect(passwordField()).toHaveFocus();
  });

  it('sends a single-sign-on user to the address in the answer', async () => {
    server({ '/api/login/url': () => json({ hasSSO: true, url: 'https://idp.demo.test/authorize?x=1' }) });
    const leave = vi.spyOn(browserNavigation, 'leaveTo').mockImplementation(() => {});
    const view = renderApp('/');
    await view.user.type(await screen.findByRole('textbox', { name: 'Email address' }), 'sso@demo.test');
    await view.user.click(screen.getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(leave).toHaveBeenCalledWith('https://idp.demo.test/authorize?x=1'));
    expect(screen.queryByLabelText('Password', { selector: 'input' })).not.toBeInTheDocument();
  });

  it.each([
    ['an error answer', () => json({ message: 'Service unavailable' }, { status: 503 })],
    ['no answer', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('says "Unable to process login request" on %s', async (_, handler) => {
    server({ '/api/login/url': handler });
    const view = renderApp('/');
    await view.user.type(await screen.findByRole('textbox', { name: 'Email address' }), 'employee@demo.test');
    await view.user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to process login request');
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
  });
});

describe('the login page', () => {
  it('shows "Password successfully changed." after a password reset', async () => {
    renderApp('/', { session: { passwordChanged: true } });
    const banner = await screen.findByText('Password successfully changed.');
    expect(banner.closest('[role="status"]')).not.toBeNull();
  });

  it('sends a signed-in user to /app/home/', async () => {
    renderApp('/', { session: signedIn() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Alex' })).toBeInTheDocument();
    await waitFor(() => expect(currentLocation.pathname).toBe('/app/home/'));
  });

  it('offers help by e-mail and phone', async () => {
    renderApp('/');
    const help = await screen.findByRole('region', { name: 'Need help?' });
    expect(within(help).getByRole('link', { name: 'Email us at support@demo.test' })).toHaveAttribute(
      'href',
      'mailto:support@demo.test',
    );
    expect(within(help).getByRole('link', { name: 'Call us on 0161 496 0000' })).toHaveAttribute(
      'href',
      'tel:01614960000',
    );
  });

  it('leaves out a placeholder phone number', async () => {
    renderApp('/', { theme: { ...demoTheme, benefitBrandPhoneNumber: 'TBC' } });
    const help = await screen.findByRole('region', { name: 'Need help?' });
    expect(within(help).getAllByRole('link')).toHaveLength(1);
  });
});
