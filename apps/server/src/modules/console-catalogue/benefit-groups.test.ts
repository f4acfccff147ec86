/**
 * A client's benefit groups in the console's Benefits catalogue (issue 35) through the real app: who may change
 * them, another client's group refused, a group added (code by the import's rule, a taken one refused), renamed
 * and reordered, each with its audit row and nothing half-saved, and employees' catalogue showing it at once.
 */
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, benefitGroups } from '../../db/schema/index.ts';
import { CLIENT_IDS } from '../../seed/ids.ts';
import { getWithToken, HOSTS, testClock } from '../../../test/auth-helpers.ts';
import {
  adminWithoutTwoFactor,
  consoleRequest,
  operatorToken,
  tenantToken,
} from '../../../test/console-helpers.ts';
import { createTestApp, seedDemo, type TestApp } from '../../../test/harness.ts';

const time = testClock('2026-11-25T10:00:00.000Z');
let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
  await seedDemo(t.db);
  token = await operatorToken(t.app, time);
});
afterAll(async () => {
  await t.close();
});

const BASE = '/api/console/clients/demo';
const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  consoleRequest(t.app, method, url, { token, ...(payload ? { payload } : {}) });
const audits = (type: string) =>
  t.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.type, type), eq(auditEvents.clientId, CLIENT_IDS.demo)));
const codes = async () =>
  ((await send('GET', `${BASE}/benefits`)).json() as { groups: { code: string }[] }).groups.map(
    (group) => group.code,
  );
const SEEDED = ['health', 'protection', 'wellbeing', 'financial', 'lifestyle', 'ccv'];

describe("a client's benefit groups in the console", () => {
  it('refuses everyone but an operator with two-factor, and knows no unknown client', async () => {
    const withoutTwoFactor = await adminWithoutTwoFactor(t.app);
    const employer = await tenantToken(t.app, 'employer');
    const routes = [
      ['POST', `${BASE}/benefit-groups`, { code: 'perks', name: 'Perks' }],
      ['PUT', `${BASE}/benefit-groups/lifestyle`, { name: 'Taken over' }],
      ['PUT', `${BASE}/benefit-group-order`, { codes: [...SEEDED].reverse() }],
    ] as const;
    for (const [method, url, payload] of routes) {
      const status = (options: { token?: string; host?: string }) =>
        consoleRequest(t.app, method, url, { ...options, payload }).then((response) => response.statusCode);
      expect(await status({ token: withoutTwoFactor }), url).toBe(403);
      expect(await status({ token: employer, host: HOSTS.demo }), url).toBe(403);
      expect(await status({}), url).toBe(401);
      const unknown = url.replace('/clients/demo/', '/clients/nowhere/');
      expect((await consoleRequest(t.app, method, unknown, { token, payload })).statusCode, url).toBe(404);
    }
    expect(await codes()).toEqual(SEEDED);
  });

  it('refuses a bad or taken code and a missing name by the field, and adds nothing', async () => {
    const cases: [object, string][] = [
      [{ code: 'Perks!', name: 'Perks' }, 'body.code'],
      [{ code: '1perks', name: 'Perks' }, 'body.code'],
      [{ code: 'lifestyle', name: 'Lifestyle again' }, 'body.code'],
      [{ code: 'perks', name: '  ' }, 'body.name'],
    ];
    for (const [payload, field] of cases) {
      const response = await send('POST', `${BASE}/benefit-groups`, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errors).toEqual([{ field, message: expect.any(String) }]);
    }
    const taken = await send('POST', `${BASE}/benefit-groups`, { code: 'lifestyle', name: 'Again' });
    expect(taken.json().errors).toEqual([
      { field: 'body.code', message: 'This client already has a group with this code' },
    ]);
    expect(await t.db.select().from(benefitGroups).where(like(benefitGroups.name, '%gain%'))).toEqual([]);
    expect(await audits('console.benefit_group_added')).toEqual([]);
  });

  it('adds a group last in the order, with its audit row', async () => {
    const response = await send('POST', `${BASE}/benefit-groups`, { code: 'perks', name: 'Perks' });
    expect(response.statusCode).toBe(201);
    const { groups } = response.json();
    expect(groups.at(-1)).toEqual({ code: 'perks', name: 'Perks', displayOrder: expect.any(Number) });
    expect(groups.map((group: { code: string }) => group.code)).toEqual([...SEEDED, 'perks']);
    const [audit] = await audits('console.benefit_group_added');
    expect(audit!.detail).toEqual({
      via: 'console',
      client: 'demo',
      group: 'perks',
      before: null,
      after: { code: 'perks', name: 'Perks', displayOrder: groups.at(-1).displayOrder },
    });
  });

  it("renames a group: employees see the new name at once; another client's group is not found", async () => {
    const employee = await tenantToken(t.app, 'employee');
    // Read first, so that the catalogue is cached before the change.
    expect((await getWithToken(t.app, '/api/benefits/user/eligible', employee)).body).not.toContain(
      'Travel and leisure',
    );
    const bad = await send('PUT', `${BASE}/benefit-groups/lifestyle`, { name: '' });
    expect(bad.json().errors).toEqual([{ field: 'body.name', message: 'Enter the group name' }]);
    const response = await send('PUT', `${BASE}/benefit-groups/lifestyle`, { name: 'Travel and leisure' });
    expect(response.statusCode).toBe(200);
    expect(response.json().groups).toContainEqual(
      expect.objectContaining({ code: 'lifestyle', name: 'Travel and leisure' }),
    );
    expect((await getWithToken(t.app, '/api/benefits/user/eligible', employee)).body).toContain(
      'Travel and leisure',
    );
    const [audit] = await audits('console.benefit_group_renamed');
    expect(audit!.detail).toMatchObject({
      group: 'lifestyle',
      before: { name: expect.not.stringContaining('Travel') },
      after: { name: 'Travel and leisure' },
    });
    // The same name again (a double click) records nothing.
    await send('PUT', `${BASE}/benefit-groups/lifestyle`, { name: 'Travel and leisure' });
    expect(await audits('console.benefit_group_renamed')).toHaveLength(1);

    // Northwind's own group, through Demo Ltd: not found, and unchanged.
    await send('POST', '/api/console/clients/northwind/benefit-groups', {
      code: 'northwind-only',
      name: 'Ours',
    });
    const foreign = await send('PUT', `${BASE}/benefit-groups/northwind-only`, { name: 'Taken over' });
    expect(foreign.statusCode).toBe(404);
    const [northwind] = await t.db
      .select()
      .from(benefitGroups)
      .where(and(eq(benefitGroups.clientId, CLIENT_IDS.northwind), eq(benefitGroups.code, 'northwind-only')));
    expect(northwind!.name).toBe('Ours');
  });

  it('reorders the groups only when every group is named once, audited', async () => {
    const url = `${BASE}/benefit-group-order`;
    const order = [...SEEDED, 'perks'].reverse();
    for (const wrong of [order.slice(1), [...order.slice(1), 'health'], [...order, 'other']]) {
      const response = await send('PUT', url, { codes: wrong });
      expect(response.statusCode, wrong.join()).toBe(400);
      expect(response.json().errors).toEqual([
        { field: 'body.codes', message: "Name every one of the client's groups once" },
      ]);
    }
    expect(await audits('console.benefit_groups_reordered')).toEqual([]);
    const response = await send('PUT', url, { codes: order });
    expect(response.statusCode).toBe(200);
    expect(response.json().groups.map((group: { code: string }) => group.code)).toEqual(order);
    expect(await codes()).toEqual(order);
    const [audit] = await audits('console.benefit_groups_reordered');
    expect(audit!.detail).toEqual({
      via: 'console',
      client: 'demo',
      before: { order: [...SEEDED, 'perks'] },
      after: { order },
    });
    await send('PUT', url, { codes: order });
    expect(await audits('console.benefit_groups_reordered')).toHaveLength(1);
  });
});
