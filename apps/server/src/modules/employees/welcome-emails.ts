/**
 * Welcome e-mail resends (spec section 7): a fresh activation link for an employee who has not activated (the
 * earlier link stops working), at most one an hour per employee, counted in the database so every server
 * instance agrees. The e-mails go through the outbox.
 */
import type { BulkWelcomeResendRequest, BulkWelcomeResendResponse } from '@portal/contracts';
import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import { hitThrottle, type ThrottleRule } from '../../lib/throttle.ts';
import type { Principal } from '../../plugins/auth.ts';
import { sendActivation, type AccountDeps } from '../account/index.ts';

const ONE_AN_HOUR: ThrottleRule = { scope: 'welcome-email:employee', limit: 1, windowMs: 60 * 60 * 1000 };
const BATCH = 500;

const rosterPerson = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  activatedAt: users.activatedAt,
};
type RosterPerson = { id: string; email: string; firstName: string; activatedAt: Date | null };

export type WelcomeOutcome =
  | { kind: 'sent'; sentTo: string; sentAt: Date }
  | { kind: 'not-found' }
  | { kind: 'activated' }
  | { kind: 'sent-recently' };

async function sendWelcome(
  deps: AccountDeps,
  principal: Principal,
  person: RosterPerson,
): Promise<WelcomeOutcome> {
  if (person.activatedAt) return { kind: 'activated' };
  const at = deps.clock();
  if (!(await hitThrottle(deps.db, ONE_AN_HOUR, person.id, at))) return { kind: 'sent-recently' };
  await sendActivation(deps, principal.tenant, person);
  return { kind: 'sent', sentTo: person.email, sentAt: at };
}

const ofTenant = (principal: Principal) =>
  and(eq(users.clientId, principal.clientId), inArray(users.userType, ['employee', 'employer']));

/** One employee of the signed-in tenant. */
export async function resendWelcome(
  deps: AccountDeps,
  principal: Principal,
  employeeId: string,
): Promise<WelcomeOutcome> {
  const [person] = await deps.db
    .select(rosterPerson)
    .from(users)
    .where(and(ofTenant(principal), eq(users.id, employeeId)));
  return person ? sendWelcome(deps, principal, person) : { kind: 'not-found' };
}

/** Those listed, or every employee of the tenant not yet activated (read in batches by id). */
export async function resendWelcomes(
  deps: AccountDeps,
  principal: Principal,
  request: BulkWelcomeResendRequest,
): Promise<BulkWelcomeResendResponse> {
  const result: BulkWelcomeResendResponse = { queued: 0, skipped: [] };
  const tally = (employeeId: string, outcome: WelcomeOutcome) => {
    if (outcome.kind === 'sent') result.queued += 1;
    else result.skipped.push({ employeeId, reason: outcome.kind });
  };
  if (request.employeeIds) {
    const listed = [...new Set(request.employeeIds)];
    const found = await deps.db
      .select(rosterPerson)
      .from(users)
      .where(and(ofTenant(principal), inArray(users.id, listed)));
    for (const id of listed) {
      const person = found.find((candidate) => candidate.id === id);
      tally(id, person ? await sendWelcome(deps, principal, person) : { kind: 'not-found' });
    }
    return result;
  }
  for (let after = ''; ;) {
    const batch: RosterPerson[] = await deps.db
      .select(rosterPerson)
      .from(users)
      .where(and(ofTenant(principal), isNull(users.activatedAt), after ? gt(users.id, after) : undefined))
      .orderBy(asc(users.id))
      .limit(BATCH);
    for (const person of batch) tally(person.id, await sendWelcome(deps, principal, person));
    if (batch.length < BATCH) return result;
    after = batch.at(-1)!.id;
  }
}
