import { and, desc, eq, max } from 'drizzle-orm';
import type { ContentType } from '@portal/contracts';
import type { Database } from '../../db/client.ts';
import { content, type ContentRow } from '../../db/schema/index.ts';

/** The current page of a type: its highest revision. */
export async function findCurrentContent(
  db: Database,
  clientId: string,
  type: ContentType,
): Promise<ContentRow | null> {
  const [row] = await db
    .select()
    .from(content)
    .where(and(eq(content.clientId, clientId), eq(content.type, type)))
    .orderBy(desc(content.revision))
    .limit(1);
  return row ?? null;
}

export async function findLatestRevisionNumber(
  db: Database,
  clientId: string,
  type: ContentType,
): Promise<number> {
  const [row] = await db
    .select({ latest: max(content.revision) })
    .from(content)
    .where(and(eq(content.clientId, clientId), eq(content.type, type)));
  return row?.latest ?? 0;
}

export async function insertContentRevision(
  db: Database,
  values: {
    id?: string;
    clientId: string;
    type: ContentType;
    revision: number;
    title: string;
    bodyHtml: string;
    createdAt: Date;
  },
): Promise<ContentRow> {
  const [row] = await db.insert(content).values(values).returning();
  if (!row) throw new Error('insert into content returned no row');
  return row;
}
