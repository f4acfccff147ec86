import type { ApprovalResponse, BenefitApprovals, PendingBenefits } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setAccessToken } from '../../test/session-state.ts';
import { json, stubApi, type Handler } from '../../test/network.ts';
import { currentLocation, renderApp } from '../../test/render-app.tsx';
import { loginSetup, signedIn } from '../../test/session-fixtures.ts';

const pending: PendingBenefits = {
  benefits: [
    { benefitId: 1, benefitName: 'Cycle to Work', pending: 2 },
    { benefitId: 3, benefitName: 'Buy Holiday', pending: 1 },
  ],
};
const cycle: BenefitApprovals = {
  benefitName: 'Cycle to Work',
  fieldLabels: ['Bike and accessories value'],
  approvals: [
    {
      selectionId: 'sel-alex',
      employeeName: 'Alex Morgan',
      employeeNumber: 'DL0001',
      orderValue: '£1,200',
      fields: { 'Bike and accessories value': '£1,200' },
      submittedAt: '2026-11-02T10:00:00.000Z',
      pendingReason: null,
    },
    {
      selectionId: 'sel-jo',
      employeeName: 'Jo Baker',
      employeeNumber: 'DL1002',
      orderValue: '£800',
      fields: { 'Bike and accessories value': '£800' },
      submittedAt: null,
      pendingReason: null,
    },
  ],
  total: 2,
  per_page: 50,
  last_page: 1,
};

const PENDING = '/api/v2/scheme/selections/pending/';
const CYCLE = '/api/v2/scheme/selections/1/pending/';
const STATUS = '/api/v2/scheme/selections/status/';

function openAs(path: string, handlers: Record<string, Handler>, permissions = ['approver' as const]) {
  const fetchMock = stubApi({
    '/api/login/setup': () => json(loginSetup({ userType: 'employer', permissions })),
    ...handlers,
  });
  setAccessToken('access-token-1', 900);
  return { ...renderApp(path, { session: signedIn({ userType: 'employer', permissions }) }), fetchMock };
}

describe('the approvals pages', () => {
  it('list the benefits with selections awaiting approval, each linking to its own', async () => {
    const { user } = openAs('/app/dashboard/approve-selections', {
      [PENDING]: () => json(pending),
      [CYCLE]: () => json(cycle),
    });
    const table = await screen.findByRole('table', { name: 'Benefits with selections awaiting approval' });
    expect(within(table).getByRole('row', { name: /Buy Holiday/ })).toHaveTextContent('1');
    await user.click(within(table).getByRole('link', { name: 'Cycle to Work' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cycle to Work - Selections awaiting approval' }),
    ).toBeInTheDocument();
    expect(currentLocation.pathname).toBe('/app/dashboard/approve-selections/1');
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(trail)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Employer dashboard', 'Approve Selections']);
  });

  it('say so when nothing waits, and when the approvals cannot be loaded', async () => {
    openAs('/app/dashboard/approve-selections', { [PENDING]: () => json({ benefits: [] }) });
    expect(await screen.findByText('There are no selections awaiting approval.')).toBeInTheDocument();
  });

  it("show the error text when a benefit's approvals cannot be loaded", async () => {
    openAs('/app/dashboard/approve-selections/1', {
      [CYCLE]: () => json({ message: 'Down' }, { status: 500 }),
    });
    expect(await screen.findByText('There was an error requesting the approvals data')).toBeInTheDocument();
  });

  it('are refused to an employer without the approver permission', async () => {
    openAs('/app/dashboard/approve-selections', { [PENDING]: () => json(pending) }, []);
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
  });
});

describe('approving and rejecting', () => {
  it('says there is nothing to approve when no box is ticked, offering only Close', async () => {
    const { user } = openAs('/app/dashboard/approve-selections/1', { [CYCLE]: () => json(cycle) });
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const modal = await screen.findByRole('dialog', { name: 'Approve selections' });
    expect(modal).toHaveTextContent('No selections to approve, please review your choice');
    expect(
      within(modal)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Close']);
    await user.click(within(modal).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('approves the chosen selections once, shows Processing..., then goes to the dashboard and says how it went', async () => {
    let finish: (response: Response) => void = () => {};
    const bodies: unknown[] = [];
    const { user } = openAs('/app/dashboard/approve-selections/1', {
      [CYCLE]: () => json(cycle),
      [STATUS]: async (request) => {
        expect(request.method).toBe('PATCH');
        bodies.push(await request.json());
        return new Promise<Response>((resolve) => (finish = resolve));
      },
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Select all on this page' }));
    expect(screen.getByRole('checkbox', { name: "Select Alex Morgan's selection" })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: "Select Jo Baker's selection" }));
    expect(screen.getByRole('checkbox', { name: 'Select all on this page' })).toHaveProperty(
      'indeterminate',
      true,
    );
    expect(screen.getByText('1 selection chosen')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    const modal = await screen.findByRole('dialog', { name: 'Approve selections' });
    expect(modal).toHaveTextContent('Are you sure you would like to approve these selections?');
    expect(modal).toHaveTextContent('1 selection: Alex Morgan.');
    await user.click(within(modal).getByRole('button', { name: 'Approve' }));
    const processing = await within(modal).findByRole('button', { name: 'Processing...' });
    await user.click(processing);
    expect(bodies).toEqual([{ selectionIds: ['sel-alex'], approval: true }]);
    const answer: ApprovalResponse = {
      count: 1,
      summary: [{ selectionId: 'sel-alex', employeeName: 'Alex Morgan', outcome: 'approved', reason: null }],
    };
    finish(json(answer));
    expect(await screen.findByText('1 selection approved.', { selector: 'p' })).toBeInTheDocument();
    expect(currentLocation.pathname).toBe('/app/dashboard/');
  });

  it('needs a reason to reject, keeps it when the server fails, and sends it', async () => {
    let fail = true;
    const bodies: unknown[] = [];
    const { user } = openAs('/app/dashboard/approve-selections/1', {
      [CYCLE]: () => json(cycle),
      [STATUS]: async (request) => {
        bodies.push(await request.json());
        if (fail)
          return json({ message: 'The selection changed while it was being decided' }, { status: 409 });
        return json({
          count: 0,
          summary: [
            {
              selectionId: 'sel-jo',
              employeeName: 'Jo Baker',
              outcome: 'not-decided',
              reason: 'It is no longer awaiting approval',
            },
          ],
        } satisfies ApprovalResponse);
      },
    });
    await user.click(await screen.findByRole('checkbox', { name: "Select Jo Baker's selection" }));
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const modal = await screen.findByRole('dialog', { name: 'Reject selections' });
    expect(modal).toHaveTextContent('Are you sure you would like to reject these selections?');
    await user.click(within(modal).getByRole('button', { name: 'Reject' }));
    expect(within(modal).getByText('Please give a reason for the rejection')).toBeInTheDocument();
    const reason = within(modal).getByRole('textbox', { name: 'Reason for the rejection' });
    expect(reason).toHaveFocus();
    expect(bodies).toEqual([]);
    await user.type(reason, 'August is fully booked');
    await user.click(within(modal).getByRole('button', { name: 'Reject' }));
    expect(await within(modal).findByRole('alert')).toHaveTextContent(
      'The selection changed while it was being decided',
    );
    expect(reason).toHaveValue('August is fully booked');
    fail = false;
    await user.click(within(modal).getByRole('button', { name: 'Reject' }));
    expect(
      await screen.findByText(
        '1 selection was not decided: it was your own, or no longer awaiting approval.',
        { selector: 'p' },
      ),
    ).toBeInTheDocument();
    expect(bodies.at(-1)).toEqual({
      selectionIds: ['sel-jo'],
      approval: false,
      reason: 'August is fully booked',
    });
  });

  it("opens one selection's details in the side panel", async () => {
    const { user } = openAs('/app/dashboard/approve-selections/1', { [CYCLE]: () => json(cycle) });
    await user.click(await screen.findByRole('button', { name: "View Alex Morgan's selection" }));
    const panel = await screen.findByRole('dialog', { name: 'Selection awaiting approval' });
    expect(await within(panel).findByText('DL0001')).toBeInTheDocument();
    expect(within(panel).getByText('Bike and accessories value')).toBeInTheDocument();
    expect(within(panel).getByText('2 November 2026')).toBeInTheDocument();
  });
});
