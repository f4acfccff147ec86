/**
 * What each instance keeps of an employee (issue 34), against two instances on one database: the instance that
 * writes a selection keeps the benefit's versions it wrote instead of reading the employee again, and the other
 * forgets the employee when it hears of the write. Both then answer the benefits list as the database holds it.
 */
import { eligibleBenefitsResponseSchema, selectionChangeResponseSchema } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { EMPLOYEE_FACTS_TOPIC } from '../src/modules/benefits/benefits.module.ts';
import { bearer, getWithToken, HOSTS, signIn, testClock } from './auth-helpers.ts';
import { seedDemo } from './harness.ts';
import { createTwoInstances, nextNotice, untilListening, type TwoInstances } from './two-instances.ts';

// The demo day: the mid-year window is open.
const time = testClock('2026-11-24T10:00:00.000Z');
const GIVE_AS_YOU_EARN = 12;
let two: TwoInstances;
let a: App;
let b: App;
let token: string;

beforeAll(async () => {
  two = await createTwoInstances({ clock: time.clock });
  await seedDemo(two.db);
  [a, b] = two.apps;
  await untilListening(a, b);
  token = (await signIn(a, 'employee@demo.test')).accessToken;
});
afterAll(() => two.close());

async function benefitsOn(app: App) {
  const response = await getWithToken(app, '/api/benefits/user/eligible', token);
  expect(response.statusCode).toBe(200);
  return eligibleBenefitsResponseSchema.parse(response.json());
}
const badgeOn = async (app: App) =>
  (await benefitsOn(app)).benefits.find((card) => card.id === GIVE_AS_YOU_EARN)?.selection ?? null;

/** Sends a selection write to instance `a` and waits until `b` has heard of it. */
async function writeOnA(method: 'POST' | 'PATCH', url: string, payload: object) {
  const heard = nextNotice(b, EMPLOYEE_FACTS_TOPIC);
  const response = await a.inject({ method, url, headers: { host: HOSTS.demo, ...bearer(token) }, payload });
  expect(response.statusCode).toBeLessThan(300);
  await heard;
  return selectionChangeResponseSchema.parse(response.json()).selection;
}
const saveOnA = (monthlyGift: number) =>
  writeOnA('POST', `/api/benefit/${GIVE_AS_YOU_EARN}/selection`, { values: { monthlyGift } });
const submitOnA = ({ selectionId, revision }: { selectionId: string; revision: number }) =>
  writeOnA('PATCH', `/api/selection/${selectionId}`, { revision, submit: true, accepted_terms: true });

/** What instance `a` keeps after its own write is what `b` reads again from the database. */
async function expectBothAlike() {
  expect(await benefitsOn(a)).toEqual(await benefitsOn(b));
}

describe("an employee's selections on two instances", () => {
  it('a save, a submit and a change on one instance are what both answer next', async () => {
    // Both instances have read Alex's facts and keep them.
    expect(await badgeOn(a)).toBeNull();
    expect(await badgeOn(b)).toBeNull();

    const saved = await saveOnA(10);
    expect(await badgeOn(a)).toMatchObject({ selectionId: saved.selectionId, status: 'temporary' });
    await expectBothAlike();
    await submitOnA(saved);
    expect(await badgeOn(a)).toMatchObject({ selectionId: saved.selectionId, status: 'approved' });
    await expectBothAlike();

    // A change: a new version beside the approved one, which replaces it once submitted.
    const change = await saveOnA(25);
    expect(await badgeOn(a)).toMatchObject({ selectionId: saved.selectionId, status: 'approved' });
    await expectBothAlike();
    await submitOnA(change);
    expect(await badgeOn(a)).toMatchObject({ selectionId: change.selectionId, status: 'approved' });
    await expectBothAlike();
  });
});
