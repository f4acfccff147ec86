/**
 * The employee search through the in-memory index, against the database: it answers what the SQL search
 * answers, and sees writes that did not go through it (another server instance, an upload's set-based
 * statements) through the roster change log's triggers.
 */
import { employeeListResponseSchema, employeeSortColumns } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeeRecords, rosterChanges, users } from '../../db/schema/index.ts';
import { pageOf } from '../../lib/paging.ts';
import { CLIENT_IDS } from '../../seed/ids.ts';
import { getWithToken, signIn } from '../../../test/auth-helpers.ts';
import { createTestApp, seedDemo, type TestApp } from '../../../test/harness.ts';
import { presentEmployee } from './employees.presenter.ts';
import { purgeRosterChanges } from './roster-search.ts';
import { employeeListSource } from './employees.repository.ts';

let t: TestApp;
let employer: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
  employer = (await signIn(t.app, 'employer@demo.test')).accessToken;
});
afterAll(() => t.close());

const search = async (query: string) => {
  const response = await getWithToken(
    t.app,
    `/api/v2/client/${CLIENT_IDS.demo}/employees?${query}`,
    employer,
  );
  expect(response.statusCode).toBe(200);
  const { data, total } = employeeListResponseSchema.parse(response.json());
  return { data, total };
};
const names = async (text: string) =>
  (await search(`search=${encodeURIComponent(text)}&per_page=100`)).data.map(
    (row) => `${row.firstName} ${row.surname}`,
  );

describe('the employee search', () => {
  it('answers every search, filter, order and page exactly as the SQL search does', async () => {
    const orders = [undefined, ...employeeSortColumns.flatMap((column) => [column, `-${column}` as const])];
    for (const text of ['mor', 'nunez', 'a', '@demo', 'dl00', 'zzzz']) {
      for (const sortBy of orders) {
        for (const activated of [undefined, true, false]) {
          const query = {
            search: text,
            sort_by: sortBy,
            ...(activated === undefined ? {} : { 'filter[person_activated]': activated }),
          };
          const sql = await pageOf(
            { page: 2, per_page: 10 },
            employeeListSource(t.db, CLIENT_IDS.demo, query),
            presentEmployee,
          );
          const params = new URLSearchParams({ search: text, page: '2', per_page: '10' });
          if (sortBy) params.set('sort_by', sortBy);
          if (activated !== undefined) params.set('filter[person_activated]', String(activated));
          const found = await search(params.toString());
          expect({ text, sortBy, activated, ...found }).toEqual({
            text,
            sortBy,
            activated,
            data: sql.data,
            total: sql.total,
          });
        }
      }
    }
  });

  it('sees changes written straight to the database: a new name, an activation, a location, someone gone', async () => {
    expect(await names('quennell')).toEqual([]);
    const [riley] = await t.db.select().from(users).where(eq(users.email, 'new@demo.test'));
    const [someNunez] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.clientId, CLIENT_IDS.demo), eq(users.surname, 'Núñez')));
    const nunezBefore = (await search('search=nunez')).total;

    await t.db
      .update(users)
      .set({ surname: 'Quennell', activatedAt: new Date() })
      .where(eq(users.id, riley!.id));
    await t.db
      .update(employeeRecords)
      .set({ location: 'Aberdeen' })
      .where(eq(employeeRecords.userId, riley!.id));
    await t.db.delete(users).where(eq(users.id, someNunez!.id));

    const found = await search('search=quennell&filter[person_activated]=true');
    expect(found.data.map((row) => [row.firstName, row.surname, row.activated, row.location])).toEqual([
      ['Riley', 'Quennell', true, 'Aberdeen'],
    ]);
    expect((await search('search=nunez')).total).toBe(nunezBefore - 1);
    const byLocation = await search('search=demo&sort_by=location');
    expect(byLocation.data[0]?.location).toBe('Aberdeen');
    // An HR record deleted on its own (as undoing an upload does for someone who had none) takes the location.
    await t.db.delete(employeeRecords).where(eq(employeeRecords.userId, riley!.id));
    expect((await search('search=quennell')).data.map((row) => row.location)).toEqual([null]);
  });

  it('keeps a day of the change log: the nightly job purges older changes', async () => {
    const now = t.app.context.clock().getTime();
    const logged = (at: number) => ({
      clientId: CLIENT_IDS.demo,
      version: 0,
      userId: CLIENT_IDS.demo,
      changedAt: new Date(at),
    });
    await t.db.insert(rosterChanges).values([logged(now - 25 * 3_600_000), logged(now - 23 * 3_600_000)]);
    await t.app.context.jobs.send(purgeRosterChanges, {});
    await t.app.context.jobs.settled();
    const left = await t.db.select().from(rosterChanges).where(eq(rosterChanges.version, 0));
    expect(left.map((change) => change.changedAt.getTime())).toEqual([now - 23 * 3_600_000]);
  });
});
