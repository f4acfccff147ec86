import { BENEFIT_NUMBER_MESSAGES, type ConsoleBenefit, type ConsoleCatalogue } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setAccessToken } from '../../test/session-state.ts';
import { json, stubApi, type Handler } from '../../test/network.ts';
import { renderApp } from '../../test/render-app.tsx';
import { loginSetup, signedIn } from '../../test/session-fixtures.ts';
import consoleCatalogueTexts from '../../i18n/en-GB/console-catalogue.json';

// The console answers only on the platform host; jsdom's page is on localhost.
vi.mock('../../lib/platform-host.ts', () => ({ onPlatformHost: () => true }));

// The area's page is a lazy chunk (the rich text editor with it): loaded once before the first test renders it.
beforeAll(() => import('./pages/catalogue-page.tsx'), 60_000);
// jsdom lays nothing out: ProseMirror measures the selection when the rich text editors are typed in or focused.
beforeAll(() => {
  const emptyList = Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects ??= () => emptyList;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
  document.elementFromPoint ??= () => null;
});

const BASE = '/api/console/clients/demo';
const PLAN_IDS = ['0b7e1c4a-1111-4a1a-8a1a-000000000001', '0b7e1c4a-1111-4a1a-8a1a-000000000002'];
const benefitRow = (id: number, name: string) => ({
  id,
  name,
  groupCode: 'health',
  kind: 'flexible' as const,
  approvalRequired: false,
  retired: false,
});
const catalogue: ConsoleCatalogue = {
  client: { slug: 'demo', name: 'Demo Ltd' },
  schemeYear: 2026,
  groups: [
    { code: 'health', name: 'Health', displayOrder: 1 },
    { code: 'perks', name: 'Perks', displayOrder: 2 },
  ],
  benefits: [
    benefitRow(5, 'Dental Insurance'),
    benefitRow(1, 'Cycle to Work'),
    benefitRow(6, 'Health Cash Plan'),
  ],
};
const dental: ConsoleBenefit = {
  id: 5,
  retired: false,
  document: {
    group: 'health',
    name: 'Dental Insurance',
    provider: 'Smile Dental',
    summary: 'Check-ups and treatment.',
    descriptionHtml: '<p>Teeth.</p>',
    kind: 'flexible',
    rules: {},
    approvalRequired: false,
    claimable: false,
    costRules: {},
    plans: [
      { id: PLAN_IDS[0], name: 'Single', monthlyPricePence: 950, covers: 'you' },
      { id: PLAN_IDS[1], name: 'Family', monthlyPricePence: 2640, covers: 'family' },
    ],
    fields: [],
    medicalQuestions: [],
    faqs: [{ question: 'Which dentists?', answerHtml: '<p>Any.</p>' }],
    terms: { version: 1, contentHtml: '<p>Terms</p>' },
    related: ['Health Cash Plan'],
  },
};

/** The console's catalogue of Demo Ltd with Dental Insurance open in the editor; `save` answers its PUT. */
async function openDental(save: Handler) {
  const fetchMock = stubApi({
    '/api/login/setup': () => json(loginSetup({ userType: 'admin' })),
    [`${BASE}/benefit-templates`]: () => json({ templates: [] }),
    [`${BASE}/benefits`]: () => json(catalogue),
    [`${BASE}/benefits/5`]: (request) => (request.method === 'PUT' ? save(request) : json(dental)),
  });
  setAccessToken('access-token-1', 900);
  const rendered = renderApp('/console/catalogue/demo/', { session: signedIn({ userType: 'admin' }) });
  await rendered.user.click(await screen.findByRole('button', { name: 'Edit Dental Insurance' }));
  const editor = await screen.findByRole('region', { name: 'Edit Dental Insurance' });
  await within(editor).findByRole('button', { name: 'Save the benefit' });
  const sent = () => {
    const [put] = fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');
    return JSON.parse(String(put![1]!.body)) as Record<string, unknown>;
  };
  return { ...rendered, editor, sent, fetchMock };
}

const refusal = (errors: { field: string; message: string }[]) => () =>
  json({ message: 'The request is not valid', errors }, { status: 400 });

describe('the benefit form', () => {
  it('edits every part of the document: group, kind, rules, costs, limits, plans, questions, FAQs, related', async () => {
    const { user, editor, sent } = await openDental(() => json(dental));
    await user.selectOptions(within(editor).getByRole('combobox', { name: 'Group' }), 'Perks (perks)');
    await user.selectOptions(within(editor).getByRole('combobox', { name: 'Kind' }), 'Employer paid');
    await user.type(within(editor).getByRole('textbox', { name: 'Headline' }), 'Smiles for all');

    const who = within(editor).getByRole('group', { name: 'Who may have it' });
    await user.type(within(who).getByRole('textbox', { name: 'Minimum age' }), '18');
    await user.click(within(who).getByRole('checkbox', { name: 'Permanent' }));
    await user.click(within(who).getByRole('checkbox', { name: 'Open during probation' }));

    const costs = within(editor).getByRole('group', { name: 'Cost rules' });
    await user.type(within(costs).getByRole('textbox', { name: 'Free cover limit in pounds' }), '500000');
    await user.selectOptions(within(costs).getByRole('combobox', { name: 'Relief' }), 'None');

    const limits = within(editor).getByRole('group', { name: 'Partner value limits' });
    await user.type(within(limits).getByRole('textbox', { name: 'Minimum' }), '100');
    await user.type(within(limits).getByRole('textbox', { name: 'Maximum' }), '3000');

    const plans = within(editor).getByRole('group', { name: 'Plans' });
    await user.click(within(plans).getByRole('button', { name: 'Add a plan' }));
    const added = within(plans).getByRole('group', { name: 'Plan 3: (no name yet)' });
    expect(within(added).getByRole('textbox', { name: 'Plan name' })).toHaveFocus();
    await user.type(within(added).getByRole('textbox', { name: 'Plan name' }), 'Family plus');
    await user.type(within(added).getByRole('textbox', { name: 'Monthly price in pence' }), '3100');
    await user.selectOptions(within(added).getByRole('combobox', { name: 'Whom it covers' }), 'Your family');

    const questions = within(editor).getByRole('group', { name: 'Medical questions' });
    await user.click(within(questions).getByRole('button', { name: 'Add a medical question' }));
    const question = within(questions).getByRole('textbox', { name: 'Question' });
    expect(question).toHaveFocus();
    await user.type(question, 'Any treatment planned?');
    await user.type(within(questions).getByRole('textbox', { name: 'Asked above this amount' }), '1000');

    const faqs = within(editor).getByRole('group', { name: 'FAQs' });
    await user.click(within(faqs).getByRole('button', { name: 'Remove FAQ 1: Which dentists?' }));
    expect(within(faqs).getByRole('button', { name: 'Add a FAQ' })).toHaveFocus();

    const related = within(editor).getByRole('group', { name: 'Related benefits' });
    expect(within(related).queryByRole('checkbox', { name: 'Dental Insurance' })).toBeNull();
    await user.click(within(related).getByRole('checkbox', { name: 'Cycle to Work' }));

    await user.click(within(editor).getByRole('button', { name: 'Save the benefit' }));
    expect(await within(editor).findByRole('status')).toHaveTextContent('Dental Insurance was saved.');
    const body = sent();
    expect(body).toEqual({
      ...dental.document,
      group: 'perks',
      kind: 'employer-paid',
      headline: 'Smiles for all',
      rules: { minimumAge: 18, contractTypes: ['permanent'], duringProbation: true },
      costRules: { freeCoverLimitPounds: 500000, relief: 'none' },
      partnerValueLimits: { minimum: 100, maximum: 3000 },
      plans: [
        ...dental.document.plans,
        {
          id: expect.stringMatching(/^[0-9a-f-]{36}$/),
          name: 'Family plus',
          monthlyPricePence: 3100,
          covers: 'family',
        },
      ],
      medicalQuestions: [{ question: 'Any treatment planned?', appliesAbove: 1000 }],
      faqs: [],
      related: ['Health Cash Plan', 'Cycle to Work'],
    });
  });

  it("removes a stored plan on save: the server's refusal (a selection names it) is said by its Keep button", async () => {
    const message = 'The plan "Family" cannot be removed: employees\' selections name it';
    const { user, editor, sent } = await openDental(refusal([{ field: 'body.plans', message }]));
    const plans = within(editor).getByRole('group', { name: 'Plans' });
    await user.click(within(plans).getByRole('button', { name: 'Remove plan 2: Family' }));
    const keep = within(plans).getByRole('button', { name: 'Keep plan Family' });
    expect(keep).toHaveFocus();
    expect(within(plans).getByText('Family is removed when you save.')).toBeInTheDocument();
    await user.click(within(editor).getByRole('button', { name: 'Save the benefit' }));
    expect(await within(editor).findByRole('alert')).toHaveTextContent('There is a problem');
    expect(sent().plans).toEqual([dental.document.plans[0]]);
    expect(keep).toHaveFocus();
    expect(keep).toHaveAccessibleDescription(message);
    // Kept again, the plan is back in its place.
    await user.click(keep);
    expect(within(plans).getByRole('group', { name: 'Plan 2: Family' })).toBeInTheDocument();
  });

  it('shows each refusal by its field, focusing the first: the kind, then an added FAQ without an answer', async () => {
    const kindMessage =
      "The kind cannot change: employees' selections of this benefit were made and priced as this kind";
    const { user, editor } = await openDental(
      refusal([
        { field: 'body.faqs.1.answerHtml', message: 'Fill this in' },
        { field: 'body.kind', message: kindMessage },
      ]),
    );
    const faqs = within(editor).getByRole('group', { name: 'FAQs' });
    await user.click(within(faqs).getByRole('button', { name: 'Add a FAQ' }));
    const second = within(faqs).getByRole('group', { name: 'FAQ 2' });
    // The new item's first field takes the focus.
    expect(within(second).getByRole('textbox', { name: 'Question' })).toHaveFocus();
    await user.type(within(second).getByRole('textbox', { name: 'Question' }), 'Is orthodontics covered?');
    expect(
      within(faqs).getByRole('button', { name: 'Remove FAQ 2: Is orthodontics covered?' }),
    ).toBeInTheDocument();
    const kind = within(editor).getByRole('combobox', { name: 'Kind' });
    await user.selectOptions(kind, 'Voucher');
    await user.click(within(editor).getByRole('button', { name: 'Save the benefit' }));
    expect(await within(editor).findByRole('alert')).toHaveTextContent(
      'There is a problem: check the fields below.',
    );
    expect(kind).toHaveFocus();
    expect(kind).toHaveAccessibleDescription(new RegExp(kindMessage.slice(0, 30)));
    expect(within(second).getByRole('textbox', { name: 'Answer' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('edits the description as rich text, with its toolbar, and sends it unchanged when it was not edited', async () => {
    const { user, editor, sent } = await openDental(() => json(dental));
    const description = within(editor).getByRole('textbox', { name: 'Description' });
    expect(description).toHaveAttribute('aria-multiline', 'true');
    expect(description).toHaveAccessibleDescription(/Anything unsafe is removed when it is saved/);
    expect(description).toHaveTextContent('Teeth.');
    const toolbar = within(editor).getByRole('toolbar', { name: /Description/ });
    expect(within(toolbar).getByRole('button', { name: 'Bold' })).toBeInTheDocument();
    // Saved unchanged, the description is sent as it was read: the editor rewrites nothing by itself.
    await user.click(within(editor).getByRole('button', { name: 'Save the benefit' }));
    expect(await within(editor).findByRole('status')).toHaveTextContent('Dental Insurance was saved.');
    expect(sent().descriptionHtml).toBe('<p>Teeth.</p>');
  });

  it('says by the field, in our words, a number typed so that it does not read as one, and sends nothing', async () => {
    const { user, editor, fetchMock } = await openDental(() => json(dental));
    const plans = within(editor).getByRole('group', { name: 'Plans' });
    const price = within(within(plans).getByRole('group', { name: 'Plan 1: Single' })).getByRole('textbox', {
      name: 'Monthly price in pence',
    });
    await user.clear(price);
    await user.type(price, '£9.50');
    const costs = within(editor).getByRole('group', { name: 'Cost rules' });
    const months = within(costs).getByRole('textbox', { name: /months/i });
    await user.type(months, 'twelve');
    await user.click(within(editor).getByRole('button', { name: 'Save the benefit' }));

    expect(await within(editor).findByRole('alert')).toHaveTextContent(
      'There is a problem: check the fields below.',
    );
    expect(months).toHaveAccessibleDescription(/Enter a whole number of months from 1 to 120/);
    expect(months).toHaveFocus();
    expect(price).toHaveAccessibleDescription(
      /Enter a price in whole pence from 0 to 10,000,000 \(950 is £9.50\)/,
    );
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it("shows the server's refusal of a number out of range by its field", async () => {
    const message = 'Enter a percentage from 0 to 100, like 5 or 7.5';
    const { user, editor, sent } = await openDental(
      refusal([{ field: 'body.costRules.employerContributionPercent', message }]),
    );
    const costs = within(editor).getByRole('group', { name: 'Cost rules' });
    const percent = within(costs).getByRole('textbox', { name: /employer contribution/i });
    await user.type(percent, '150');
    await user.click(within(editor).getByRole('button', { name: 'Save the benefit' }));
    expect(await within(editor).findByRole('alert')).toHaveTextContent('There is a problem');
    expect(sent().costRules).toEqual({ employerContributionPercent: 150 });
    expect(percent).toHaveFocus();
    expect(percent).toHaveAccessibleDescription(new RegExp(message));
  });
});

describe("the benefit form's number messages", () => {
  it('are the words the server refuses the same numbers with', () => {
    expect(consoleCatalogueTexts.consoleCatalogue.numbers).toEqual(BENEFIT_NUMBER_MESSAGES);
  });
});
