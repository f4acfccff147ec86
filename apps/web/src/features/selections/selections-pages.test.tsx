import type { BenefitDetail, BenefitSelectionResponse, CostsResponse, Selection } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { TERMS_CHANGED_MESSAGE } from '@portal/contracts/selection-messages';
import { describe, expect, it } from 'vitest';
import { setAccessToken } from '../../test/session-state.ts';
import { json, stubApi } from '../../test/network.ts';
import { currentLocation, renderApp } from '../../test/render-app.tsx';
import { signedIn } from '../../test/session-fixtures.ts';

const benefit: BenefitDetail = {
  id: 1,
  name: 'Cycle to Work',
  summary: 'A bike through salary sacrifice.',
  provider: 'Green Commute Cycles',
  groupCode: 'lifestyle',
  groupName: 'Lifestyle',
  kind: 'salary-sacrifice',
  kindLabel: 'Salary sacrifice',
  imageUrl: null,
  atAGlance: '£100 to £5,000',
  approvalRequired: true,
  claimable: false,
  availability: { status: 'open', until: '2026-12-31', reasons: [] },
  selection: null,
  cta: { type: 'get-started', label: 'Get started' },
  descriptionHtml: '<p>Bikes.</p>',
  plans: [],
  editFields: [
    {
      name: 'hireValue',
      label: 'Total hire value',
      unit: 'pounds',
      minimum: 100,
      maximum: 5000,
      stepSize: 1,
      validationMessage: 'Please enter a value between {min} and {max}',
    },
  ],
  partnerValueLimits: { minimum: 100, maximum: 5000 },
  medicalQuestionsCount: 0,
  terms: { id: 't1', version: 1, content: '<p>Terms.</p>' },
};
const draft: Selection = {
  selectionId: 'c0ffee00-0000-4000-8000-000000000001',
  status: 'temporary',
  statusLabel: 'Not submitted',
  temporarySelection: true,
  planDetails: null,
  values: [{ name: 'hireValue', label: 'Total hire value', value: 900, text: '£900' }],
  startDate: null,
  endDate: null,
  benefitId: 1,
  version: 1,
  revision: 3,
  rawValues: { hireValue: 900 },
  peopleCovered: [],
  costsSummaryForMonthlyCostSection: null,
  cta: { type: 'continue', label: 'Continue' },
  fieldStatus: 'editable',
  editableUntil: '2026-12-31',
  changeNote: null,
  optOutEndsOn: null,
  acceptedTermsVersion: null,
  submittedAt: null,
  reason: null,
  pendingReason: null,
};
const selectionAnswer = (selection: Selection | null): BenefitSelectionResponse => ({
  selection,
  inForce: null,
  history: [],
  coverable: [],
  medicalQuestions: [],
  claims: [],
});
const costs = (net: number): CostsResponse => ({
  monthly: { gross: 100, taxSaving: 20, niSaving: 8, net, employerContribution: 0, employerNiSaving: 15 },
  yearly: {
    gross: 1200,
    taxSaving: 240,
    niSaving: 96,
    net: net * 12,
    employerContribution: 0,
    employerNiSaving: 180,
  },
  taxBand: 'basic',
  limits: {
    partnerValueLimits: { minimum: 100, maximum: 5000 },
    minimumWage: null,
    freeCover: null,
    voucherExemptionMonthly: null,
  },
});

function open(path: string, handlers: Parameters<typeof stubApi>[0]) {
  const fetchMock = stubApi(handlers);
  setAccessToken('access-token-1', 900);
  return { ...renderApp(path, { session: signedIn() }), fetchMock };
}

describe('the set-up wizard', () => {
  it('comes back to the saved values, prices the latest ones and saves them with the revision it read', async () => {
    const patches: unknown[] = [];
    const view = open('/app/my-benefits/1/setup/amounts', {
      '/api/benefit/1/with-selection': () => json({ benefit, selection: null }),
      '/api/benefit/1/selection': () => json(selectionAnswer(draft)),
      '/api/selections/costs': async (request) => {
        const body = (await request.json()) as { values: { hireValue: number } };
        return json(costs(body.values.hireValue === 1200 ? 72 : 54));
      },
      [`/api/selection/${draft.selectionId}`]: async (request) => {
        patches.push(await request.json());
        return json({ selection: { ...draft, revision: 4, rawValues: { hireValue: 1200 } }, result: null });
      },
    });
    const field = await screen.findByRole('textbox', { name: 'Total hire value' });
    expect(field).toHaveValue('900');
    await view.user.clear(field);
    await view.user.type(field, '1200');
    const table = await screen.findByRole('table', { name: 'Your costs for Cycle to Work' });
    await waitFor(() =>
      expect(within(table).getByRole('row', { name: /Cost to you/ })).toHaveTextContent('£72.00'),
    );

    await view.user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(currentLocation.pathname).toBe('/app/my-benefits/1/setup/review'));
    expect(patches).toEqual([
      { planId: null, values: { hireValue: 1200 }, peopleCovered: [], medicalAnswers: [], revision: 3 },
    ]);
  });

  it('sends the terms version it showed; new terms published meanwhile are shown, to be accepted again', async () => {
    const patches: Record<string, unknown>[] = [];
    let terms = benefit.terms!;
    const view = open('/app/my-benefits/1/setup/review', {
      '/api/benefit/1/with-selection': () => json({ benefit: { ...benefit, terms }, selection: null }),
      '/api/benefit/1/selection': () => json(selectionAnswer(draft)),
      '/api/selections/costs': () => json(costs(54)),
      [`/api/selection/${draft.selectionId}`]: async (request) => {
        patches.push((await request.json()) as Record<string, unknown>);
        terms = { id: 't2', version: 2, content: '<p>New terms.</p>' };
        const message = TERMS_CHANGED_MESSAGE;
        return json(
          {
            message: 'Please correct the errors highlighted below',
            errors: [{ field: 'accepted_terms', message }],
          },
          { status: 400 },
        );
      },
    });
    const accept = await screen.findByRole('checkbox', { name: 'I have read the terms and conditions' });
    await view.user.click(accept);
    await view.user.click(screen.getByRole('button', { name: 'Submit my choice' }));
    expect(await screen.findByText(TERMS_CHANGED_MESSAGE)).toBeInTheDocument();
    expect(patches[0]).toMatchObject({ submit: true, accepted_terms: true, accepted_terms_version: 1 });
    expect(await screen.findByRole('button', { name: 'Read the terms (version 2)' })).toBeInTheDocument();
    expect(accept).not.toBeChecked();
  });

  it('says a value is out of range without saving, and keeps what was typed when the selection changed elsewhere', async () => {
    let saves = 0;
    const view = open('/app/my-benefits/1/setup/amounts', {
      '/api/benefit/1/with-selection': () => json({ benefit, selection: null }),
      '/api/benefit/1/selection': () => json(selectionAnswer(draft)),
      '/api/selections/costs': () => json(costs(54)),
      [`/api/selection/${draft.selectionId}`]: () => {
        saves += 1;
        return json({ message: 'This selection has changed since you opened it.' }, { status: 409 });
      },
    });
    const field = await screen.findByRole('textbox', { name: 'Total hire value' });
    await view.user.clear(field);
    await view.user.type(field, '6000');
    await view.user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Please enter a value between 100 and 5000')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      /^Please review the page, some details are incorrect or missing\.$/,
    );
    expect(saves).toBe(0);

    await view.user.clear(field);
    await view.user.type(field, '1500');
    await view.user.click(screen.getByRole('button', { name: 'Save and continue' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This selection has changed since you opened it.');
    expect(screen.getByRole('textbox', { name: 'Total hire value' })).toHaveValue('1500');
    expect(currentLocation.pathname).toBe('/app/my-benefits/1/setup/amounts');
  });

  it('keeps what was typed while the portal is briefly unavailable, and saves it once the portal answers again', async () => {
    const patches: unknown[] = [];
    const view = open('/app/my-benefits/1/setup/amounts', {
      '/api/benefit/1/with-selection': () => json({ benefit, selection: null }),
      '/api/benefit/1/selection': () => json(selectionAnswer(draft)),
      '/api/selections/costs': () => json(costs(54)),
      [`/api/selection/${draft.selectionId}`]: async (request) => {
        patches.push(await request.json());
        // The first try finds the database restarting; Retry-After 0 so the test needs no clock.
        return patches.length === 1
          ? json(
              { message: 'The portal is briefly unavailable, please try again in a moment.' },
              { status: 503, headers: { 'Retry-After': '0' } },
            )
          : json({ selection: { ...draft, revision: 4, rawValues: { hireValue: 1500 } }, result: null });
      },
    });
    const field = await screen.findByRole('textbox', { name: 'Total hire value' });
    await view.user.clear(field);
    await view.user.type(field, '1500');
    await view.user.click(screen.getByRole('button', { name: 'Save and continue' }));

    await waitFor(() => expect(currentLocation.pathname).toBe('/app/my-benefits/1/setup/review'));
    const typed = {
      planId: null,
      values: { hireValue: 1500 },
      peopleCovered: [],
      medicalAnswers: [],
      revision: 3,
    };
    expect(patches).toEqual([typed, typed]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says the connection failed in the spec’s words', async () => {
    const view = open('/app/my-benefits/1/setup/eligibility', {
      '/api/benefit/1/with-selection': () => json({ benefit, selection: null }),
      '/api/benefit/1/selection': (request) =>
        request.method === 'POST'
          ? Promise.reject(new TypeError('Failed to fetch'))
          : json(selectionAnswer(null)),
    });
    await view.user.click(await screen.findByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('There was an error connecting to the server');
    expect(currentLocation.pathname).toBe('/app/my-benefits/1/setup/eligibility');
  });
});

describe('the manage page', () => {
  it('spells out what opting out means, then opts out with the reason', async () => {
    const approved: Selection = {
      ...draft,
      status: 'approved',
      statusLabel: 'Selected',
      temporarySelection: false,
      startDate: '2026-04-01',
      optOutEndsOn: '2026-12-31',
      peopleCovered: [{ id: 'p1', name: 'Jamie Morgan', relationship: 'partner', agedOut: false }],
      cta: { type: 'manage', label: 'Manage' },
    };
    const sent: unknown[] = [];
    const view = open('/app/my-benefits/1/manage', {
      '/api/benefit/1/with-selection': () => json({ benefit, selection: null }),
      '/api/benefit/1/selection': () => json(selectionAnswer(approved)),
      [`/api/selection/${draft.selectionId}`]: async (request) => {
        sent.push(await request.json());
        return json({
          selection: { ...approved, status: 'opted-out', statusLabel: 'Opted out' },
          result: null,
        });
      },
    });
    await view.user.click(await screen.findByRole('button', { name: 'Opt out' }));
    const panel = await screen.findByRole('dialog', { name: 'Opt out' });
    expect(
      await within(panel).findByText('If you opt out, your Cycle to Work ends on 31 December 2026.'),
    ).toBeInTheDocument();
    expect(within(panel).getByText('Jamie Morgan will no longer be covered.')).toBeInTheDocument();
    await view.user.type(
      within(panel).getByRole('textbox', { name: 'Why are you opting out? (optional)' }),
      'Moving',
    );
    await view.user.click(within(panel).getByRole('button', { name: 'Opt out of Cycle to Work' }));
    await waitFor(() => expect(sent).toEqual([{ revision: 3, status: 'opted-out', reason: 'Moving' }]));
  });
});
