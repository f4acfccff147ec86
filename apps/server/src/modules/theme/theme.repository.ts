import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { clients, clientThemes, type ClientThemeRow } from '../../db/schema/index.ts';

export async function findThemeByClientSlug(db: Database, slug: string): Promise<ClientThemeRow | null> {
  const [row] = await db
    .select({ theme: clientThemes })
    .from(clientThemes)
    .innerJoin(clients, eq(clients.id, clientThemes.clientId))
    .where(eq(clients.slug, slug))
    .limit(1);
  return row?.theme ?? null;
}

export async function findThemeByClientId(db: Database, clientId: string): Promise<ClientThemeRow | null> {
  const [row] = await db.select().from(clientThemes).where(eq(clientThemes.clientId, clientId)).limit(1);
  return row ?? null;
}

/** The theme fields an operator edits in the console; the rest (e-mails, phone) belong to the client's settings. */
export type EditableTheme = Pick<
  ClientThemeRow,
  | 'primaryColour'
  | 'secondaryColour'
  | 'baseFont'
  | 'headerFont'
  | 'benefitBrandName'
  | 'logoFileUrl'
  | 'brandHeaderLogo'
  | 'mobileLogo'
  | 'avatarSet'
>;

/** Writes the edited fields, taking the row's lock so two editors' saves take turns. */
export async function updateClientTheme(
  db: Database,
  clientId: string,
  values: EditableTheme,
): Promise<ClientThemeRow | null> {
  const [row] = await db
    .update(clientThemes)
    .set(values)
    .where(eq(clientThemes.clientId, clientId))
    .returning();
  return row ?? null;
}
