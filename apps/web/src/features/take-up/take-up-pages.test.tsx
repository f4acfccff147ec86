import type { TakeUpDetail, TakeUpSummary } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setAccessToken } from '../../test/session-state.ts';
import { json, stubApi } from '../../test/network.ts';
import { currentLocation, renderApp } from '../../test/render-app.tsx';
import { loginSetup, signedIn } from '../../test/session-fixtures.ts';

const summary: TakeUpSummary = {
  benefits: [
    {
      benefitId: 2,
      name: 'Pension Salary Exchange',
      eligible: 227,
      selected: 95,
      pending: 0,
      percentage: 41.9,
    },
    { benefitId: 5, name: 'Dental Insurance', eligible: 227, selected: 59, pending: 2, percentage: 26 },
  ],
};
const dental: TakeUpDetail = {
  ...summary.benefits[1]!,
  byStatus: [
    { status: 'approved', count: 62 },
    { status: 'pending', count: 2 },
  ],
  byMonth: [{ month: '2026-04', started: 62 }],
  byAgeBand: [
    { label: 'Under 25', employees: 10, selected: 4 },
    { label: '25 to 34', employees: 56, selected: 14 },
  ],
  byLocation: [{ label: 'Glasgow', employees: 12, selected: 3 }],
};

function openAs(path: string, handlers: Parameters<typeof stubApi>[0], insights = false) {
  const setup = loginSetup({ userType: 'employer' });
  const fetchMock = stubApi({
    '/api/login/setup': () => json({ ...setup, user: { ...setup.user, isInsightsEnabled: insights } }),
    ...handlers,
  });
  setAccessToken('access-token-1', 900);
  return { ...renderApp(path, { session: signedIn({ userType: 'employer' }) }), fetchMock };
}

describe('the benefit take-up page', () => {
  it('shows each benefit as a chart and a table, and opens its summary, then all its figures', async () => {
    const { user } = openAs('/app/dashboard/benefit-takeup', {
      '/api/client/client-demo/benefit-takeup': () => json(summary),
      '/api/client/client-demo/benefit-takeup/5': () => json(dental),
    });
    const table = await screen.findByRole('table', { name: 'Take-up by benefit' });
    expect(within(table).getByRole('row', { name: /Pension Salary Exchange/ })).toHaveTextContent('41.9');
    expect(
      screen.getByRole('img', {
        name: /2 benefits; the highest take-up is Pension Salary Exchange at 41\.9%/,
      }),
    ).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Dental Insurance' }));
    const panel = await screen.findByRole('dialog', { name: 'Benefit take-up' });
    expect(
      await within(panel).findByText('59 of 227 eligible employees have it (26%); 2 waiting for approval.'),
    ).toBeInTheDocument();
    await user.click(within(panel).getByRole('link', { name: 'All figures for Dental Insurance' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dental Insurance take-up' }),
    ).toBeInTheDocument();
    expect(currentLocation.pathname).toBe('/app/dashboard/benefit-takeup/5');
    expect(screen.getByRole('table', { name: 'Selections by status' })).toHaveTextContent(
      'Waiting for approval',
    );
    expect(
      screen.getByRole('table', { name: 'Eligible employees and take-up by location' }),
    ).toHaveTextContent('Glasgow');
  });

  it("says so when the take-up can't be loaded, and when there is none", async () => {
    openAs('/app/dashboard/benefit-takeup', {
      '/api/client/client-demo/benefit-takeup': () => json({ message: 'Down' }, { status: 500 }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There was an error requesting the benefit takeup data',
    );
  });

  it('shows the empty state', async () => {
    openAs('/app/dashboard/benefit-takeup', {
      '/api/client/client-demo/benefit-takeup': () => json({ benefits: [] }),
    });
    expect(await screen.findByText('There is no benefit takeup data yet.')).toBeInTheDocument();
  });

  it('reads the benefit-insights endpoint for an insights-enabled client (spec point 6)', async () => {
    const { fetchMock } = openAs(
      '/app/dashboard/benefit-takeup',
      { '/api/v2/client/client-demo/benefit-insights': () => json(summary) },
      true,
    );
    expect(await screen.findByRole('table', { name: 'Take-up by benefit' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/v2/client/client-demo/benefit-insights', expect.anything());
  });
});
