import type { ConsoleScheme } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json } from '../../test/network.ts';
import { openConsolePage, sentRequests } from '../../test/console-page.ts';

// The console answers only on the platform host; jsdom's page is on localhost.
vi.mock('../../lib/platform-host.ts', () => ({ onPlatformHost: () => true }));

const SCHEME = '/api/console/clients/demo/scheme';
const SCHEDULE = `${SCHEME}/2026/payroll-schedule`;
const scheme: ConsoleScheme = {
  client: { slug: 'demo', name: 'Demo Ltd' },
  today: '2026-11-24',
  groups: [],
  years: [
    {
      year: 2026,
      startsOn: '2026-04-01',
      endsOn: '2027-03-31',
      isCurrent: true,
      payrollCutOffDay: 10,
      payDay: 'last-working-day',
      newJoinerWindowDays: 30,
      lifeEventWindowDays: 30,
      windows: [],
    },
  ],
};

async function scheduleForm() {
  return screen.findByRole('region', { name: 'Payroll and windows' });
}

describe("a scheme year's payroll and windows", () => {
  it('shows the pay day and window lengths among the facts, and in the form', async () => {
    openConsolePage('/console/scheme/demo/', { [SCHEME]: () => json(scheme) });
    const form = await scheduleForm();
    expect(screen.getByText('The last working day of each month')).toBeInTheDocument();
    expect(screen.getAllByText('30 days')).toHaveLength(2);
    expect(within(form).getByRole('textbox', { name: 'Cut-off day of the month' })).toHaveValue('10');
    expect(within(form).getByRole('radio', { name: 'The last working day of the month' })).toBeChecked();
    expect(within(form).queryByRole('textbox', { name: 'Day of the month' })).not.toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: "New joiner's window, in days" })).toHaveValue('30');
    expect(within(form).getByRole('textbox', { name: 'Window after a life event, in days' })).toHaveValue(
      '30',
    );
  });

  it('answers each bad value by its field in clear words, focus on the first, and sends nothing', async () => {
    const { user, fetchMock } = openConsolePage('/console/scheme/demo/', { [SCHEME]: () => json(scheme) });
    const form = await scheduleForm();
    const cutOff = within(form).getByRole('textbox', { name: 'Cut-off day of the month' });
    await user.clear(cutOff);
    await user.type(cutOff, 'ten');
    await user.click(within(form).getByRole('radio', { name: 'A day of the month' }));
    await user.type(within(form).getByRole('textbox', { name: 'Day of the month' }), '31');
    const joiner = within(form).getByRole('textbox', { name: "New joiner's window, in days" });
    await user.clear(joiner);
    await user.type(joiner, '5');
    const lifeEvent = within(form).getByRole('textbox', { name: 'Window after a life event, in days' });
    await user.clear(lifeEvent);
    await user.type(lifeEvent, '200');
    await user.click(within(form).getByRole('button', { name: 'Save payroll and windows' }));

    expect(cutOff).toHaveFocus();
    expect(cutOff).toHaveAccessibleDescription(/Choose a day from 1 to 28/);
    expect(within(form).getByRole('textbox', { name: 'Day of the month' })).toHaveAccessibleDescription(
      /Enter a day of the month from 1 to 28/,
    );
    expect(joiner).toHaveAccessibleDescription(/Enter a number of days from 7 to 90/);
    expect(lifeEvent).toHaveAccessibleDescription(/Enter a number of days from 7 to 180/);
    expect(within(form).getByRole('textbox', { name: 'Reason for the change' })).toHaveAccessibleDescription(
      /Please give a reason for this change/,
    );
    expect(within(form).getByRole('alert')).toHaveTextContent('Check the fields marked below.');
    expect(sentRequests(fetchMock, 'PUT')).toEqual([]);
  });

  it('sends a day of the month with the window lengths and the reason, and says it was saved', async () => {
    let current = scheme;
    const { user, fetchMock } = openConsolePage('/console/scheme/demo/', {
      [SCHEME]: () => json(current),
      [SCHEDULE]: () => {
        current = {
          ...scheme,
          years: [{ ...scheme.years[0]!, payDay: 25, newJoinerWindowDays: 45, lifeEventWindowDays: 60 }],
        };
        return json(current);
      },
    });
    const form = await scheduleForm();
    await user.click(within(form).getByRole('radio', { name: 'A day of the month' }));
    await user.type(within(form).getByRole('textbox', { name: 'Day of the month' }), '25');
    const joiner = within(form).getByRole('textbox', { name: "New joiner's window, in days" });
    await user.clear(joiner);
    await user.type(joiner, '45');
    const lifeEvent = within(form).getByRole('textbox', { name: 'Window after a life event, in days' });
    await user.clear(lifeEvent);
    await user.type(lifeEvent, '60');
    await user.type(
      within(form).getByRole('textbox', { name: 'Reason for the change' }),
      'Payroll moves to the 25th',
    );
    await user.click(within(form).getByRole('button', { name: 'Save payroll and windows' }));

    expect(await screen.findByText('The payroll and windows of 2026 were saved.')).toBeInTheDocument();
    expect(sentRequests(fetchMock, 'PUT')).toEqual([
      {
        path: SCHEDULE,
        body: {
          payrollCutOffDay: 10,
          payDay: 25,
          newJoinerWindowDays: 45,
          lifeEventWindowDays: 60,
          reason: 'Payroll moves to the 25th',
        },
      },
    ]);
    expect(
      await screen.findByText(
        'Day 25 of each month (the working day before, when it is a weekend or bank holiday)',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('45 days')).toBeInTheDocument();
    expect(screen.getByText('60 days')).toBeInTheDocument();
  });

  it("puts the server's refusal by its field, with focus there", async () => {
    const { user } = openConsolePage('/console/scheme/demo/', {
      [SCHEME]: () => json(scheme),
      [SCHEDULE]: () =>
        json(
          {
            error: 'Bad Request',
            message: 'The request is not valid',
            errors: [{ field: 'body.lifeEventWindowDays', message: 'Enter a number of days from 7 to 180' }],
          },
          { status: 400 },
        ),
    });
    const form = await scheduleForm();
    await user.type(within(form).getByRole('textbox', { name: 'Reason for the change' }), 'Longer windows');
    await user.click(within(form).getByRole('button', { name: 'Save payroll and windows' }));
    const lifeEvent = within(form).getByRole('textbox', { name: 'Window after a life event, in days' });
    await waitFor(() => expect(lifeEvent).toHaveFocus());
    expect(lifeEvent).toHaveAccessibleDescription(/Enter a number of days from 7 to 180/);
  });
});
