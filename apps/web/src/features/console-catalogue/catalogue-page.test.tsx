import type { ConsoleBenefit, ConsoleCatalogue } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setAccessToken } from '../../test/session-state.ts';
import { json, stubApi, type Handler } from '../../test/network.ts';
import { renderApp } from '../../test/render-app.tsx';
import { loginSetup, signedIn } from '../../test/session-fixtures.ts';

// The console answers only on the platform host; jsdom's page is on localhost.
vi.mock('../../lib/platform-host.ts', () => ({ onPlatformHost: () => true }));

const BASE = '/api/console/clients/demo';
const catalogue = (benefits: ConsoleCatalogue['benefits'], schemeYear: number | null = 2026) => ({
  client: { slug: 'demo', name: 'Demo Ltd' },
  schemeYear,
  groups: [{ code: 'lifestyle', name: 'Lifestyle', displayOrder: 1 }],
  benefits,
});
const cycle = {
  id: 1,
  name: 'Cycle to Work',
  groupCode: 'lifestyle',
  kind: 'salary-sacrifice' as const,
  approvalRequired: true,
  retired: false,
};
const gym = {
  ...cycle,
  id: 12,
  name: 'Gym Discounts',
  kind: 'discount' as const,
  approvalRequired: false,
  retired: true,
};
const cycleDocument: ConsoleBenefit = {
  id: 1,
  retired: false,
  document: {
    group: 'lifestyle',
    name: 'Cycle to Work',
    provider: 'Green Commute Cycles',
    summary: 'Hire a bike.',
    descriptionHtml: '<p>Ride.</p>',
    kind: 'salary-sacrifice',
    rules: {},
    approvalRequired: true,
    claimable: false,
    costRules: { spreadOverMonths: 12 },
    plans: [],
    fields: [
      {
        name: 'hireValue',
        label: 'Total hire value',
        unit: 'pounds',
        minimum: 100,
        maximum: 5000,
        stepSize: 1,
      },
    ],
    medicalQuestions: [],
    faqs: [],
    terms: { version: 1, contentHtml: '<p>Terms</p>' },
    related: [],
  },
};

function open(handlers: Record<string, Handler>) {
  const fetchMock = stubApi({
    '/api/login/setup': () => json(loginSetup({ userType: 'admin' })),
    [`${BASE}/benefit-templates`]: () => json({ templates: [] }),
    // The editor's terms and preview sections (terms-and-preview.test.tsx tests them).
    [`${BASE}/benefits/1/terms`]: () =>
      json({ benefitId: 1, name: 'Cycle to Work', current: null, earlier: [] }),
    [`${BASE}/masquerade/candidates`]: () => json({ candidates: [] }),
    ...handlers,
  });
  setAccessToken('access-token-1', 900);
  return {
    ...renderApp('/console/catalogue/demo/', { session: signedIn({ userType: 'admin' }) }),
    fetchMock,
  };
}

describe('the Benefits catalogue area', () => {
  it("lists the client's benefits: a retired one can no longer be edited or retired", async () => {
    open({ [`${BASE}/benefits`]: () => json(catalogue([cycle, gym])) });
    const table = await screen.findByRole('table', { name: 'Benefits of Demo Ltd' });
    const cycleRow = within(table).getByRole('row', { name: /Cycle to Work/ });
    expect(cycleRow).toHaveTextContent('Salary sacrifice');
    expect(cycleRow).toHaveTextContent('Current');
    expect(within(cycleRow).getByRole('button', { name: 'Edit Cycle to Work' })).toBeInTheDocument();
    const gymRow = within(table).getByRole('row', { name: /Gym Discounts/ });
    expect(gymRow).toHaveTextContent('Retired');
    expect(within(gymRow).queryByRole('button')).toBeNull();
    expect(screen.getByText('Scheme year 2026')).toBeInTheDocument();
  });

  it('says when the client has no benefits yet', async () => {
    open({ [`${BASE}/benefits`]: () => json(catalogue([])) });
    expect(await screen.findByText('This client has no benefits yet.')).toBeInTheDocument();
  });

  it('says when the client has no current scheme year', async () => {
    open({ [`${BASE}/benefits`]: () => json(catalogue([], null)) });
    expect(await screen.findByText(/Demo Ltd has no current scheme year yet/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add the benefit' })).toBeNull();
  });

  it('offers Retry when the catalogue cannot be loaded', async () => {
    let calls = 0;
    const { user } = open({
      [`${BASE}/benefits`]: () =>
        ++calls === 1 ? json({ message: 'Broken' }, { status: 500 }) : json(catalogue([])),
    });
    expect(await screen.findByText('The catalogue could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('This client has no benefits yet.')).toBeInTheDocument();
  });

  it("sends the edited document and shows the server's refusal by the field, with focus there", async () => {
    const { user, fetchMock } = open({
      [`${BASE}/benefits`]: () => json(catalogue([cycle])),
      [`${BASE}/benefits/1`]: (request) =>
        request.method === 'PUT'
          ? json(
              {
                message: 'The request is not valid',
                errors: [
                  { field: 'body.fields.0.maximum', message: 'The maximum must not be below the minimum' },
                ],
              },
              { status: 400 },
            )
          : json(cycleDocument),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Cycle to Work' }));
    expect(await screen.findByRole('heading', { name: 'Edit Cycle to Work' })).toHaveFocus();
    const amount = screen.getByRole('group', { name: 'Amount: Total hire value' });
    const maximum = within(amount).getByRole('textbox', { name: 'Maximum' });
    await user.clear(maximum);
    await user.type(maximum, '50');
    await user.click(screen.getByRole('button', { name: 'Save the benefit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('There is a problem: check the fields below.');
    expect(maximum).toHaveAccessibleDescription(/The maximum must not be below the minimum/);
    expect(maximum).toHaveFocus();
    const [put] = fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put![1]!.body))).toEqual({
      ...cycleDocument.document,
      fields: [{ ...cycleDocument.document.fields[0], maximum: 50 }],
    });
  });
});
