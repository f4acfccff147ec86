import type { ConsoleCatalogue } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setAccessToken } from '../../test/session-state.ts';
import { json, stubApi, type Handler } from '../../test/network.ts';
import { renderApp } from '../../test/render-app.tsx';
import { loginSetup, signedIn } from '../../test/session-fixtures.ts';

// The console answers only on the platform host; jsdom's page is on localhost.
vi.mock('../../lib/platform-host.ts', () => ({ onPlatformHost: () => true }));

const BASE = '/api/console/clients/demo';
type Group = ConsoleCatalogue['groups'][number];
const catalogueWith = (groups: Group[]): ConsoleCatalogue => ({
  client: { slug: 'demo', name: 'Demo Ltd' },
  schemeYear: 2026,
  groups,
  benefits: [],
});
const health = { code: 'health', name: 'Health', displayOrder: 1 };
const perks = { code: 'perks', name: 'Perks', displayOrder: 2 };

function open(handlers: Record<string, Handler>) {
  const fetchMock = stubApi({
    '/api/login/setup': () => json(loginSetup({ userType: 'admin' })),
    [`${BASE}/benefit-templates`]: () => json({ templates: [] }),
    [`${BASE}/benefits`]: () => json(catalogueWith([health, perks])),
    ...handlers,
  });
  setAccessToken('access-token-1', 900);
  const rendered = renderApp('/console/catalogue/demo/', { session: signedIn({ userType: 'admin' }) });
  const sent = (method: string) =>
    fetchMock.mock.calls
      .filter(([, init]) => init?.method === method)
      .map(([url, init]) => ({ url: String(url), body: JSON.parse(String(init!.body)) as unknown }));
  return { ...rendered, sent };
}

const items = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.firstChild?.textContent);

describe('the benefit groups of the catalogue page', () => {
  it('lists the groups in order and moves one up, keeping focus on the button; the first goes no higher', async () => {
    const { user, sent } = open({
      [`${BASE}/benefit-group-order`]: () =>
        json(
          catalogueWith([
            { ...perks, displayOrder: 1 },
            { ...health, displayOrder: 2 },
          ]),
        ),
    });
    const list = await screen.findByRole('list', { name: 'Benefit groups of Demo Ltd' });
    expect(items(list)).toEqual(['Health (health)', 'Perks (perks)']);
    await user.click(within(list).getByRole('button', { name: 'Move Health up' }));
    expect(sent('PUT')).toEqual([]);
    const up = within(list).getByRole('button', { name: 'Move Perks up' });
    await user.click(up);
    await waitFor(() => expect(items(list)).toEqual(['Perks (perks)', 'Health (health)']));
    expect(sent('PUT')).toEqual([
      { url: expect.stringContaining('/benefit-group-order'), body: { codes: ['perks', 'health'] } },
    ]);
    expect(within(list).getByRole('button', { name: 'Move Perks up' })).toHaveFocus();
  });

  it('adds a group: a taken code is refused by its field with focus there, then a new one is listed', async () => {
    let calls = 0;
    const { user, sent } = open({
      [`${BASE}/benefit-groups`]: () =>
        ++calls === 1
          ? json(
              {
                message: 'This client already has a group with this code',
                errors: [{ field: 'body.code', message: 'This client already has a group with this code' }],
              },
              { status: 400 },
            )
          : json(catalogueWith([health, perks, { code: 'travel', name: 'Travel', displayOrder: 3 }]), {
              status: 201,
            }),
    });
    const code = await screen.findByRole('textbox', { name: 'Group code' });
    await user.type(code, 'perks');
    await user.type(screen.getByRole('textbox', { name: 'Group name' }), 'Travel');
    await user.click(screen.getByRole('button', { name: 'Add the group' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('There is a problem');
    expect(code).toHaveAccessibleDescription(/already has a group with this code/);
    expect(code).toHaveFocus();
    await user.clear(code);
    await user.type(code, 'travel');
    await user.click(screen.getByRole('button', { name: 'Add the group' }));
    const list = screen.getByRole('list', { name: 'Benefit groups of Demo Ltd' });
    expect(await within(list).findByText('Travel (travel)')).toBeInTheDocument();
    expect(code).toHaveValue('');
    expect(sent('POST').map((call) => call.body)).toEqual([
      { code: 'perks', name: 'Travel' },
      { code: 'travel', name: 'Travel' },
    ]);
  });

  it('renames a group in place; focus goes back to its Rename button', async () => {
    const { user, sent } = open({
      [`${BASE}/benefit-groups/perks`]: () =>
        json(catalogueWith([health, { ...perks, name: 'Perks and treats' }])),
    });
    const list = await screen.findByRole('list', { name: 'Benefit groups of Demo Ltd' });
    await user.click(within(list).getByRole('button', { name: 'Rename Perks' }));
    const name = within(list).getByRole('textbox', { name: 'New name of Perks' });
    expect(name).toHaveFocus();
    await user.clear(name);
    await user.type(name, 'Perks and treats');
    await user.click(within(list).getByRole('button', { name: 'Save the name' }));
    expect(await within(list).findByText('Perks and treats (perks)')).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Rename Perks and treats' })).toHaveFocus();
    expect(sent('PUT')).toEqual([
      { url: expect.stringContaining('/benefit-groups/perks'), body: { name: 'Perks and treats' } },
    ]);
  });
});
