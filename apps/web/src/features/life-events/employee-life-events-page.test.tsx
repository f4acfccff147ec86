import type { TenantLifeEvent } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAccessToken } from '../../test/session-state.ts';
import { json, stubApi, type Handler } from '../../test/network.ts';
import { currentLocation, renderApp } from '../../test/render-app.tsx';
import { loginSetup, signedIn } from '../../test/session-fixtures.ts';

const LIST = '/api/client/client-demo/employees/life-events';
const MARRIAGE = '0b6f5c52-6a1e-4c39-9a3b-1b8b1f0c0001';
const DIVORCE = '0b6f5c52-6a1e-4c39-9a3b-1b8b1f0c0002';
const types = {
  types: [
    {
      id: MARRIAGE,
      name: 'Marriage or civil partnership',
      opens: [],
      daysBefore: 0,
      daysAfter: 30,
      evidenceRequired: false,
    },
    {
      id: DIVORCE,
      name: 'Divorce or dissolution',
      opens: [],
      daysBefore: 0,
      daysAfter: 30,
      evidenceRequired: true,
    },
  ],
};

function event(
  values: Partial<TenantLifeEvent> & Pick<TenantLifeEvent, 'id' | 'employeeName'>,
): TenantLifeEvent {
  return {
    employeeId: `user-${values.id}`,
    typeName: 'Marriage or civil partnership',
    eventDate: '2026-11-10',
    reportedAt: '2026-11-12T09:00:00.000Z',
    closesOn: '2026-12-10',
    status: 'open',
    voidReason: null,
    evidenceName: null,
    ...values,
  };
}
const jordan = event({ id: 'e1', employeeName: 'Jordan Lee' });
const casey = event({
  id: 'e2',
  employeeName: 'Casey Holt',
  typeName: 'Divorce or dissolution',
  evidenceName: 'decree.pdf',
});
const page = (data: TenantLifeEvent[], extra: object = {}) =>
  json({ data, total: data.length, last_page: 1, per_page: 10, filters: {}, ...extra });

function openAs(
  handlers: Record<string, Handler>,
  permissions: ('reports' | 'approver')[] = ['approver', 'reports'],
  path = '/app/dashboard/life-events/',
) {
  const fetchMock = stubApi({
    '/api/login/setup': () => json(loginSetup({ userType: 'employer', permissions })),
    '/api/client/life-events/available': () => json(types),
    '/api/client/client-demo/reports': () => json({ reports: [] }),
    ...handlers,
  });
  setAccessToken('access-token-1', 900);
  const view = renderApp(path, { session: signedIn({ userType: 'employer', permissions }) });
  const listQueries = () =>
    fetchMock.mock.calls
      .map(([url]) => new URL(String(url), 'http://localhost'))
      .filter((url) => url.pathname === LIST)
      .map((url) => Object.fromEntries(url.searchParams));
  return { ...view, fetchMock, listQueries };
}
afterEach(() => vi.unstubAllGlobals());

describe("the employer's life events page", () => {
  it('is reached from the dashboard and lists the events, newest reported first', async () => {
    const { user } = openAs(
      {
        [LIST]: () => page([jordan, casey], { total: 42, last_page: 5 }),
        '/api/v2/client/client-demo/employees': () =>
          json({
            data: [],
            total: 0,
            last_page: 1,
            per_page: 10,
            filters: {},
            totalEmployeesValues: { totalEmployees: 0, totalRegisteredEmployees: 0, registeredPercentage: 0 },
          }),
      },
      ['approver'],
      '/app/dashboard/',
    );
    await user.click(await screen.findByRole('link', { name: 'Employee life events' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Employee life events' }),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Life events' });
    expect(within(table).getByRole('columnheader', { name: /Reported/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    const row = within(table).getByRole('row', { name: /Casey Holt/ });
    expect(row).toHaveTextContent('Divorce or dissolution');
    expect(row).toHaveTextContent('10 November 2026');
    expect(row).toHaveTextContent('10 December 2026');
    expect(row).toHaveTextContent('Open');
    expect(within(table).getByRole('row', { name: /Jordan Lee/ })).toHaveTextContent('None');
    expect(screen.getByText('Showing 1 to 10 of 42')).toBeInTheDocument();
  });

  it('searches once typing pauses, filters by type and status and sorts, each from page 1, in the address', async () => {
    const { user, listQueries } = openAs(
      { [LIST]: () => page([jordan]) },
      ['approver'],
      '/app/dashboard/life-events/?page=2',
    );
    await screen.findByRole('table', { name: 'Life events' });
    expect(listQueries()[0]).toEqual({ page: '2' });

    await user.type(screen.getByRole('searchbox', { name: 'Search by name or email' }), 'jordan');
    await waitFor(() => expect(listQueries().at(-1)).toEqual({ page: '1', search: 'jordan' }));
    expect(listQueries().filter((query) => query.search?.startsWith('jo'))).toHaveLength(1);

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Type' }),
      await screen.findByRole('option', { name: 'Divorce or dissolution' }),
    );
    await waitFor(() =>
      expect(listQueries().at(-1)).toMatchObject({ 'filter[type]': DIVORCE, search: 'jordan' }),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Voided');
    await waitFor(() =>
      expect(listQueries().at(-1)).toMatchObject({ 'filter[status]': 'voided', page: '1' }),
    );
    await user.click(screen.getByRole('button', { name: /Changes until/ }));
    await waitFor(() => expect(listQueries().at(-1)).toMatchObject({ sort_by: 'closesOn' }));
    expect(currentLocation.search).toBe(`?search=jordan&type=${DIVORCE}&status=voided&sort=closesOn`);
    expect(screen.getByRole('table', { name: 'Life events matching your search' })).toBeInTheDocument();
  });

  it('downloads the evidence as the employee sent it', async () => {
    const objectUrl = vi.fn(() => 'blob:evidence');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: objectUrl, revokeObjectURL: vi.fn() }));
    const { user } = openAs({
      [LIST]: () => page([casey]),
      [`${LIST}/e2/evidence`]: () =>
        new Response('%PDF-1.7', {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': "attachment; filename*=UTF-8''decree.pdf",
          },
        }),
    });
    await user.click(
      await screen.findByRole('button', { name: 'Download decree.pdf, evidence from Casey Holt' }),
    );
    expect(await screen.findByText('Saved decree.pdf')).toBeInTheDocument();
    expect(objectUrl).toHaveBeenCalled();
  });

  it('voids with a reason the employee is told, and refuses an empty one', async () => {
    let voided = false;
    const sent: unknown[] = [];
    const { user } = openAs({
      [LIST]: () =>
        page([voided ? { ...jordan, status: 'voided', voidReason: 'No certificate was given' } : jordan]),
      [`${LIST}/e1`]: async (request) => {
        sent.push({ method: request.method, body: await request.json() });
        voided = true;
        return json({ ...jordan, status: 'voided', voidReason: 'No certificate was given' });
      },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Void Marriage or civil partnership of Jordan Lee' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Void this life event?' });
    expect(dialog).toHaveTextContent('The employee is told the reason by e-mail');
    await user.click(within(dialog).getByRole('button', { name: 'Void life event' }));
    expect(
      await within(dialog).findByText('Please give a reason for voiding this life event'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Reason/ })).toHaveFocus();
    expect(sent).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'No certificate was given');
    await user.click(within(dialog).getByRole('button', { name: 'Void life event' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([
      { method: 'PATCH', body: { status: 'voided', reason: 'No certificate was given' } },
    ]);
    const row = await screen.findByRole('row', { name: /Voided: No certificate was given/ });
    expect(within(row).queryByRole('button', { name: /^Void/ })).not.toBeInTheDocument();
  });

  it('offers voiding to approvers only, and the life-event report to those with reports', async () => {
    openAs({ [LIST]: () => page([jordan]) }, ['reports']);
    await screen.findByRole('table', { name: 'Life events' });
    expect(screen.queryByRole('button', { name: /^Void/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Life event report' })).toBeInTheDocument();
  });

  it('opens the life-event report beside the list', async () => {
    const { user } = openAs({ [LIST]: () => page([jordan]) });
    await user.click(await screen.findByRole('button', { name: 'Life event report' }));
    expect(await screen.findByRole('dialog', { name: /life event report/i })).toBeInTheDocument();
  });

  it("shows the spec's states: an error with a retry, and nothing matching", async () => {
    let fail = true;
    const { user } = openAs(
      {
        [LIST]: () => (fail ? json({ message: 'Down' }, { status: 500 }) : page([])),
      },
      ['approver'],
      '/app/dashboard/life-events/?status=open',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There was an error requesting the life events, please try again later',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No life event matches your search.')).toBeInTheDocument();
  });
});
