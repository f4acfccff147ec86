/**
 * Onboards a client from the console (issue 35): the client with the default theme (its brand name is its own
 * name until the theme editor changes it), and its first employer user, invited by the activation e-mail every
 * new person gets (account module). The client, the person, the e-mail in the outbox and the audit row are
 * one transaction: a taken sub-domain or e-mail leaves nothing half-saved.
 */
import {
  DEFAULT_THEME,
  employerPermissions,
  SUBDOMAIN_MESSAGES,
  type ConsoleClientCreate,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { isUniqueViolation } from '../../db/errors.ts';
import { clients, clientThemes, users } from '../../db/schema/index.ts';
import { sendActivation, type AccountDeps } from '../account/index.ts';
import { recordConsoleChange, type ConsoleActor } from '../console/index.ts';

export type CreateOutcome = { ok: true; clientId: string } | { ok: false; errors: Record<string, string> };

type NewClient = Omit<ConsoleClientCreate, 'employer'> & {
  employer: Required<ConsoleClientCreate['employer']>;
};

export async function createClient(
  accounts: AccountDeps,
  actor: ConsoleActor,
  input: NewClient,
): Promise<CreateOutcome> {
  const taken = { ok: false as const, errors: { slug: SUBDOMAIN_MESSAGES.taken } };
  const [existing] = await accounts.db
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.slug, input.slug));
  if (existing) return taken;
  try {
    const clientId = await accounts.db.transaction(async (tx) => {
      const [client] = await tx
        .insert(clients)
        .values({ slug: input.slug, name: input.name, createdAt: actor.at })
        .returning();
      await tx
        .insert(clientThemes)
        .values({ ...DEFAULT_THEME, clientId: client!.id, benefitBrandName: input.name });
      const [employer] = await tx
        .insert(users)
        .values({
          clientId: client!.id,
          userType: 'employer',
          ...input.employer,
          permissions: [...employerPermissions],
          createdAt: actor.at,
        })
        .returning({ id: users.id, email: users.email, firstName: users.firstName });
      await sendActivation({ ...accounts, db: tx }, client!, employer!);
      await recordConsoleChange(tx, actor, {
        type: 'console.client_created',
        clientId: client!.id,
        subject: { slug: input.slug, employerUserId: employer!.id },
        before: null,
        after: { name: input.name, slug: input.slug, employerEmail: input.employer.email },
      });
      return client!.id;
    });
    return { ok: true, clientId };
  } catch (error) {
    // Another operator took the sub-domain meanwhile.
    if (isUniqueViolation(error)) return taken;
    throw error;
  }
}
