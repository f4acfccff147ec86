import type { ConsoleAdministrator, ConsoleEmployer } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json } from '../../test/network.ts';
import { openConsolePage, sentRequests } from '../../test/console-page.ts';

// The console answers only on the platform host; jsdom's page is on localhost.
vi.mock('../../lib/platform-host.ts', () => ({ onPlatformHost: () => true }));

const pat: ConsoleAdministrator = {
  id: 'admin-pat',
  name: 'Pat Quinn-Admin',
  email: 'admin@platform.test',
  twoFactor: true,
  activated: true,
  lastSignInAt: '2026-11-27T09:30:00.000Z',
};
const kim: ConsoleAdministrator = {
  id: 'admin-kim',
  name: 'Kim Lowe',
  email: 'kim@platform.test',
  twoFactor: false,
  activated: false,
  lastSignInAt: null,
};
const approver: ConsoleEmployer = {
  id: 'user-kim',
  name: 'Kim Adeyemi',
  email: 'approver@demo.test',
  permissions: ['approver'],
  activated: true,
};
const ADMINS = '/api/console/administrators';
const DEMO = '/api/console/clients/demo';

describe('the People area: platform administrators', () => {
  it('lists them with two-factor and last sign-in; the operator cannot remove themselves', async () => {
    openConsolePage('/console/people/', { [ADMINS]: () => json({ data: [pat, kim] }) });
    const table = await screen.findByRole('table', { name: 'Platform administrators' });
    const patRow = within(table).getByRole('row', { name: /admin@platform\.test/ });
    expect(patRow).toHaveTextContent('On');
    expect(patRow).toHaveTextContent('27 Nov 2026, 09:30');
    expect(within(patRow).queryByRole('button')).not.toBeInTheDocument();
    const kimRow = within(table).getByRole('row', { name: /kim@platform\.test/ });
    expect(kimRow).toHaveTextContent('Not set up');
    expect(kimRow).toHaveTextContent('No sign-in recorded');
    expect(within(kimRow).getByRole('button', { name: 'Remove Kim Lowe' })).toBeInTheDocument();
  });

  it('says when the list could not be loaded, and Retry loads it again', async () => {
    let calls = 0;
    const { user } = openConsolePage('/console/people/', {
      [ADMINS]: () => (++calls === 1 ? json({ message: 'Down' }, { status: 500 }) : json({ data: [pat] })),
    });
    expect(await screen.findByText('The administrators could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Platform administrators' })).toBeInTheDocument();
  });

  it("puts the server's refusal of an invitation by its field, with focus there", async () => {
    const { user, fetchMock } = openConsolePage('/console/people/', {
      [ADMINS]: (request) =>
        request.method === 'POST'
          ? json(
              {
                message: 'Please check the highlighted fields.',
                errors: { email: 'That e-mail address already belongs to a platform administrator.' },
              },
              { status: 409 },
            )
          : json({ data: [pat] }),
    });
    await screen.findByRole('table', { name: 'Platform administrators' });
    await user.click(screen.getByRole('button', { name: 'Send the invitation' }));
    expect(await screen.findByText('Please enter the first name')).toBeInTheDocument();
    expect(
      screen.getByText('Please enter their date of birth: activation asks them for it'),
    ).toBeInTheDocument();
    expect(sentRequests(fetchMock, 'POST')).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Pat');
    await user.type(screen.getByRole('textbox', { name: 'Surname' }), 'Again');
    await user.type(screen.getByRole('textbox', { name: 'E-mail address' }), 'admin@platform.test');
    await user.type(screen.getByRole('textbox', { name: 'Day' }), '12');
    await user.type(screen.getByRole('textbox', { name: 'Month' }), '04');
    await user.type(screen.getByRole('textbox', { name: 'Year' }), '1988');
    await user.click(screen.getByRole('button', { name: 'Send the invitation' }));
    const email = screen.getByRole('textbox', { name: 'E-mail address' });
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription(
        'That e-mail address already belongs to a platform administrator.',
      ),
    );
    expect(email).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('Please check the highlighted fields.');
  });

  it('removes one only with a reason; the focus goes to the list once the row is gone', async () => {
    let removed = false;
    const { user, fetchMock } = openConsolePage('/console/people/', {
      [ADMINS]: () => json({ data: removed ? [pat] : [pat, kim] }),
      [`${ADMINS}/admin-kim`]: () => {
        removed = true;
        return json(kim);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Remove Kim Lowe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Kim Lowe?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove the administrator' }));
    expect(within(dialog).getByRole('textbox', { name: /Reason/ })).toHaveAccessibleDescription(
      'Please give a reason for this change',
    );
    expect(sentRequests(fetchMock, 'DELETE')).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Left the team');
    await user.click(within(dialog).getByRole('button', { name: 'Remove the administrator' }));
    expect(await screen.findByText('Kim Lowe is no longer a platform administrator.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Platform administrators' })).toHaveFocus(),
    );
    expect(sentRequests(fetchMock, 'DELETE')).toEqual([
      { path: `${ADMINS}/admin-kim`, body: { reason: 'Left the team' } },
    ]);
  });

  it("says the server's refusal of a removal in the dialog", async () => {
    const { user } = openConsolePage('/console/people/', {
      [ADMINS]: () => json({ data: [pat, kim] }),
      [`${ADMINS}/admin-kim`]: () =>
        json({ message: 'This is the last platform administrator, who cannot be removed.' }, { status: 409 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Remove Kim Lowe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Kim Lowe?' });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Tidying up');
    await user.click(within(dialog).getByRole('button', { name: 'Remove the administrator' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This is the last platform administrator, who cannot be removed.',
    );
  });
});

describe("the People area: a client's people", () => {
  const masquerade =
    (years: number[], archived = false) =>
    () =>
      json({
        client: { slug: 'demo', name: 'Demo Ltd' },
        archived,
        schemeYears: years.map((year, index) => ({
          year,
          isCurrent: index === 0,
          startsOn: `${year}-04-01`,
          endsOn: `${year + 1}-03-31`,
        })),
      });

  it('says when there is no such client', async () => {
    openConsolePage('/console/people/nowhere/', {});
    expect(await screen.findByText('There is no client with the sub-domain nowhere.')).toBeInTheDocument();
  });

  it("changes an employer user's permissions in a dialog", async () => {
    let saved: ConsoleEmployer = approver;
    const { user, fetchMock } = openConsolePage('/console/people/demo/', {
      [`${DEMO}/masquerade`]: masquerade([2026]),
      [`${DEMO}/employers`]: () => json({ data: [saved] }),
      [`${DEMO}/employers/user-kim/permissions`]: async (request) => {
        saved = { ...approver, ...((await request.json()) as Partial<ConsoleEmployer>) };
        return json(saved);
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'People of Demo Ltd' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Employer users of Demo Ltd' });
    await user.click(within(table).getByRole('button', { name: 'Change the permissions of Kim Adeyemi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Permissions of Kim Adeyemi' });
    expect(within(dialog).getByRole('checkbox', { name: "Approve employees' choices" })).toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Run reports' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save the permissions' }));
    expect(await screen.findByText('The permissions of Kim Adeyemi are saved.')).toBeInTheDocument();
    expect(sentRequests(fetchMock, 'PUT')).toEqual([
      { path: `${DEMO}/employers/user-kim/permissions`, body: { permissions: ['approver', 'reports'] } },
    ]);
    await waitFor(() => expect(table).toHaveTextContent("Approve employees' choices, Run reports"));
  });

  it('says when a client has no employer users, and no scheme year to masquerade in', async () => {
    openConsolePage('/console/people/demo/', {
      [`${DEMO}/masquerade`]: masquerade([]),
      [`${DEMO}/employers`]: () => json({ data: [] }),
    });
    expect(await screen.findByText('This client has no employer users yet.')).toBeInTheDocument();
    expect(
      screen.getByText('Demo Ltd has no scheme year yet, so nobody can be masqueraded.'),
    ).toBeInTheDocument();
  });

  it('says that an archived client cannot be masqueraded in, and offers no link', async () => {
    openConsolePage('/console/people/demo/', {
      [`${DEMO}/masquerade`]: masquerade([2026], true),
      [`${DEMO}/employers`]: () => json({ data: [approver] }),
    });
    expect(
      await screen.findByText(
        'Demo Ltd is archived: nobody can sign in on its site, so masquerade is not available. Restore the client in Clients first.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /masquerade link/i })).not.toBeInTheDocument();
  });
});
