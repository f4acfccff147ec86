/**
 * Changes an employer user's permissions from the console (issue 35). The change and its audit row (before and
 * after) are one transaction; a change to the same permissions writes nothing.
 */
import { eq } from 'drizzle-orm';
import type { ConsoleEmployerPermissions } from '@portal/contracts';
import type { Database } from '../../db/client.ts';
import { users, type ClientRow } from '../../db/schema/index.ts';
import { recordConsoleChange, type ConsoleActor } from '../console/index.ts';
import { employer } from './console-people.repository.ts';
import { orderedPermissions as ordered } from './person-invite.ts';

export async function changeEmployerPermissions(
  db: Database,
  actor: ConsoleActor,
  client: ClientRow,
  userId: string,
  change: ConsoleEmployerPermissions,
) {
  return db.transaction(async (tx) => {
    const person = await employer(tx, client.id, userId);
    if (!person) return null;
    const before = ordered(person.permissions);
    const after = ordered(change.permissions);
    if (JSON.stringify(before) === JSON.stringify(after)) return person;
    await tx.update(users).set({ permissions: after }).where(eq(users.id, person.id));
    await recordConsoleChange(tx, actor, {
      type: 'console.employer_permissions_changed',
      clientId: client.id,
      subject: { slug: client.slug, userId: person.id, email: person.email },
      before: { permissions: before },
      after: { permissions: after },
    });
    return { ...person, permissions: after };
  });
}
