import type { ConsoleScheme } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json } from '../../test/network.ts';
import { openConsolePage, sentRequests } from '../../test/console-page.ts';

// The console answers only on the platform host; jsdom's page is on localhost.
vi.mock('../../lib/platform-host.ts', () => ({ onPlatformHost: () => true }));

const SCHEME = '/api/console/clients/demo/scheme';
const OPEN_ID = '11111111-1111-4111-8111-111111111111';
const scheme: ConsoleScheme = {
  client: { slug: 'demo', name: 'Demo Ltd' },
  today: '2026-11-24',
  groups: [
    { code: 'health', name: 'Health' },
    { code: 'lifestyle', name: 'Lifestyle' },
  ],
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
      windows: [
        {
          id: '22222222-2222-4222-8222-222222222222',
          opensOn: '2026-03-01',
          closesOn: '2026-04-30',
          groups: [],
          state: 'closed',
        },
        { id: OPEN_ID, opensOn: '2026-11-01', closesOn: '2026-12-31', groups: ['health'], state: 'open' },
      ],
    },
  ],
};

describe('the Scheme years and windows area', () => {
  it("shows the current year's dates, cut-off day and windows with their state; a closed one has no action", async () => {
    openConsolePage('/console/scheme/demo/', { [SCHEME]: () => json(scheme) });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Scheme years of Demo Ltd' }),
    ).toBeInTheDocument();
    expect(screen.getByText('1 April 2026 to 31 March 2027')).toBeInTheDocument();
    expect(screen.getByText('Day 10 of each month')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Enrolment windows of the scheme year 2026' });
    const [, closed, opened] = within(table).getAllByRole('row');
    expect(closed).toHaveTextContent('All groups');
    expect(closed).toHaveTextContent('Closed');
    expect(opened).toHaveTextContent('Health');
    expect(within(closed!).queryByRole('button')).not.toBeInTheDocument();
    expect(opened).toHaveTextContent('Open now');
    expect(
      within(opened!).getByRole('button', { name: 'Change the window opening 1 November 2026' }),
    ).toBeVisible();
    // An opened window is not removed, only moved.
    expect(within(opened!).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  });

  it('says when the years could not be loaded, and Retry loads them again; an unknown client is named', async () => {
    let calls = 0;
    const { user } = openConsolePage('/console/scheme/demo/', {
      [SCHEME]: () => (++calls === 1 ? json({ message: 'Down' }, { status: 500 }) : json(scheme)),
    });
    expect(await screen.findByText('The scheme years could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Scheme year 2026' })).toBeInTheDocument();
  });

  it("puts the server's overlap refusal by the open date, with focus there", async () => {
    const message =
      'This window overlaps the window from 1 November 2026 to 31 December 2026: windows may not share a day';
    const { user, fetchMock } = openConsolePage('/console/scheme/demo/', {
      [SCHEME]: () => json(scheme),
      [`${SCHEME}/2026/windows`]: () =>
        json(
          { message: 'The window was not saved', errors: [{ field: 'opensOn', message }] },
          { status: 400 },
        ),
    });
    await screen.findByRole('heading', { name: 'Scheme year 2026' });
    await user.click(screen.getByRole('button', { name: 'Add the window' }));
    // Both dates are asked for before anything is sent.
    expect(sentRequests(fetchMock, 'POST')).toEqual([]);
    expect(screen.getByLabelText('Open date')).toHaveFocus();
    await user.type(screen.getByLabelText('Open date'), '2026-12-20');
    await user.type(screen.getByLabelText('Close date (the last day to choose)'), '2027-01-10');
    const addForm = screen.getByRole('region', { name: 'Add a window' });
    await user.click(within(addForm).getByRole('checkbox', { name: 'Lifestyle' }));
    await user.click(screen.getByRole('button', { name: 'Add the window' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Open date')).toHaveAccessibleDescription(
        new RegExp(message.slice(0, 40)),
      ),
    );
    expect(screen.getByLabelText('Open date')).toHaveFocus();
    expect(sentRequests(fetchMock, 'POST')).toEqual([
      {
        path: `${SCHEME}/2026/windows`,
        body: { opensOn: '2026-12-20', closesOn: '2027-01-10', groups: ['lifestyle'] },
      },
    ]);
  });

  it('moves an open window only with a reason, which is sent with the new dates', async () => {
    const { user, fetchMock } = openConsolePage('/console/scheme/demo/', {
      [SCHEME]: () => json(scheme),
      [`${SCHEME}/2026/windows/${OPEN_ID}`]: () => json(scheme),
    });
    await user.click(
      await screen.findByRole('button', { name: 'Change the window opening 1 November 2026' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Change the window opening 1 November 2026' });
    expect(dialog).toHaveTextContent(/e-mailed the new dates/);
    const closesOn = within(dialog).getByLabelText('Close date (the last day to choose)');
    await user.clear(closesOn);
    await user.type(closesOn, '2027-01-15');
    await user.click(within(dialog).getByRole('button', { name: 'Save the window' }));
    const reason = within(dialog).getByRole('textbox', { name: 'Reason for the change' });
    expect(reason).toHaveAccessibleDescription(/Please give a reason for this change/);
    expect(reason).toHaveFocus();
    expect(sentRequests(fetchMock, 'PUT')).toEqual([]);
    await user.type(reason, 'More time after the pay review');
    await user.click(within(dialog).getByRole('button', { name: 'Save the window' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentRequests(fetchMock, 'PUT')).toEqual([
      {
        path: `${SCHEME}/2026/windows/${OPEN_ID}`,
        body: {
          opensOn: '2026-11-01',
          closesOn: '2027-01-15',
          groups: ['health'],
          reason: 'More time after the pay review',
        },
      },
    ]);
    expect(
      await screen.findByText(
        'The window now runs from 1 November 2026 to 15 January 2027; its employees are being e-mailed.',
      ),
    ).toBeInTheDocument();
  });

  it("changes an open window's groups only with a reason, and says no e-mail is sent for it", async () => {
    const { user, fetchMock } = openConsolePage('/console/scheme/demo/', {
      [SCHEME]: () => json(scheme),
      [`${SCHEME}/2026/windows/${OPEN_ID}`]: () => json(scheme),
    });
    await user.click(
      await screen.findByRole('button', { name: 'Change the window opening 1 November 2026' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Change the window opening 1 November 2026' });
    const groups = within(dialog).getByRole('group', { name: 'Benefit groups it opens' });
    expect(within(groups).getByRole('checkbox', { name: 'Health' })).toBeChecked();
    await user.click(within(groups).getByRole('checkbox', { name: 'Lifestyle' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save the window' }));
    expect(sentRequests(fetchMock, 'PUT')).toEqual([]);
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Reason for the change' }),
      'Cycle to Work too',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save the window' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentRequests(fetchMock, 'PUT')).toEqual([
      {
        path: `${SCHEME}/2026/windows/${OPEN_ID}`,
        body: {
          opensOn: '2026-11-01',
          closesOn: '2026-12-31',
          groups: ['health', 'lifestyle'],
          reason: 'Cycle to Work too',
        },
      },
    ]);
    expect(
      await screen.findByText('The window now runs from 1 November 2026 to 31 December 2026.'),
    ).toBeInTheDocument();
  });

  it("puts the server's refusal of a group by the groups, with focus on the first box", async () => {
    const message = "Choose among the client's benefit groups (ccv is not one of them)";
    const { user } = openConsolePage('/console/scheme/demo/', {
      [SCHEME]: () => json(scheme),
      [`${SCHEME}/2026/windows`]: () =>
        json(
          { message: 'The window was not saved', errors: [{ field: 'groups', message }] },
          { status: 400 },
        ),
    });
    await screen.findByRole('heading', { name: 'Scheme year 2026' });
    const addForm = screen.getByRole('region', { name: 'Add a window' });
    await user.type(within(addForm).getByLabelText('Open date'), '2027-02-01');
    await user.type(within(addForm).getByLabelText('Close date (the last day to choose)'), '2027-02-14');
    await user.click(within(addForm).getByRole('button', { name: 'Add the window' }));
    const groups = await within(addForm).findByRole('group', { name: 'Benefit groups it opens' });
    await waitFor(() => expect(groups).toHaveAccessibleDescription(new RegExp(message.slice(0, 30))));
    expect(within(groups).getByRole('checkbox', { name: 'Health' })).toHaveFocus();
  });
});
