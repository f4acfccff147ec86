/**
 * Imports a content document for a tenant: checks all of it first and reports every problem; otherwise writes
 * it in one transaction, so a document is applied whole or not at all. Policies publish a new revision only
 * when their title or (sanitised) text differs from the current one, so exporting and importing again changes
 * nothing. The caller drops its caches of the tenant afterwards.
 */
import type {
  ContentDocument,
  ContentDocumentIssue,
  ContentImportSummary,
  ContentType,
} from '@portal/contracts';
import type { Database } from '../../../db/client.ts';
import type { Clock } from '../../../lib/clock.ts';
import { sanitiseContentHtml } from '../../../lib/sanitise-html.ts';
import { isDeepStrictEqual } from 'node:util';
import { findClientBySlug, lockClientRow } from '../../tenants/index.ts';
import { findCurrentContent } from '../content.repository.ts';
import { saveContentRevision } from '../content.service.ts';
import { checkContentDocument } from './check-document.ts';
import { exportContentDocument } from './export-document.ts';
import { replaceTenantContent } from './replace-content.ts';

export type ContentImportResult =
  | { status: 'imported'; clientId: string; summary: ContentImportSummary }
  | { status: 'invalid'; issues: ContentDocumentIssue[] }
  | { status: 'unknown-tenant' };

/** What an import did to the tenant's content. */
export interface ContentChange {
  before: ContentDocument | null;
  /** False when the document was already in place (exporting it again gives the same document). */
  changed: boolean;
}

const POLICY_TYPES: readonly ContentType[] = ['terms', 'policy', 'cookie'];

async function publishChangedPolicies(
  tx: Database,
  clientId: string,
  policies: ContentDocument['policies'],
  clock: Clock,
): Promise<ContentType[]> {
  const published: ContentType[] = [];
  for (const type of POLICY_TYPES) {
    const policy = policies?.[type];
    if (!policy) continue;
    const current = await findCurrentContent(tx, clientId, type);
    if (current?.title === policy.title && current.bodyHtml === sanitiseContentHtml(policy.content)) continue;
    await saveContentRevision(tx, { clientId, type, title: policy.title, html: policy.content }, clock);
    published.push(type);
  }
  return published;
}

function summarise(
  slug: string,
  document: ContentDocument,
  policiesPublished: ContentType[],
): ContentImportSummary {
  return {
    tenant: slug,
    homePageCards: document.homePageCards.length,
    homePageBanners: document.homePageBanners.length,
    carouselSlides: document.carouselSlides.length,
    faqGroups: document.faqs.length,
    faqQuestions: document.faqs.reduce((total, group) => total + group.questions.length, 0),
    enquiryOptions: document.contact.enquiryOptions.length,
    avatars: document.avatars.length,
    images: document.images.length,
    policiesPublished,
  };
}

export async function importContentDocument(
  db: Database,
  input: {
    slug: string;
    document: unknown;
    clock: Clock;
    /**
     * Runs in the import's transaction once it is written (the console's audit row), with the document as it
     * was and whether the import changed it; throwing undoes it all.
     */
    alongside?: (tx: Database, summary: ContentImportSummary, change: ContentChange) => Promise<void>;
  },
): Promise<ContentImportResult> {
  const tenant = await findClientBySlug(db, input.slug);
  if (!tenant) return { status: 'unknown-tenant' };
  const checked = await checkContentDocument(db, tenant.id, input.document);
  if (!checked.ok) return { status: 'invalid', issues: checked.issues };
  const { document, images } = checked;
  const summary = await db.transaction(async (tx) => {
    // Two imports at once (a double click) take turns, and the second finds the first's document in place.
    await lockClientRow(tx, tenant.id);
    const before = await exportContentDocument(tx, tenant.slug);
    await replaceTenantContent(tx, tenant.id, document, images);
    const published = await publishChangedPolicies(tx, tenant.id, document.policies, input.clock);
    const done = summarise(tenant.slug, document, published);
    const changed = !isDeepStrictEqual(before, await exportContentDocument(tx, tenant.slug));
    await input.alongside?.(tx, done, { before, changed });
    return done;
  });
  return { status: 'imported', clientId: tenant.id, summary };
}
