import type { EmployeeDetail } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setAccessToken } from '../../test/session-state.ts';
import { employeeList, employeeRow } from '../../test/employer-fixtures.ts';
import { json, stubApi } from '../../test/network.ts';
import { currentLocation, renderApp } from '../../test/render-app.tsx';
import { loginSetup, signedIn } from '../../test/session-fixtures.ts';

const LIST = '/api/v2/client/client-demo/employees';
const alex = employeeRow({ id: 'user-alex', firstName: 'Alex', surname: 'Morgan', employeeNumber: 'DL0001' });
const riley = employeeRow({
  id: 'user-riley',
  firstName: 'Riley',
  surname: 'Quinn',
  activated: false,
  activatedAt: null,
});
const totals = { totalEmployees: 249, totalRegisteredEmployees: 180, registeredPercentage: 72.3 };

function openAs(path: string, handlers: Parameters<typeof stubApi>[0]) {
  const fetchMock = stubApi({
    '/api/login/setup': () => json(loginSetup({ userType: 'employer' })),
    ...handlers,
  });
  setAccessToken('access-token-1', 900);
  const view = renderApp(path, { session: signedIn({ userType: 'employer' }) });
  const listQueries = () =>
    fetchMock.mock.calls
      .map(([url]) => new URL(String(url), 'http://localhost'))
      .filter((url) => url.pathname === LIST)
      .map((url) => Object.fromEntries(url.searchParams));
  return { ...view, fetchMock, listQueries };
}

describe('the employee data page', () => {
  it('lists a page of employees with the registration figure, sorted by surname', async () => {
    openAs('/app/employee-data/', {
      [LIST]: () => json(employeeList([alex, riley], totals, { total: 249, last_page: 25 })),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Employee data' })).toBeInTheDocument();
    expect(await screen.findByText('72.3% of employees registered (180 of 249)')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Employees' });
    expect(within(table).getByRole('columnheader', { name: /Name/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(within(table).getByRole('columnheader', { name: /Email/ })).toHaveAttribute('aria-sort', 'none');
    expect(within(table).getByRole('row', { name: /Quinn, Riley/ })).toHaveTextContent('No');
    expect(screen.getByText('Showing 1 to 10 of 249')).toBeInTheDocument();
  });

  it('searches once typing pauses, filters and sorts, each from page 1, and keeps the view in the address', async () => {
    const { user, listQueries } = openAs('/app/employee-data/?page=3', {
      [LIST]: () => json(employeeList([alex], totals, { total: 1 })),
    });
    await screen.findByRole('table', { name: 'Employees' });
    expect(listQueries()[0]).toEqual({ page: '3' });

    await user.type(
      screen.getByRole('searchbox', { name: 'Search by name, email or employee number' }),
      'nunez',
    );
    await waitFor(() => expect(listQueries().at(-1)).toEqual({ page: '1', search: 'nunez' }));
    // Typing pauses once: one request for the whole word, not one a letter.
    expect(listQueries().filter((query) => query.search?.startsWith('nu'))).toHaveLength(1);
    expect(currentLocation.search).toBe('?search=nunez');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Account' }), 'Not activated');
    await waitFor(() =>
      expect(listQueries().at(-1)).toMatchObject({ 'filter[person_activated]': 'false', search: 'nunez' }),
    );
    await user.click(await screen.findByRole('button', { name: /Name/ }));
    await waitFor(() => expect(listQueries().at(-1)).toMatchObject({ sort_by: '-surname', page: '1' }));
    expect(currentLocation.search).toBe('?search=nunez&activated=no&sort=-surname');
  });

  it("pages with the server's page size, and shows the spec's states", async () => {
    let fail = true;
    const { user, listQueries } = openAs('/app/employee-data/', {
      [LIST]: () =>
        fail
          ? json({ message: 'Down' }, { status: 500 })
          : json(employeeList([alex], totals, { total: 30, last_page: 2, per_page: 25 })),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There was an error requesting the employee data, please try again later',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Showing 1 to 25 of 30')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(listQueries().at(-1)).toMatchObject({ page: '2' }));
    expect(await screen.findByText('Showing 26 to 30 of 30')).toBeInTheDocument();
  });

  it('says when nobody matches', async () => {
    openAs('/app/employee-data/?search=zzz', { [LIST]: () => json(employeeList([], totals, { total: 0 })) });
    expect(await screen.findByText('No employee matches your search.')).toBeInTheDocument();
  });
});

describe('the view-employee-data panel', () => {
  const detail: EmployeeDetail = {
    employee: riley,
    record: {
      salary: 29_000,
      weeklyHours: 37.5,
      taxRegion: 'england-ni',
      contractType: 'permanent',
      startDate: '2025-09-01',
      probationEndDate: null,
      leaveDate: null,
    },
    welcomeEmailSentAt: '2026-11-01T09:00:00.000Z',
    lastSignInAt: null,
    selections: [],
    lifeEvents: [],
  };

  it("shows the employee's record and resends the welcome e-mail", async () => {
    const { user, fetchMock } = openAs('/app/employee-data/', {
      [LIST]: () => json(employeeList([alex, riley], totals)),
      '/api/client/client-demo/employees/user-riley': () => json(detail),
      '/api/employees/user-riley/welcome-email-resends': () =>
        json({ sentTo: 'riley@demo.test', sentAt: '2026-11-25T10:00:00.000Z' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Quinn, Riley' }));
    const panel = await screen.findByRole('dialog', { name: 'Employee record' });
    expect(await within(panel).findByText('£29,000.00')).toBeInTheDocument();
    expect(within(panel).getByText('1 September 2025')).toBeInTheDocument();
    expect(within(panel).getByText('No benefits chosen.')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Resend welcome email' }));
    expect(
      await within(panel).findByText(
        'A new welcome email is on its way to riley@demo.test. The earlier link no longer works.',
      ),
    ).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/employees/user-riley/welcome-email-resends',
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it('says why a resend was refused', async () => {
    const { user } = openAs('/app/employee-data/', {
      [LIST]: () => json(employeeList([riley], totals)),
      '/api/client/client-demo/employees/user-riley': () => json(detail),
      '/api/employees/user-riley/welcome-email-resends': () =>
        json(
          {
            message:
              'A welcome e-mail was sent to this employee less than an hour ago. Please try again later.',
          },
          { status: 429 },
        ),
    });
    await user.click(await screen.findByRole('button', { name: 'Quinn, Riley' }));
    const panel = await screen.findByRole('dialog', { name: 'Employee record' });
    await user.click(await within(panel).findByRole('button', { name: 'Resend welcome email' }));
    const alert = await within(panel).findByRole('alert');
    expect(alert).toHaveTextContent('Oops... there was an issue requesting your activation link');
    expect(alert).toHaveTextContent('less than an hour ago');
  });
});

describe('the platform settings page', () => {
  const TABLE = '/api/v2/client/client-demo/employees/two-factor-authentication';
  const SETTING = `${TABLE}/enforcement-setting`;
  const table = {
    data: [
      {
        id: 'user-jordan',
        employeeNumber: 'DL0003',
        name: 'Jordan Lee',
        email: 'mfa@demo.test',
        twoFactorEnabled: true,
        twoFactorEnabledAt: '2026-01-19T09:00:00.000Z',
      },
    ],
    total: 1,
    last_page: 1,
    per_page: 10,
    filters: {},
    isEnforcementTwoFAEnabled: false,
  };

  it('turns enforcement on after a confirmation that spells out what it does', async () => {
    let enforced = false;
    const { user, fetchMock } = openAs('/app/dashboard/platform-settings/', {
      [TABLE]: () => json(table),
      [SETTING]: async (request) => {
        if (request.method === 'PUT')
          enforced = ((await request.json()) as { isEnforcementTwoFAEnabled: boolean })
            .isEnforcementTwoFAEnabled;
        return json({ isEnforcementTwoFAEnabled: enforced });
      },
    });
    const toggle = await screen.findByRole('switch', {
      name: 'Require two-factor authentication for everyone',
    });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(toggle).toHaveAccessibleDescription(/must set it up the next time they sign in/);
    await user.click(toggle);
    const dialog = await screen.findByRole('dialog', { name: 'Require two-factor authentication?' });
    await user.click(within(dialog).getByRole('button', { name: 'Require it' }));
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: /Require two-factor/ })).toHaveAttribute(
        'aria-checked',
        'true',
      ),
    );
    expect(fetchMock).toHaveBeenCalledWith(SETTING, expect.objectContaining({ method: 'PUT' }));
    expect(
      within(screen.getByRole('table', { name: 'Two-factor authentication by employee' })).getByRole('row', {
        name: /Jordan Lee/,
      }),
    ).toHaveTextContent('On since 19 January 2026');
  });

  it('says when the setting may not be changed, and leaves it as it was', async () => {
    const { user } = openAs('/app/dashboard/platform-settings/', {
      [TABLE]: () => json(table),
      [SETTING]: (request) =>
        request.method === 'PUT'
          ? json({ message: 'Access Denied' }, { status: 403 })
          : json({ isEnforcementTwoFAEnabled: false }),
    });
    await user.click(await screen.findByRole('switch', { name: /Require two-factor/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Require it' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The setting was not changed: Access Denied');
    expect(screen.getByRole('switch', { name: /Require two-factor/ })).toHaveAttribute(
      'aria-checked',
      'false',
    );
  });

  it('filters the two-factor table, with no sort buttons', async () => {
    const { user, fetchMock } = openAs('/app/dashboard/platform-settings/', {
      [TABLE]: () => json(table),
      [SETTING]: () => json({ isEnforcementTwoFAEnabled: false }),
    });
    const found = await screen.findByRole('table', { name: 'Two-factor authentication by employee' });
    expect(within(found).queryByRole('button')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Two-factor' }), 'Off');
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        `${TABLE}?page=1&filter%5Bperson_mfa_secret%5D=false`,
        expect.anything(),
      ),
    );
  });
});
