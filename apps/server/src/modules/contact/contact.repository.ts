import { and, eq, gte } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { clientThemes, contactEnquiries } from '../../db/schema/index.ts';

/** The tenant's contact address (its theme's contactUsEmail), or null when it has no theme. */
export async function findContactAddress(db: Database, clientId: string): Promise<string | null> {
  const [row] = await db
    .select({ address: clientThemes.contactUsEmail })
    .from(clientThemes)
    .where(eq(clientThemes.clientId, clientId))
    .limit(1);
  return row?.address ?? null;
}

export async function insertContactEnquiry(
  db: Database,
  values: {
    clientId: string;
    userId: string;
    subject: string;
    subjectLabel: string;
    comments: string;
    createdAt: Date;
  },
): Promise<string> {
  const [row] = await db.insert(contactEnquiries).values(values).returning({ id: contactEnquiries.id });
  if (!row) throw new Error('insert into contact_enquiries returned no row');
  return row.id;
}

/** Whether the person sent this very enquiry (subject and words) at or after `since`. */
export async function sentAlready(
  db: Database,
  enquiry: { userId: string; subject: string; comments: string; since: Date },
): Promise<boolean> {
  const [row] = await db
    .select({ id: contactEnquiries.id })
    .from(contactEnquiries)
    .where(
      and(
        eq(contactEnquiries.userId, enquiry.userId),
        eq(contactEnquiries.subject, enquiry.subject),
        eq(contactEnquiries.comments, enquiry.comments),
        gte(contactEnquiries.createdAt, enquiry.since),
      ),
    )
    .limit(1);
  return row !== undefined;
}
