import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { employeeList } from '../../test/employer-fixtures.ts';
import { json, stubApi } from '../../test/network.ts';
import { currentLocation, renderApp } from '../../test/render-app.tsx';
import { contentPage, loginSetup, signedIn } from '../../test/session-fixtures.ts';
import { guardOutcome } from './guard-outcome.ts';

const employer = signedIn({ userType: 'employer', firstName: 'Sam', surname: 'Patel', name: 'Sam Patel' });

function termsServer(patch = () => json({ termsRevision: 4, siteTermsUpdated: false })) {
  return stubApi({
    '/api/policies/terms-conditions': () =>
      json(contentPage('terms', '<p>Our terms, in plain words.</p>', 4)),
    '/api/policies/privacy-policy': () => json(contentPage('policy', '<p>How we use your data.</p>', 2)),
    '/api/user': patch,
  });
}

describe('the guard decides in the spec order', () => {
  const base = {
    loggedIn: true,
    restoring: false,
    siteTermsUpdated: false,
    userType: 'employee' as const,
    employmentStatus: 'active' as const,
    permissions: [],
    cmsData: null,
    ccvOnly: false,
  };
  it.each([
    ['restoring the session', { ...base, restoring: true, loggedIn: false }, 'loading'],
    ['not signed in', { ...base, loggedIn: false }, 'signedOut'],
    ['site terms updated', { ...base, siteTermsUpdated: true, userType: 'employer' as const }, 'newTerms'],
    ['another user type needed', base, 'denied'],
    ['the right user type', { ...base, userType: 'employer' as const }, 'allowed'],
  ])('%s: %s', (_, session, expected) => {
    expect(guardOutcome(session, (facts) => facts.userType === 'employer')).toBe(expected);
  });

  it('allows any signed-in user on a route without a rule', () => {
    expect(guardOutcome(base)).toBe('allowed');
  });
});

describe('access guard of /app/*', () => {
  it('shows "Loading profile..." while the session is being restored', async () => {
    renderApp('/app/home/', { session: { restoring: true } });
    expect(await screen.findByText('Loading profile...')).toBeInTheDocument();
  });

  it('sends someone who is not signed in to the login page', async () => {
    renderApp('/app/home/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(currentLocation.pathname).toBe('/');
  });

  it('shows the page to a signed-in user', async () => {
    renderApp('/app/home/', { session: signedIn() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Alex' })).toBeInTheDocument();
    expect(document.title).toBe('Home | Demo Benefits');
  });

  it('sends /app alone to /app/home/', async () => {
    renderApp('/app', { session: signedIn() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Alex' })).toBeInTheDocument();
    expect(currentLocation.pathname).toBe('/app/home/');
  });

  it('shows "Access Denied" to an employee opening the dashboard', async () => {
    renderApp('/app/dashboard/', { session: signedIn() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to home' })).toHaveAttribute('href', '/app/home/');
  });

  it.each(['left', 'inactive'] as const)(
    'shows "Access Denied" to an employer whose status is %s',
    async (status) => {
      renderApp('/app/dashboard/', { session: { ...employer, employmentStatus: status } });
      expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
    },
  );

  it('shows the not-found screen for an /app path without a page', async () => {
    renderApp('/app/no-such-page/', { session: signedIn() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});

describe('new-terms screen', () => {
  it('shows the terms and the policy, and accepting them (PATCH /api/user) opens the page', async () => {
    const fetchMock = termsServer();
    const view = renderApp('/app/home/', { session: signedIn({ siteTermsUpdated: true }) });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'We have updated our terms' }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Terms and Conditions' })).getByText(
        'Our terms, in plain words.',
      ),
    );
    expect(
      within(screen.getByRole('region', { name: 'Privacy Statement' })).getByText('How we use your data.'),
    );
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();

    await view.user.click(screen.getByRole('checkbox', { name: 'I have read the terms and conditions' }));
    await view.user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Alex' })).toBeInTheDocument();
    const patch = fetchMock.mock.calls.find(
      ([url, init]) => String(url) === '/api/user' && init?.method === 'PATCH',
    );
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ termsAccepted: true, termsRevision: 4 });
    expect(view.store.getState().session).toMatchObject({ termsRevision: 4, siteTermsUpdated: false });
  });

  it('requires the checkbox', async () => {
    const fetchMock = termsServer();
    const view = renderApp('/app/home/', { session: signedIn({ siteTermsUpdated: true }) });
    await view.user.click(await screen.findByRole('button', { name: 'Next' }));

    const checkbox = screen.getByRole('checkbox', { name: 'I have read the terms and conditions' });
    expect(checkbox).toHaveAccessibleDescription(
      'Please confirm that you have read the terms and conditions',
    );
    expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalledWith('/api/user', expect.objectContaining({ method: 'PATCH' }));
  });

  it('says so at the top when the acceptance fails, and the terms stay', async () => {
    termsServer(() => json({ message: 'Could not save your answer' }, { status: 500 }));
    const scrollTo = vi.mocked(window.scrollTo);
    const view = renderApp('/app/home/', { session: signedIn({ siteTermsUpdated: true }) });
    await view.user.click(
      await screen.findByRole('checkbox', { name: 'I have read the terms and conditions' }),
    );
    scrollTo.mockClear();
    await view.user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Could not save your answer');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(screen.getByRole('heading', { level: 1, name: 'We have updated our terms' })).toHaveFocus();
    expect(view.store.getState().session.siteTermsUpdated).toBe(true);
  });

  it('shows "Uh oh!" when the content cannot be loaded', async () => {
    stubApi({ '/api/policies/terms-conditions': () => json({ message: 'Down' }, { status: 503 }) });
    renderApp('/app/home/', { session: signedIn({ siteTermsUpdated: true }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Uh oh!' })).toBeInTheDocument();
    expect(screen.getByText(/We could not load the latest terms and conditions/)).toBeInTheDocument();
  });

  it('warns before the page is left, until the terms are accepted', async () => {
    termsServer();
    const view = renderApp('/app/home/', { session: signedIn({ siteTermsUpdated: true }) });
    await screen.findByRole('heading', { level: 1, name: 'We have updated our terms' });

    const leaving = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leaving);
    expect(leaving.defaultPrevented).toBe(true);

    await view.user.click(screen.getByRole('checkbox', { name: 'I have read the terms and conditions' }));
    await view.user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Alex' });
    const later = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
  });
});

describe('employer dashboard', () => {
  it('shows the registration figure, to one decimal, with both counts', async () => {
    const fetchMock = stubApi({
      '/api/v2/client/client-demo/employees': () =>
        json(
          employeeList([], {
            totalEmployees: 6,
            totalRegisteredEmployees: 5,
            registeredPercentage: 83.33333,
          }),
        ),
    });
    renderApp('/app/dashboard/', { session: employer, setup: loginSetup({ userType: 'employer' }) });

    expect(await screen.findByRole('heading', { level: 1, name: 'Employer dashboard' })).toBeInTheDocument();
    expect(await screen.findByText('83.3% of employees registered')).toBeInTheDocument();
    expect(screen.getByText('5 of 6 employees have registered')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Childcare voucher management' })).toHaveAttribute(
      'href',
      '/app/ccv/manage',
    );
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/v2/client/client-demo/employees?per_page=1',
      expect.objectContaining({ method: 'GET' }),
    );
  });

  it('shows loading, then an error when the figure cannot be loaded', async () => {
    let fail!: () => void;
    const held = new Promise<void>((resolve) => (fail = resolve));
    stubApi({
      // The figure's request (one row) fails; the magic link sender's search answers.
      '/api/v2/client/client-demo/employees': async (request) => {
        if (new URL(request.url).searchParams.get('per_page') !== '1') return json(employeeList([]));
        await held;
        return json({ message: 'Down' }, { status: 500 });
      },
    });
    renderApp('/app/dashboard/', { session: employer, setup: loginSetup({ userType: 'employer' }) });
    expect(await screen.findByText('Loading registration figures...')).toBeInTheDocument();
    fail();
    const registration = await screen.findByRole('region', { name: 'Employee registration' });
    expect(await within(registration).findByRole('alert')).toHaveTextContent(
      'There was an error requesting the registration figures, please try again later',
    );
  });

  it('rounds to one decimal only where needed', async () => {
    stubApi({
      '/api/v2/client/client-demo/employees': () =>
        json(employeeList([], { totalEmployees: 4, totalRegisteredEmployees: 2, registeredPercentage: 50 })),
    });
    renderApp('/app/dashboard/', { session: employer, setup: loginSetup({ userType: 'employer' }) });
    await waitFor(() => expect(screen.getByText('50% of employees registered')).toBeInTheDocument());
  });
});

describe('ccv-only mode (spec section 4)', () => {
  it('a leaver with a voucher balance sees no My benefits, and the page is denied', async () => {
    window.localStorage.setItem('loggedIn', 'true');
    stubApi({
      '/api/auth/refresh': () =>
        json({ access_token: 'access-token-2', expires_in: 900, token_type: 'Bearer' }),
      '/api/login/setup': () => json(loginSetup({ employmentStatus: 'left' })),
      '/api/ccv/balance': () => json({ balance: 418.5, lastPaymentDate: '2026-08-28' }),
    });
    renderApp('/app/my-benefits/');
    expect(await screen.findByText('Access Denied')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('link', { name: 'My benefits' })).not.toBeInTheDocument();
  });

  it('a leaver with nothing left on the voucher account is not in it', async () => {
    window.localStorage.setItem('loggedIn', 'true');
    stubApi({
      '/api/auth/refresh': () =>
        json({ access_token: 'access-token-2', expires_in: 900, token_type: 'Bearer' }),
      '/api/login/setup': () => json(loginSetup({ employmentStatus: 'left' })),
      '/api/ccv/balance': () => json({ balance: 0, lastPaymentDate: null }),
    });
    renderApp('/app/home/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'My benefits' })).toBeInTheDocument();
  });
});
