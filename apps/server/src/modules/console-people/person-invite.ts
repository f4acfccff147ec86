/**
 * Invites a platform administrator or a client's employer user from the console (issue 35), by the activation
 * e-mail every new person gets (account module), as a new client's first employer user is invited. The
 * person, the e-mail in the outbox and the audit row are one transaction: an e-mail address already taken
 * (checked by the database's unique index, so a double click invites once) leaves nothing half-saved.
 */
import { CONSOLE_PEOPLE_MESSAGES, employerPermissions, type EmployerPermission } from '@portal/contracts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { ClientRow } from '../../db/schema/index.ts';
import { sendActivation, type AccountDeps } from '../account/index.ts';
import { recordConsoleChange, type ConsoleActor } from '../console/index.ts';
import { nameOf } from './console-people.presenter.ts';
import { insertPerson } from './console-people.repository.ts';

interface Invitee {
  firstName: string;
  surname: string;
  email: string;
  /** 'yyyy-mm-dd': activation asks for it. */
  dateOfBirth: string;
}

type Person = Awaited<ReturnType<typeof insertPerson>>;
export type InviteOutcome = { ok: true; person: Person } | { ok: false; errors: Record<string, string> };

/** The permissions in the contracts' order, so the trail reads alike whatever order they were ticked in. */
export const orderedPermissions = (list: readonly string[]): EmployerPermission[] =>
  employerPermissions.filter((name) => list.includes(name));

async function invite(
  accounts: AccountDeps,
  actor: ConsoleActor,
  site: ClientRow,
  person: Invitee & {
    clientId: string | null;
    userType: 'admin' | 'employer';
    permissions: EmployerPermission[];
  },
  taken: string,
): Promise<InviteOutcome> {
  try {
    const invited = await accounts.db.transaction(async (tx) => {
      const row = await insertPerson(tx, { ...person, at: actor.at });
      await sendActivation({ ...accounts, db: tx }, site, row);
      const admin = person.userType === 'admin';
      await recordConsoleChange(tx, actor, {
        type: admin ? 'console.administrator_invited' : 'console.employer_invited',
        clientId: person.clientId,
        subject: admin ? { userId: row.id } : { slug: site.slug, userId: row.id },
        before: null,
        after: {
          name: nameOf(row),
          email: row.email,
          ...(admin ? {} : { permissions: row.permissions }),
        },
      });
      return row;
    });
    return { ok: true, person: invited };
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, errors: { email: taken } };
    throw error;
  }
}

/**
 * A new platform administrator, invited on the platform's own site (their activation link is on its host).
 * They set up two-factor at their first sign-in: no administrator opens the console without it.
 */
export function inviteAdministrator(
  accounts: AccountDeps,
  actor: ConsoleActor,
  platformSite: ClientRow,
  invitee: Invitee,
): Promise<InviteOutcome> {
  const person = { ...invitee, clientId: null, userType: 'admin' as const, permissions: [] };
  return invite(accounts, actor, platformSite, person, CONSOLE_PEOPLE_MESSAGES.adminEmailTaken);
}

/** A new employer user of `client`, with their permissions, invited on the client's host. */
export function inviteEmployer(
  accounts: AccountDeps,
  actor: ConsoleActor,
  client: ClientRow,
  invitee: Invitee & { permissions: readonly string[] },
): Promise<InviteOutcome> {
  const person = {
    ...invitee,
    clientId: client.id,
    userType: 'employer' as const,
    permissions: orderedPermissions(invitee.permissions),
  };
  return invite(accounts, actor, client, person, CONSOLE_PEOPLE_MESSAGES.employerEmailTaken);
}
