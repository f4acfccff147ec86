import type { RewardYear, StatementEntry } from '@portal/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setAccessToken } from '../../test/session-state.ts';
import { json, stubApi } from '../../test/network.ts';
import { renderApp } from '../../test/render-app.tsx';
import { loginSetup, signedIn } from '../../test/session-fixtures.ts';

const year: RewardYear = {
  year: 2026,
  label: '2026/27',
  from: '2026-04',
  to: '2026-10',
  months: 7,
  salary: 24_500,
  employerContributions: 852.6,
  savings: 343,
  youPaid: 1445.8,
  benefitsValue: 1195.6,
  total: 25_695.6,
  categories: [
    {
      code: 'financial',
      name: 'Financial',
      value: 1078,
      lines: [
        {
          benefitId: 2,
          name: 'Pension Salary Exchange',
          youPaid: 1225,
          employerPaid: 735,
          taxSaving: 245,
          niSaving: 98,
          value: 1078,
        },
      ],
    },
  ],
};
const months: StatementEntry[] = [
  { year: 2026, month: 9, employeeContribution: 175, employerContribution: 105 },
  { year: 2026, month: 10, employeeContribution: 175, employerContribution: 105 },
];

function open(path: string, handlers: Parameters<typeof stubApi>[0]) {
  stubApi({ '/api/login/setup': () => json(loginSetup()), ...handlers });
  setAccessToken('access-token-1', 900);
  renderApp(path, { session: signedIn() });
}

describe('the total reward page', () => {
  it('shows the headline, each category as a table, and opens the category statement newest first', async () => {
    open('/app/my-total-benefits/', {
      '/api/user/selections/mtb/page': () => json({ years: [year] }),
      '/api/benefit-group/financial/contributions': () => json(months),
    });
    expect(await screen.findByText('£25,695.60')).toBeInTheDocument();
    expect(screen.getByText('April 2026 to October 2026 (7 months)')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Financial: worth £1,078.00' });
    expect(within(table).getByRole('row', { name: /Pension Salary Exchange/ })).toHaveTextContent('£735.00');
    fireEvent.click(screen.getByRole('button', { name: 'Monthly statement for Financial' }));
    const statement = await screen.findByRole('table', {
      name: 'Monthly contributions to Financial, newest first',
    });
    const rows = within(statement).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('October 2026£175.00£105.00');
    expect(rows[2]).toHaveTextContent('September 2026');
    expect(rows.at(-1)).toHaveTextContent('Total£350.00£210.00');
  });

  it('says when there is nothing yet, and offers Retry after an error', async () => {
    let answer = json({ message: 'down' }, { status: 500 });
    open('/app/my-total-benefits/', { '/api/user/selections/mtb/page': () => answer });
    expect(
      await screen.findByText(
        'There was an error requesting your total reward statement, please try again later',
      ),
    ).toBeInTheDocument();
    answer = json({ years: [] });
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByText('Your total reward statement appears after your first payroll with benefits.'),
    ).toBeInTheDocument();
  });
});

describe('the statement panel', () => {
  it("shows the spec's error text, and the empty state", async () => {
    let answer = json({ message: 'down' }, { status: 500 });
    open('/app/my-total-benefits/', {
      '/api/user/selections/mtb/page': () => json({ years: [year] }),
      '/api/benefit-group/financial/contributions': () => answer,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Monthly statement for Financial' }));
    expect(
      await screen.findByText('There was an error requesting your statement, please try again later'),
    ).toBeInTheDocument();
    answer = json([]);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/There are no statements for Financial yet/)).toBeInTheDocument();
  });
});
