import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setAccessToken } from '../../test/session-state.ts';
import { json, stubApi } from '../../test/network.ts';
import { renderApp } from '../../test/render-app.tsx';
import { signedIn } from '../../test/session-fixtures.ts';

const launcher = (twoFactorVerified: boolean) => ({
  client: { id: 'client-demo', clientName: 'Demo Ltd' },
  schemeYears: [
    { year: 2026, isCurrent: true, startsOn: '2026-04-01', endsOn: '2027-03-31' },
    { year: 2025, isCurrent: false, startsOn: '2025-04-01', endsOn: '2026-03-31' },
  ],
  twoFactorVerified,
});
const alex = { id: 'user-alex', name: 'Alex Morgan', email: 'employee@demo.test', userType: 'employee' };
const sam = { id: 'user-sam', name: 'Sam Patel', email: 'employer@demo.test', userType: 'employer' };

function openAsAdmin(twoFactorVerified = true) {
  const fetchMock = stubApi({
    '/api/masquerade/launcher': () => json(launcher(twoFactorVerified)),
    '/api/masquerade/candidates': (request) => {
      const search = new URL(request.url).searchParams.get('search') ?? '';
      return json({ candidates: [alex, sam].filter((person) => person.name.toLowerCase().includes(search)) });
    },
    '/api/masquerade/employer/client-demo/user-alex': () =>
      json({ url: 'http://demo.localhost:3000/sso-login/msqABC/2026' }),
  });
  setAccessToken('access-token-1', 900);
  const view = renderApp('/app/home/', {
    session: signedIn({ userType: 'admin', name: 'Pat Quinn-Admin', firstName: 'Pat' }),
  });
  return { fetchMock, view };
}

describe('masquerade launcher (an administrator at /app/home/)', () => {
  it('finds a person, takes the year and a reason, and gives the link to open in a new tab', async () => {
    const { fetchMock, view } = openAsAdmin();
    const launcherRegion = within(await screen.findByRole('region', { name: 'Masquerade in Demo Ltd' }));
    await view.user.click(launcherRegion.getByRole('button', { name: 'Create masquerade link' }));
    expect(launcherRegion.getByText('Please choose the person to act as')).toBeInTheDocument();
    expect(launcherRegion.getByText('This field is required')).toBeInTheDocument();

    await view.user.type(launcherRegion.getByRole('searchbox'), 'alex');
    // Both at once: while the search is under way neither person is listed.
    await waitFor(() => {
      expect(launcherRegion.queryByRole('radio', { name: /Sam Patel/ })).not.toBeInTheDocument();
      expect(launcherRegion.getByRole('radio', { name: /Alex Morgan/ })).toBeInTheDocument();
    });
    await view.user.click(launcherRegion.getByRole('radio', { name: /Alex Morgan/ }));
    expect(launcherRegion.getByRole('combobox', { name: 'Scheme year' })).toHaveValue('2026');
    await view.user.type(launcherRegion.getByRole('textbox', { name: 'Reason' }), 'Ticket 4312');
    await view.user.click(launcherRegion.getByRole('button', { name: 'Create masquerade link' }));

    const open = await launcherRegion.findByRole('link', { name: /Open the site as Alex Morgan/ });
    expect(open).toHaveAttribute('href', 'http://demo.localhost:3000/sso-login/msqABC/2026');
    expect(open).toHaveAttribute('target', '_blank');
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ schemeYear: 2026, reason: 'Ticket 4312' });
  });

  it('asks for a sign-in with two-factor first', async () => {
    openAsAdmin(false);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'To masquerade, please log out and log in again with two factor authentication.',
    );
    expect(screen.queryByRole('button', { name: 'Create masquerade link' })).not.toBeInTheDocument();
  });
});
