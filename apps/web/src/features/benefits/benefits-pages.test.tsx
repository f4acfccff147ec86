import type { BenefitCard, BenefitWithSelectionResponse, EligibleBenefitsResponse } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setAccessToken } from '../../test/session-state.ts';
import { json, stubApi } from '../../test/network.ts';
import { currentLocation, renderApp } from '../../test/render-app.tsx';
import { signedIn } from '../../test/session-fixtures.ts';

const card = (
  id: number,
  name: string,
  groupCode: string,
  extra: Partial<BenefitCard> = {},
): BenefitCard => ({
  id,
  name,
  summary: `${name} in a sentence.`,
  provider: 'Provider Ltd',
  groupCode,
  groupName: groupCode === 'health' ? 'Health' : 'Lifestyle',
  kind: 'flexible',
  kindLabel: 'Paid by you',
  imageUrl: null,
  atAGlance: 'From £9.50 a month',
  approvalRequired: false,
  claimable: false,
  availability: { status: 'open', until: '2026-12-31', reasons: [] },
  selection: null,
  cta: { type: 'get-started', label: 'Get started' },
  ...extra,
});

const list: EligibleBenefitsResponse = {
  schemeYear: {
    year: 2026,
    startsOn: '2026-04-01',
    endsOn: '2027-03-31',
    openWindow: { opensOn: '2026-11-01', closesOn: '2026-12-31', groups: [] },
    nextWindow: null,
  },
  hasEmployeeRecord: true,
  benefits: [
    card(5, 'Dental Insurance', 'health', {
      selection: { selectionId: 's1', status: 'approved', statusLabel: 'Selected' },
      cta: { type: 'manage', label: 'Manage' },
    }),
    card(6, 'Health Cash Plan', 'health'),
    card(1, 'Cycle to Work', 'lifestyle', { kind: 'salary-sacrifice', kindLabel: 'Salary sacrifice' }),
  ],
  later: [],
};
const filters = {
  groups: [
    { code: 'health', name: 'Health', count: 2 },
    { code: 'lifestyle', name: 'Lifestyle', count: 1 },
  ],
  kinds: [{ kind: 'flexible' as const, label: 'Paid by you', count: 2 }],
  mySelections: 1,
};

function open(
  path: string,
  handlers: Record<string, () => Response>,
  session: Parameters<typeof signedIn>[0] = {},
) {
  stubApi(handlers);
  setAccessToken('access-token-1', 900);
  return renderApp(path, { session: signedIn(session) });
}

describe('My benefits', () => {
  it('lists the benefits by group, says until when the window is open, and filters through the URL', async () => {
    const view = open('/app/my-benefits/', {
      '/api/benefits/user/eligible': () => json(list),
      '/api/benefits/filters': () => json(filters),
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Health' })).toBeInTheDocument();
    expect(screen.getByText('Your 2026 benefits window is open until 31 December 2026.')).toBeInTheDocument();
    const dental = screen.getByRole('link', { name: 'Dental Insurance' }).closest('li')!;
    expect(within(dental).getByText('Selected')).toBeInTheDocument();
    expect(within(dental).getByText('From £9.50 a month')).toBeInTheDocument();
    expect(screen.getByText('Showing 3 benefits.')).toHaveAttribute('role', 'status');

    await view.user.selectOptions(
      await screen.findByRole('combobox', { name: 'Benefit group' }),
      'lifestyle',
    );
    expect(currentLocation.search).toBe('?group=lifestyle');
    expect(screen.getByText('Showing 1 benefit.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Health' })).not.toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await view.user.type(screen.getByRole('searchbox', { name: 'Search benefits' }), 'cash');
    expect(currentLocation.search).toBe('?q=cash');
    expect(await screen.findByText('Showing 1 benefit.')).toBeInTheDocument();
  });

  it('starts from the filters in the URL', async () => {
    open('/app/my-benefits/?mine=1', {
      '/api/benefits/user/eligible': () => json(list),
      '/api/benefits/filters': () => json(filters),
    });
    expect(await screen.findByRole('link', { name: 'Dental Insurance' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Health Cash Plan' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Only my selections (1)' })).toBeChecked();
  });

  it('names the groups a window limited to some opens, and shows none that opens nothing for the employee', async () => {
    const limited = {
      ...list,
      schemeYear: {
        ...list.schemeYear,
        openWindow: {
          opensOn: '2026-11-01',
          closesOn: '2026-12-31',
          groups: [
            { code: 'health', name: 'Health' },
            { code: 'protection', name: 'Protection' },
          ],
        },
      },
    };
    const view = open('/app/my-benefits/', {
      '/api/benefits/user/eligible': () => json(limited),
      '/api/benefits/filters': () => json(filters),
    });
    expect(
      await screen.findByText(
        'Your 2026 benefits window is open for Health and Protection benefits until 31 December 2026.',
      ),
    ).toBeInTheDocument();
    view.unmount();

    // A window that gives the employee nothing to choose is not theirs: the server sends the next one instead.
    open('/app/my-benefits/', {
      '/api/benefits/user/eligible': () =>
        json({
          ...list,
          schemeYear: {
            ...list.schemeYear,
            openWindow: null,
            nextWindow: { opensOn: '2027-02-01', closesOn: '2027-02-14' },
          },
        }),
      '/api/benefits/filters': () => json(filters),
    });
    expect(
      await screen.findByText('Your benefits window is closed. The next one opens on 1 February 2027.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/window is open/)).not.toBeInTheDocument();
  });

  it('shows what opens after probation, with the date', async () => {
    open('/app/my-benefits/', {
      '/api/benefits/user/eligible': () =>
        json({
          ...list,
          benefits: [],
          later: [
            {
              id: 5,
              name: 'Dental Insurance',
              summary: 'Cover.',
              groupCode: 'health',
              groupName: 'Health',
              imageUrl: null,
              availableFrom: '2027-02-01',
              reason: 'Available from 1 February 2027, when your probation ends',
            },
          ],
        }),
      '/api/benefits/filters': () => json(filters),
    });
    const later = await screen.findByRole('region', { name: 'Opening for you later' });
    expect(
      within(later).getByText('Available from 1 February 2027, when your probation ends'),
    ).toBeInTheDocument();
  });

  it('tells a user without an HR record why nothing is listed, and an employer where to go meanwhile', async () => {
    const noRecord = { ...list, hasEmployeeRecord: false, benefits: [], later: [] };
    const handlers = {
      '/api/benefits/user/eligible': () => json(noRecord),
      '/api/benefits/filters': () => json({ groups: [], kinds: [], mySelections: 0 }),
    };
    const text = 'Your own benefits appear here once your HR record is uploaded.';
    // An employee: the reason alone, never the empty list's words.
    let view = open('/app/my-benefits/', handlers);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByText('There are no benefits for you to see yet.')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go to Employee data' })).not.toBeInTheDocument();
    view.unmount();

    // A new client's first employer, who may upload: to Employee data.
    view = open('/app/my-benefits/', handlers, { userType: 'employer', permissions: ['uploads', 'reports'] });
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Employee data' })).toHaveAttribute(
      'href',
      '/app/employee-data/',
    );
    view.unmount();

    // An employer who may not upload: to the dashboard.
    open('/app/my-benefits/', handlers, { userType: 'employer', permissions: ['approver'] });
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute(
      'href',
      '/app/dashboard/',
    );
  });

  it('says when the list cannot be loaded, and loads it again on Retry', async () => {
    let calls = 0;
    const view = open('/app/my-benefits/', {
      '/api/benefits/user/eligible': () =>
        ++calls === 1 ? json({ message: 'down' }, { status: 500 }) : json(list),
      '/api/benefits/filters': () => json(filters),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('There was a problem loading your benefits. Please try again.');
    await view.user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Dental Insurance' })).toBeInTheDocument();
  });
});

const detail: BenefitWithSelectionResponse = {
  benefit: {
    ...card(5, 'Dental Insurance', 'health'),
    descriptionHtml: '<p>Check-ups paid in full.</p><img src=x onerror="window.hacked=1">',
    plans: [
      {
        id: 'p1',
        name: 'Single',
        monthlyPrice: 9.5,
        coversLabel: 'Covers you',
        covers: 'you',
        coversOthers: false,
      },
    ],
    editFields: [],
    partnerValueLimits: null,
    medicalQuestionsCount: 0,
    terms: { id: 't1', version: 1, content: '<p>The terms of cover.</p>' },
  },
  selection: null,
};

describe("A benefit's page", () => {
  it('shows the description (sanitised), plans, the call to action and the terms in a side panel', async () => {
    const view = open('/app/my-benefits/5', {
      '/api/benefit/5/with-selection': () => json(detail),
      '/api/benefit/5/related_FAQ': () =>
        json({ faqs: [{ id: 'f1', question: 'How do I claim?', answer: '<p>In the app.</p>' }] }),
      '/api/benefit/5/related_benefits': () => json({ benefits: [] }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dental Insurance' })).toBeInTheDocument();
    expect(await screen.findByText('Check-ups paid in full.')).toBeInTheDocument();
    expect(document.querySelector('img[onerror]')).toBeNull();
    expect(screen.getByRole('row', { name: /Single/ })).toHaveTextContent('£9.50 a month');
    expect(screen.getByRole('link', { name: 'Get started' })).toHaveAttribute(
      'href',
      '/app/my-benefits/5/setup',
    );
    expect(await screen.findByRole('button', { name: 'How do I claim?' })).toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Read the terms (version 1)' }));
    const panel = await screen.findByRole('dialog', { name: 'Benefit terms' });
    expect(await within(panel).findByText('The terms of cover.')).toBeInTheDocument();
  });

  it('explains why a benefit is not available instead of offering it', async () => {
    open('/app/my-benefits/5', {
      '/api/benefit/5/with-selection': () =>
        json({
          ...detail,
          benefit: {
            ...detail.benefit,
            availability: {
              status: 'ineligible',
              until: null,
              reasons: [
                { code: 'probation', text: 'Available from 1 February 2027, when your probation ends' },
              ],
            },
            cta: { type: 'unavailable', label: 'Not available' },
          },
        }),
      '/api/benefit/5/related_FAQ': () => json({ faqs: [] }),
      '/api/benefit/5/related_benefits': () => json({ benefits: [] }),
    });
    expect(
      await screen.findByRole('heading', { name: 'Why this is not available to you' }),
    ).toBeInTheDocument();
    expect(
      screen.getAllByText('Available from 1 February 2027, when your probation ends').length,
    ).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: 'Get started' })).not.toBeInTheDocument();
  });

  it("shows the spec's removed message for a 404 or a malformed id, and its load error otherwise", async () => {
    open('/app/my-benefits/77', {
      '/api/benefit/77/with-selection': () => json({ message: 'Oops!' }, { status: 404 }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Oops! The benefit you are looking for has been removed or relocated.',
    );
  });

  it('shows the load error when the server fails', async () => {
    open('/app/my-benefits/5', {
      '/api/benefit/5/with-selection': () => json({ message: 'down' }, { status: 500 }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There is an issue loading this benefit. Please contact us',
    );
  });

  it('never asks the server about an id that is not a number', async () => {
    const fetched = stubApi({});
    setAccessToken('access-token-1', 900);
    renderApp('/app/my-benefits/abc', { session: signedIn() });
    expect(await screen.findByRole('alert')).toHaveTextContent('removed or relocated');
    expect(fetched.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/benefit/'))).toEqual(
      [],
    );
  });
});
