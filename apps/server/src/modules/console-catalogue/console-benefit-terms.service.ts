/**
 * A benefit's terms in the console (issue 35): its versions, and a new one published on purpose. The version
 * (the last + 1, its HTML sanitised) and its audit row (versions before and after, the reason) are written in
 * one transaction, the client's row locked first: a second click of the same publication finds it done and
 * records nothing. Employees are shown the new terms at their next choice, which records the version.
 */
import {
  ACTIVE_HTML_MESSAGE,
  TERMS_MOVED_ON_MESSAGE,
  TERMS_TEXT_REQUIRED_MESSAGE,
  TERMS_UNCHANGED_MESSAGE,
  type BenefitTermsPublication,
  type ConsoleBenefitTerms,
} from '@portal/contracts';
import type { Database } from '../../db/client.ts';
import type { ClientRow } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/http-error.ts';
import { sanitiseContentHtml } from '../../lib/sanitise-html.ts';
import { holdsMarkup } from '../../lib/uploaded-document.ts';
import { addTermsVersion, termsVersionsOf, type TermsVersion } from '../benefits/index.ts';
import { recordConsoleChange, type ConsoleActor } from '../console/index.ts';
import { lockClientRow } from '../tenants/index.ts';
import { consoleBenefit, RETIRED_MESSAGE, type ConsoleCatalogueDeps } from './console-catalogue.service.ts';

type ConsoleClient = Pick<ClientRow, 'id' | 'slug' | 'name'>;

const shown = (terms: TermsVersion) => ({
  version: terms.version,
  publishedAt: terms.publishedAt.toISOString(),
  contentHtml: terms.contentHtml,
});

const byContent = (message: string) => new HttpError(400, message, [{ field: 'body.contentHtml', message }]);

/** What a reader sees of the HTML: its text without tags. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;/g, ' ')
    .trim();

export async function consoleBenefitTerms(
  db: Database,
  client: ConsoleClient,
  id: number,
): Promise<ConsoleBenefitTerms> {
  const benefit = await consoleBenefit(db, client, id);
  const [current, ...earlier] = await termsVersionsOf(db, client.id, id);
  return {
    benefitId: id,
    name: benefit.document.name,
    current: current ? shown(current) : null,
    earlier: earlier.map(shown),
  };
}

export async function publishConsoleBenefitTerms(
  deps: ConsoleCatalogueDeps,
  actor: ConsoleActor,
  client: ConsoleClient,
  id: number,
  publication: BenefitTermsPublication,
): Promise<ConsoleBenefitTerms> {
  // Script pasted in is said, not silently dropped: the operator should know it will not run.
  if (holdsMarkup(Buffer.from(publication.contentHtml, 'utf8'))) throw byContent(ACTIVE_HTML_MESSAGE);
  const contentHtml = sanitiseContentHtml(publication.contentHtml);
  if (!textOf(contentHtml)) throw byContent(TERMS_TEXT_REQUIRED_MESSAGE);
  const published = await deps.db.transaction(async (tx) => {
    await lockClientRow(tx, client.id);
    const benefit = await consoleBenefit(tx, client, id);
    if (benefit.retired) throw new HttpError(409, RETIRED_MESSAGE);
    const [current] = await termsVersionsOf(tx, client.id, id);
    const last = current?.version ?? 0;
    if (current && current.contentHtml === contentHtml) {
      // The same publication sent twice (a double click): the first published it; nothing more.
      if (publication.basedOn < last) return false;
      throw byContent(TERMS_UNCHANGED_MESSAGE);
    }
    if (publication.basedOn !== last) throw new HttpError(409, TERMS_MOVED_ON_MESSAGE);
    const version = last + 1;
    const owned = { clientId: client.id, benefitId: id };
    await addTermsVersion(tx, owned, { version, contentHtml, publishedAt: actor.at });
    await recordConsoleChange(tx, actor, {
      type: 'console.benefit_terms_published',
      clientId: client.id,
      subject: { client: client.slug, benefit: id, name: benefit.document.name },
      before: current ? { version: current.version, contentHtml: current.contentHtml } : null,
      after: { version, contentHtml },
      reason: publication.reason,
    });
    return true;
  });
  // Every server forgets the catalogue: the benefit's page and the wizard show the new version at once.
  if (published) deps.forgetCatalogue(client.id);
  return consoleBenefitTerms(deps.db, client, id);
}
