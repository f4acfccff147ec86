/**
 * Removes a platform administrator from the console (issue 35), with the reason the audit trail keeps. Their
 * row goes (their sessions and unused links with it; the caller has every process forget those sessions, so
 * they are signed out at once); the audit rows they made
 * stay, as every audit row outlives the person it names. Nobody removes themselves, and the last administrator
 * stays: every administrator's row is locked first, so removals run one at a time.
 */
import { CONSOLE_PEOPLE_MESSAGES } from '@portal/contracts';
import type { Database } from '../../db/client.ts';
import { recordConsoleChange, type ConsoleActor } from '../console/index.ts';
import { nameOf } from './console-people.presenter.ts';
import { deletePerson, lockAdministrators } from './console-people.repository.ts';

type Administrator = Awaited<ReturnType<typeof lockAdministrators>>[number];
export type RemovalOutcome =
  | { ok: true; person: Administrator; endedSessionIds: string[] }
  | { ok: false; reason: 'unknown' }
  | { ok: false; reason: 'refused'; message: string };

export async function removeAdministrator(
  db: Database,
  actor: ConsoleActor,
  userId: string,
  reason: string,
): Promise<RemovalOutcome> {
  return db.transaction(async (tx): Promise<RemovalOutcome> => {
    const everyone = await lockAdministrators(tx);
    const person = everyone.find((candidate) => candidate.id === userId);
    if (!person) return { ok: false, reason: 'unknown' };
    if (person.id === actor.userId) {
      return { ok: false, reason: 'refused', message: CONSOLE_PEOPLE_MESSAGES.removeYourself };
    }
    if (everyone.length <= 1)
      return { ok: false, reason: 'refused', message: CONSOLE_PEOPLE_MESSAGES.removeLast };
    const endedSessionIds = await deletePerson(tx, person.id);
    await recordConsoleChange(tx, actor, {
      type: 'console.administrator_removed',
      clientId: null,
      // The row is gone: the trail names whom by e-mail.
      subject: { userId: person.id, email: person.email },
      before: { name: nameOf(person), email: person.email, twoFactor: person.totpEnabledAt !== null },
      after: null,
      reason,
    });
    return { ok: true, person, endedSessionIds };
  });
}
