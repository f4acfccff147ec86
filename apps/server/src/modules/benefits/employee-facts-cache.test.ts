/**
 * What one process keeps of an employee (employee-facts-cache.ts): a selection write replaces the benefit's versions
 * in what is kept only while what is kept is what the write read; after a change heard meanwhile the employee is
 * read again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_IDS, USER_IDS } from '../../seed/ids.ts';
import { testClock } from '../../../test/auth-helpers.ts';
import { createTestApp, seedDemo, type TestApp } from '../../../test/harness.ts';
import { catalogueCache } from './benefits.module.ts';
import { createEmployeeFactsCache, type EmployeeFactsCache } from './employee-facts-cache.ts';
import type { LiveSelection } from './employee-facts.repository.ts';

const time = testClock('2026-11-24T10:00:00.000Z');
const BENEFIT = 12;
let t: TestApp;
let schemeId: string;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
  await seedDemo(t.db);
  schemeId = (await t.app.context.use(catalogueCache).schemeYears(CLIENT_IDS.demo, null))[0]!.id;
});
afterAll(() => t.close());

/** A version of the benefit as a write would leave it (not in the database: what is kept shows it or not). */
const written: LiveSelection = {
  id: '00000000-0000-4000-8000-000000000001',
  benefitId: BENEFIT,
  status: 'temporary',
  version: 1,
  plan: null,
  values: { monthlyGift: 10 },
  startDate: null,
  endDate: null,
};
const factsOf = (cache: EmployeeFactsCache) => cache.facts(CLIENT_IDS.demo, USER_IDS.demoEmployee, schemeId);

describe("an employee's facts kept after their own write", () => {
  it('take the written versions in place of the kept ones while nothing else changed', async () => {
    const cache = createEmployeeFactsCache(t.db);
    const read = await factsOf(cache);
    expect(read.selections.some((selection) => selection.id === written.id)).toBe(false);
    cache.replaceBenefit(USER_IDS.demoEmployee, {
      readFrom: read.selections,
      benefitId: BENEFIT,
      live: [written],
    });
    const kept = await factsOf(cache);
    expect(kept.selections).toEqual([
      ...read.selections.filter((selection) => selection.benefitId !== BENEFIT),
      written,
    ]);
    expect(kept.shown.get(BENEFIT)).toEqual(written);
  });

  it('are read again when a change was heard after the write read them', async () => {
    const cache = createEmployeeFactsCache(t.db);
    const read = await factsOf(cache);
    cache.forgetEmployee(USER_IDS.demoEmployee);
    const readMeanwhile = await factsOf(cache);
    cache.replaceBenefit(USER_IDS.demoEmployee, {
      readFrom: read.selections,
      benefitId: BENEFIT,
      live: [written],
    });
    const after = await factsOf(cache);
    expect(after).not.toBe(readMeanwhile);
    expect(after.selections.some((selection) => selection.id === written.id)).toBe(false);
    expect(after.selections).toEqual(read.selections);
  });
});
