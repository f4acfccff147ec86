import type { ConsoleScheme, ConsoleSchemeYear } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, type Handler } from '../../test/network.ts';
import { openConsolePage, sentRequests } from '../../test/console-page.ts';

// The console answers only on the platform host; jsdom's page is on localhost.
vi.mock('../../lib/platform-host.ts', () => ({ onPlatformHost: () => true }));

const SCHEME = '/api/console/clients/acme/scheme';
const base = { client: { slug: 'acme', name: 'Acme Ltd' }, today: '2026-11-24' };
const rules = { groups: [] };
const year = (number: number, isCurrent: boolean): ConsoleSchemeYear => ({
  year: number,
  startsOn: `${number}-04-01`,
  endsOn: `${number + 1}-03-31`,
  isCurrent,
  payrollCutOffDay: 10,
  payDay: 'last-working-day',
  newJoinerWindowDays: 30,
  lifeEventWindowDays: 30,
  windows: [],
});
const schemeWith = (...years: ConsoleSchemeYear[]): ConsoleScheme => ({ ...base, ...rules, years });

/** GET answers the years so far; POST answers `added` (or a refusal) and GETs answer it from then on. */
function schemeHandler(initial: ConsoleScheme, post: () => Response | ConsoleScheme): Handler {
  let current = initial;
  return (request) => {
    if (request.method !== 'POST') return json(current);
    const answer = post();
    if (answer instanceof Response) return answer;
    current = answer;
    return json(answer, { status: 201 });
  };
}

describe("the console's scheme years", () => {
  it("adds a new client's first year: every field asked for first, then sent, and it becomes current", async () => {
    const added = { ...year(2027, true), startsOn: '2027-01-01', endsOn: '2027-12-31', payrollCutOffDay: 15 };
    const { user, fetchMock } = openConsolePage('/console/scheme/acme/', {
      [SCHEME]: schemeHandler(schemeWith(), () => schemeWith(added)),
    });
    expect(await screen.findByText(/This client has no scheme year yet/)).toBeInTheDocument();
    const form = screen.getByRole('region', { name: 'Add a scheme year' });
    expect(within(form).getByRole('textbox', { name: 'Payroll cut-off day' })).toHaveValue('10');

    await user.click(within(form).getByRole('button', { name: 'Add the scheme year' }));
    const number = within(form).getByRole('textbox', { name: 'Year number' });
    expect(number).toHaveFocus();
    expect(number).toHaveAccessibleDescription(/Enter a year from 2000 to 2100/);
    expect(within(form).getByLabelText('Start date')).toHaveAccessibleDescription(/Enter the start date/);
    expect(within(form).getByRole('alert')).toHaveTextContent('Check the fields marked below.');
    expect(sentRequests(fetchMock, 'POST')).toEqual([]);

    await user.type(number, '2027');
    await user.type(within(form).getByLabelText('Start date'), '2027-01-01');
    await user.type(within(form).getByLabelText('End date (the last day of the year)'), '2027-12-31');
    const cutOff = within(form).getByRole('textbox', { name: 'Payroll cut-off day' });
    await user.clear(cutOff);
    await user.type(cutOff, '15');
    await user.click(within(form).getByRole('button', { name: 'Add the scheme year' }));
    expect(
      await screen.findByText('The scheme year 2027 was added and is now the current year.'),
    ).toBeInTheDocument();
    expect(sentRequests(fetchMock, 'POST')).toEqual([
      {
        path: SCHEME,
        body: { year: 2027, startsOn: '2027-01-01', endsOn: '2027-12-31', payrollCutOffDay: 15 },
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'Scheme year 2027' })).toBeInTheDocument();
    expect(screen.getByText('The current year: its employees see its benefits')).toBeInTheDocument();
    // The form now suggests the year after.
    expect(within(form).getByRole('textbox', { name: 'Year number' })).toHaveValue('2028');
  });

  it("suggests the year after the last, and puts the server's refusal by its field with focus there", async () => {
    const message = 'This client already has a scheme year 2027';
    const { user } = openConsolePage('/console/scheme/acme/', {
      [SCHEME]: schemeHandler(schemeWith(year(2026, true)), () =>
        json(
          { message: 'The scheme year was not saved', errors: [{ field: 'year', message }] },
          { status: 400 },
        ),
      ),
    });
    const form = await screen.findByRole('region', { name: 'Add a scheme year' });
    const number = within(form).getByRole('textbox', { name: 'Year number' });
    expect(number).toHaveValue('2027');
    expect(within(form).getByLabelText('Start date')).toHaveValue('2027-04-01');
    expect(within(form).getByLabelText('End date (the last day of the year)')).toHaveValue('2028-03-31');
    await user.click(within(form).getByRole('button', { name: 'Add the scheme year' }));
    await waitFor(() => expect(number).toHaveAccessibleDescription(new RegExp(message)));
    expect(number).toHaveFocus();
  });

  it('makes a later year current only with a reason, which is sent', async () => {
    let years = [year(2026, true), year(2027, false)];
    const { user, fetchMock } = openConsolePage('/console/scheme/acme/', {
      [SCHEME]: () => json(schemeWith(...years)),
      [`${SCHEME}/2027/current`]: () => {
        years = [year(2026, false), year(2027, true)];
        return json(schemeWith(...years));
      },
    });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Scheme year' }), '2027');
    expect(await screen.findByRole('heading', { name: 'Scheme year 2027' })).toBeInTheDocument();
    expect(screen.getByText('Not the current year')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Make 2027 the current year' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make 2027 the current scheme year?' });
    expect(dialog).toHaveTextContent(/every employee sees the benefits of 2027 in place of those of 2026/);
    await user.click(within(dialog).getByRole('button', { name: 'Make it current' }));
    const reason = within(dialog).getByRole('textbox', { name: 'Reason for the change' });
    expect(reason).toHaveAccessibleDescription(/Please give a reason for this change/);
    expect(reason).toHaveFocus();
    expect(sentRequests(fetchMock, 'PUT')).toEqual([]);

    await user.type(reason, 'The 2027 scheme year begins');
    await user.click(within(dialog).getByRole('button', { name: 'Make it current' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentRequests(fetchMock, 'PUT')).toEqual([
      { path: `${SCHEME}/2027/current`, body: { reason: 'The 2027 scheme year begins' } },
    ]);
    expect(await screen.findByText('The scheme year 2027 is now the current year.')).toBeInTheDocument();
    expect(await screen.findByText('The current year: its employees see its benefits')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /the current year$/ })).not.toBeInTheDocument();
  });

  it('offers no "make current" for a year before the current one', async () => {
    const { user } = openConsolePage('/console/scheme/acme/', {
      [SCHEME]: () => json(schemeWith(year(2026, false), year(2027, true))),
    });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Scheme year' }), '2026');
    expect(await screen.findByRole('heading', { name: 'Scheme year 2026' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /current year/ })).not.toBeInTheDocument();
  });
});
