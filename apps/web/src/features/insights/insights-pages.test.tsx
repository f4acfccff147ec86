import type { EmployeeInsights, LoginsResponse } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setAccessToken } from '../../test/session-state.ts';
import { json, stubApi } from '../../test/network.ts';
import { renderApp } from '../../test/render-app.tsx';
import { loginSetup, signedIn } from '../../test/session-fixtures.ts';

const INSIGHTS = '/api/v2/client/client-demo/employee-insights';
const insights: EmployeeInsights = {
  activeUsers: { last30Days: 64, thisMonth: 40 },
  signInsLast30Days: 150,
  devices: [
    { device: 'desktop', signIns: 90 },
    { device: 'mobile', signIns: 45 },
    { device: 'tablet', signIns: 15 },
  ],
  registrationByMonth: Array.from({ length: 12 }, (_, index) => ({
    month: `${index === 0 ? 2025 : 2026}-${String(index === 0 ? 12 : index).padStart(2, '0')}`,
    activated: index === 0 ? 0 : 10,
    registered: 70 + index * 10,
  })),
  registrationByLocation: [
    { location: 'Glasgow', employees: 20, registered: 15, registeredPercentage: 75 },
    { location: 'Manchester', employees: 229, registered: 165, registeredPercentage: 72.1 },
  ],
};
const days: LoginsResponse = {
  by: 'day',
  points: [
    { start: '2026-11-23', signIns: 4, people: 3 },
    { start: '2026-11-24', signIns: 7, people: 6 },
  ],
};

function openAs(path: string, handlers: Parameters<typeof stubApi>[0]) {
  const fetchMock = stubApi({
    '/api/login/setup': () => json(loginSetup({ userType: 'employer' })),
    ...handlers,
  });
  setAccessToken('access-token-1', 900);
  return { ...renderApp(path, { session: signedIn({ userType: 'employer' }) }), fetchMock };
}

describe('the employee engagement page', () => {
  it('shows registration by month as a chart and a table, and by location', async () => {
    openAs('/app/dashboard/employee-engagement/', { [INSIGHTS]: () => json(insights) });
    expect(await screen.findByText('72.3% of employees registered (180 of 249)')).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: /Employees registered by the end of each month/ }),
    ).toBeInTheDocument();
    const byMonth = screen.getByRole('table', { name: 'Registration by month, oldest first' });
    expect(within(byMonth).getByRole('row', { name: /November 2026/ })).toHaveTextContent('180');
    const byLocation = screen.getByRole('table', { name: 'Registration by location' });
    expect(within(byLocation).getByRole('row', { name: /Glasgow/ })).toHaveTextContent('75');
  });

  it('sends welcome e-mails to the 69 not registered, after confirming', async () => {
    const { user, fetchMock } = openAs('/app/dashboard/employee-engagement/', {
      [INSIGHTS]: () => json(insights),
      '/api/companies/client-demo/welcome-email-resends': () =>
        json({ queued: 68, skipped: [{ employeeId: 'user-riley', reason: 'sent-recently' }] }),
    });
    await user.click(
      await screen.findByRole('button', { name: 'Send to 69 employees who have not registered' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Send welcome emails' });
    expect(dialog).toHaveTextContent('Links sent before stop working.');
    await user.click(within(dialog).getByRole('button', { name: 'Send welcome emails' }));
    expect(
      await screen.findByText(
        '68 welcome emails are on their way. 1 employee was sent one in the last hour and was skipped.',
      ),
    ).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/companies/client-demo/welcome-email-resends',
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it("says when the figures can't be loaded", async () => {
    openAs('/app/dashboard/employee-engagement/', {
      [INSIGHTS]: () => json({ message: 'Down' }, { status: 500 }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There was an error requesting the engagement data, please try again later',
    );
  });
});

describe('the employee insights page', () => {
  it('shows active users, sign-ins by day newest first, and devices; switches to weeks', async () => {
    const { user, fetchMock } = openAs('/app/dashboard/employee-insights/', {
      [INSIGHTS]: () => json(insights),
      [`${INSIGHTS}/logins`]: (request) =>
        json(
          new URL(request.url).searchParams.get('by') === 'week'
            ? { by: 'week', points: [{ start: '2026-11-23', signIns: 11, people: 8 }] }
            : days,
        ),
    });
    const active = await screen.findByRole('region', { name: 'Active users' });
    expect(await within(active).findByText('64')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Sign-ins, newest first' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('24 November 2026');
    expect(
      screen.getByRole('img', { name: /Sign-ins by day\. 11 sign-ins from 23 November 2026/ }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: /by device/ })).getByRole('row', { name: /Mobile/ }),
    ).toHaveTextContent('45');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Show sign-ins' }),
      'By week (last 13 weeks)',
    );
    await waitFor(() => expect(screen.getByRole('img', { name: /Sign-ins by week/ })).toBeInTheDocument());
    expect(fetchMock).toHaveBeenCalledWith(`${INSIGHTS}/logins?by=week`, expect.anything());
  });
});

describe("the dashboard's sign-ins card", () => {
  it('keeps the trend chart silent to screen readers until its weeks have come, then names it', async () => {
    let sendWeeks: () => void = () => undefined;
    const weeksSent = new Promise<void>((resolve) => (sendWeeks = resolve));
    openAs('/app/dashboard/', {
      [INSIGHTS]: () => json(insights),
      [`${INSIGHTS}/logins`]: async () => {
        await weeksSent;
        return json({ by: 'week', points: [{ start: '2026-11-23', signIns: 11, people: 8 }] });
      },
    });
    const card = await screen.findByRole('region', { name: 'Sign-ins' });
    expect(await within(card).findByText(/64 people signed in/)).toBeInTheDocument();
    // The chart's room is held by a box nobody is told about, so nothing below moves when the chart comes.
    expect(within(card).queryByRole('img')).not.toBeInTheDocument();
    expect(card.querySelector('[aria-hidden="true"] > svg')).toBeInTheDocument();
    sendWeeks();
    expect(await within(card).findByRole('img', { name: /11 sign-ins/ })).toBeInTheDocument();
    expect(card.querySelector('[aria-hidden="true"] > svg')).not.toBeInTheDocument();
  });
});
