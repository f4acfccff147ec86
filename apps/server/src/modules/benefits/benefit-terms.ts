/**
 * A benefit's terms versions (table benefit_terms): the newest is what employees are shown and accept at their
 * next choice (the selection records its version); earlier ones stay, as choices made under them name them.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { benefitTerms } from '../../db/schema/index.ts';

export interface TermsVersion {
  version: number;
  contentHtml: string;
  publishedAt: Date;
}

/** The client's benefit's terms versions, newest first. */
export async function termsVersionsOf(
  db: Database,
  clientId: string,
  benefitId: number,
): Promise<TermsVersion[]> {
  return db
    .select({
      version: benefitTerms.version,
      contentHtml: benefitTerms.contentHtml,
      publishedAt: benefitTerms.publishedAt,
    })
    .from(benefitTerms)
    .where(and(eq(benefitTerms.clientId, clientId), eq(benefitTerms.benefitId, benefitId)))
    .orderBy(desc(benefitTerms.version));
}

/** Adds a version; the caller has sanitised the HTML and numbered it (the last + 1) under the client's lock. */
export async function addTermsVersion(
  db: Database,
  owned: { clientId: string; benefitId: number },
  version: TermsVersion,
): Promise<void> {
  await db.insert(benefitTerms).values({ ...owned, ...version });
}
