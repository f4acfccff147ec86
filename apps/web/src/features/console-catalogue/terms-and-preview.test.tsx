import type {
  ConsoleBenefit,
  ConsoleBenefitPreview,
  ConsoleBenefitTerms,
  CostsResponse,
} from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setAccessToken } from '../../test/session-state.ts';
import { json, stubApi, type Handler } from '../../test/network.ts';
import { renderApp } from '../../test/render-app.tsx';
import { loginSetup, signedIn } from '../../test/session-fixtures.ts';

// The console answers only on the platform host; jsdom's page is on localhost.
vi.mock('../../lib/platform-host.ts', () => ({ onPlatformHost: () => true }));

// The area's page is a lazy chunk (the rich text editor with it): loaded once before the first test renders it.
beforeAll(() => import('./pages/catalogue-page.tsx'), 60_000);
// jsdom lays nothing out: ProseMirror measures the selection when a refusal focuses the editor.
beforeAll(() => {
  const emptyList = Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects ??= () => emptyList;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
});

const BASE = '/api/console/clients/northwind';
const MORGAN = 'a5e40000-0000-4000-8000-000000000007';
const ride = {
  id: 24,
  name: 'Ride to Work',
  groupCode: 'lifestyle',
  kind: 'salary-sacrifice' as const,
  approvalRequired: true,
  retired: false,
};
const field = {
  name: 'hireValue',
  label: 'Total hire value',
  unit: 'pounds' as const,
  minimum: 200,
  maximum: 3000,
  stepSize: 1,
};
const rideDocument: ConsoleBenefit = {
  id: 24,
  retired: false,
  document: {
    group: 'lifestyle',
    name: 'Ride to Work',
    provider: 'Pedal Partners',
    summary: 'A bike and kit through salary sacrifice.',
    descriptionHtml: '<p>Ride.</p>',
    kind: 'salary-sacrifice',
    rules: {},
    approvalRequired: true,
    claimable: false,
    costRules: { spreadOverMonths: 12 },
    plans: [],
    fields: [field],
    medicalQuestions: [],
    faqs: [],
    terms: { version: 2, contentHtml: '<p>Current terms</p>' },
    related: [],
  },
};
const terms = (version: number): ConsoleBenefitTerms => ({
  benefitId: 24,
  name: 'Ride to Work',
  current: {
    version,
    publishedAt: '2026-11-25T10:00:00.000Z',
    contentHtml: `<p>Terms of version ${version}</p>`,
  },
  earlier: Array.from({ length: version - 1 }, (_, index) => ({
    version: version - 1 - index,
    publishedAt: '2026-04-01T09:00:00.000Z',
    contentHtml: `<p>Terms of version ${version - 1 - index}</p>`,
  })),
});
const preview: ConsoleBenefitPreview = {
  employee: { id: MORGAN, name: 'Morgan Blake', email: 'employee@northwind.test', userType: 'employee' },
  benefit: {
    id: 24,
    name: 'Ride to Work',
    summary: 'A bike and kit through salary sacrifice.',
    provider: 'Pedal Partners',
    groupCode: 'lifestyle',
    groupName: 'Lifestyle',
    kind: 'salary-sacrifice',
    kindLabel: 'Salary sacrifice',
    imageUrl: null,
    atAGlance: '£200 to £3,000',
    approvalRequired: true,
    claimable: false,
    availability: {
      status: 'not-now',
      until: null,
      reasons: [{ code: 'no-window', text: 'You can choose this in the next enrolment window' }],
    },
    selection: null,
    cta: { type: 'unavailable', label: 'Unavailable' },
    descriptionHtml: '<p>Ride.</p>',
    plans: [],
    editFields: [{ ...field, validationMessage: 'Between £200 and £3,000' }],
    partnerValueLimits: null,
    medicalQuestionsCount: 0,
    terms: { id: 't', version: 2, content: '<p>Current terms</p>' },
  },
  selection: null,
};
const figures = (gross: number) => ({
  gross,
  taxSaving: gross * 0.2,
  niSaving: gross * 0.08,
  net: gross * 0.72,
  employerContribution: 0,
  employerNiSaving: 0,
});
const costs = (gross: number): CostsResponse => ({
  monthly: figures(gross),
  yearly: figures(gross * 12),
  taxBand: 'basic',
  limits: { partnerValueLimits: null, minimumWage: null, freeCover: null, voucherExemptionMonthly: null },
});

function open(handlers: Record<string, Handler>) {
  const fetchMock = stubApi({
    '/api/login/setup': () => json(loginSetup({ userType: 'admin' })),
    [`${BASE}/benefit-templates`]: () => json({ templates: [] }),
    [`${BASE}/benefits`]: () =>
      json({
        client: { slug: 'northwind', name: 'Northwind Traders' },
        schemeYear: 2026,
        groups: [{ code: 'lifestyle', name: 'Lifestyle', displayOrder: 5 }],
        benefits: [ride],
      }),
    [`${BASE}/benefits/24`]: () => json(rideDocument),
    ...handlers,
  });
  setAccessToken('access-token-1', 900);
  return {
    ...renderApp('/console/catalogue/northwind/', { session: signedIn({ userType: 'admin' }) }),
    fetchMock,
  };
}

const sent = (fetchMock: ReturnType<typeof stubApi>, path: string) =>
  fetchMock.mock.calls
    .filter(([input, init]) => String(input).includes(path) && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init!.body)));

describe("a benefit's terms in the catalogue editor", () => {
  it('shows the current version and the earlier ones; publishing asks for a reason and a confirmation first', async () => {
    let version = 2;
    let posts = 0;
    const { user, fetchMock } = open({
      [`${BASE}/benefits/24/terms`]: (request) => {
        if (request.method !== 'POST') return json(terms(version));
        posts += 1;
        if (posts === 1) {
          const message = 'The new version must differ from the current terms';
          return json({ message, errors: [{ field: 'body.contentHtml', message }] }, { status: 400 });
        }
        version = 3;
        return json(terms(3));
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Ride to Work' }));
    const section = await screen.findByRole('region', { name: 'Terms' });
    expect(await within(section).findByText('Version 2, published 25 November 2026')).toBeInTheDocument();
    expect(within(section).getByText('Version 1, published 1 April 2026')).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Publish a new version' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish new terms for Ride to Work' });
    const text = within(dialog).getByRole('textbox', { name: 'Text of the new version' });
    expect(text).toHaveTextContent('Terms of version 2');
    const publish = within(dialog).getByRole('button', { name: 'Publish version 3' });
    await user.click(publish);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The terms were not published');
    const reason = within(dialog).getByRole('textbox', { name: 'Reason' });
    expect(reason).toHaveAccessibleDescription(/Please give a reason/);
    expect(reason).toHaveFocus();
    const confirm = within(dialog).getByRole('checkbox', { name: /employees will be shown the new terms/ });
    expect(confirm).toHaveAccessibleDescription('Please confirm that employees will be shown the new terms');
    expect(sent(fetchMock, '/terms')).toEqual([]);

    // The server refuses the text by its field: said by the editor, with focus there.
    await user.type(reason, 'Longer hire period');
    await user.click(confirm);
    await user.click(publish);
    await waitFor(() => expect(text).toHaveAccessibleDescription(/must differ from the current terms/));
    expect(text).toHaveFocus();
    expect(sent(fetchMock, '/terms')).toEqual([
      { basedOn: 2, contentHtml: '<p>Terms of version 2</p>', reason: 'Longer hire period' },
    ]);

    await user.click(publish);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(section).getByRole('status')).toHaveTextContent(
      'Version 3 of the terms of Ride to Work was published.',
    );
    expect(await within(section).findByText('Version 3, published 25 November 2026')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Publish a new version' })).toHaveFocus();
  });
});

describe('the preview as an employee sees it', () => {
  const people = { candidates: [preview.employee] };

  it('says when the client has no people yet', async () => {
    const { user } = open({ [`${BASE}/masquerade/candidates`]: () => json({ candidates: [] }) });
    await user.click(await screen.findByRole('button', { name: 'Edit Ride to Work' }));
    const section = await screen.findByRole('region', { name: 'As an employee sees it' });
    expect(await within(section).findByText('This client has no employees yet.')).toBeInTheDocument();
  });

  it("shows the card as the person's catalogue does, prices a value as it changes and says a bad one by its field", async () => {
    const slow = 1200;
    const { user, fetchMock } = open({
      [`${BASE}/masquerade/candidates`]: () => json(people),
      [`${BASE}/benefits/24/preview/${MORGAN}`]: () => json(preview),
      [`${BASE}/benefits/24/preview/${MORGAN}/costs`]: async (request) => {
        const { values } = (await request.json()) as { values: { hireValue: number } };
        if (values.hireValue < 200) {
          const message = 'Please enter a value between £200 and £3,000';
          return json(
            { message: 'Please correct the errors', errors: [{ field: 'values.hireValue', message }] },
            { status: 400 },
          );
        }
        // The first value's answer comes last: it must not replace the later value's.
        if (values.hireValue === slow) await new Promise((resolve) => setTimeout(resolve, 600));
        return json(costs(values.hireValue / 12));
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Ride to Work' }));
    const section = await screen.findByRole('region', { name: 'As an employee sees it' });
    await user.click(await within(section).findByRole('radio', { name: /Morgan Blake/ }));
    expect(await within(section).findByRole('heading', { name: 'Morgan Blake sees' })).toBeInTheDocument();
    expect(within(section).getByText('They cannot choose it now:')).toBeInTheDocument();
    expect(within(section).getByText('You can choose this in the next enrolment window')).toBeInTheDocument();
    expect(within(section).getByText('Terms version 2')).toBeInTheDocument();

    const value = within(section).getByRole('textbox', { name: 'Total hire value' });
    expect(value).toHaveAccessibleDescription('£200 to £3,000');
    await user.type(value, 'lots');
    expect(value).toHaveAccessibleDescription(/Enter a number/);

    await user.clear(value);
    await user.type(value, String(slow));
    await waitFor(() => expect(sent(fetchMock, '/costs')).toHaveLength(1));
    await user.clear(value);
    await user.type(value, '2400');
    const table = await within(section).findByRole('table', {
      name: 'Costs of Ride to Work for Morgan Blake',
    });
    expect(within(table).getByRole('row', { name: /Cost before savings/ })).toHaveTextContent('£200.00');
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(within(table).getByRole('row', { name: /Cost to them/ })).toHaveTextContent('£144.00');
    expect(sent(fetchMock, '/costs')).toEqual([
      { planId: null, values: { hireValue: 1200 } },
      { planId: null, values: { hireValue: 2400 } },
    ]);

    await user.clear(value);
    await user.type(value, '50');
    await waitFor(() => expect(value).toHaveAccessibleDescription(/between £200 and £3,000/));
  });
});
