/**
 * `npm run content`: a tenant's content (home page, carousel, FAQs, contact page, avatars, policies) as one
 * JSON document, exported and imported without touching code.
 *
 *   npm run content -- export <slug> [file]   write the document to the file (or standard output)
 *   npm run content -- import <slug> <file>   replace the tenant's content with the document
 *
 * An import is checked whole first: every problem is reported with its JSON path and nothing is changed.
 * It works on the portal's database directly (DATABASE_URL, or DATA_DIR's embedded PostgreSQL, whether
 * `npm start` runs or not); running servers hear of an import at once (LISTEN/NOTIFY) and drop what they keep
 * of the tenant. Configuration comes from the same environment as the server (DATA_DIR, DATABASE_URL).
 */
import fs from 'node:fs';
import type { ContentDocumentIssue, ContentImportSummary } from '@portal/contracts';
import { loadConfig } from '../apps/server/src/config.ts';
import {
  formatDocument,
  parseDocumentText,
} from '../apps/server/src/modules/content/content-document/document-file.ts';
import { exportContentDocument } from '../apps/server/src/modules/content/content-document/export-document.ts';
import { importContentDocument } from '../apps/server/src/modules/content/content-document/import-document.ts';
import { CONTENT_FACTS_TOPIC } from '../apps/server/src/modules/content/index.ts';
import { CommandError, runCommand, withDatabase, type CommandDatabase } from './operator-command.ts';

const USAGE = `Usage:
  npm run content -- export <slug> [file]   write a tenant's content document (to standard output without a file)
  npm run content -- import <slug> <file>   replace a tenant's content with a content document`;

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

function describeSummary(summary: ContentImportSummary): string {
  const published = summary.policiesPublished.length > 0 ? summary.policiesPublished.join(', ') : 'none';
  return [
    plural(summary.homePageCards, 'home-page card'),
    plural(summary.homePageBanners, 'banner'),
    plural(summary.carouselSlides, 'carousel slide'),
    `${plural(summary.faqGroups, 'FAQ group')} (${plural(summary.faqQuestions, 'question')})`,
    plural(summary.enquiryOptions, 'enquiry subject'),
    plural(summary.avatars, 'avatar'),
    `${plural(summary.images, 'image')}; policies published: ${published}`,
  ].join(', ');
}

function invalidDocument(issues: readonly ContentDocumentIssue[]): CommandError {
  const lines = issues.map((issue) => `  ${issue.path}: ${issue.message}`);
  return new CommandError(
    [`The content document has ${plural(issues.length, 'error')}; nothing was changed:`, ...lines].join('\n'),
  );
}

const unknownTenant = (slug: string) => new CommandError(`There is no tenant "${slug}".`);

async function exportDocument(database: CommandDatabase, slug: string): Promise<unknown> {
  const document = await exportContentDocument(database.db, slug);
  if (!document) throw unknownTenant(slug);
  return document;
}

async function importDocument(
  database: CommandDatabase,
  slug: string,
  document: unknown,
): Promise<ContentImportSummary> {
  const result = await importContentDocument(database.db, { slug, document, clock: database.clock });
  if (result.status === 'unknown-tenant') throw unknownTenant(slug);
  if (result.status === 'invalid') throw invalidDocument(result.issues);
  // The tenant's content facts (its terms revision, whether it has FAQs, its avatars) are kept by every server.
  await database.tell(CONTENT_FACTS_TOPIC, result.clientId);
  return result.summary;
}

function readDocumentFile(file: string): unknown {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    throw new CommandError(`Cannot read ${file}: ${(error as Error).message}`);
  }
  const parsed = parseDocumentText(text);
  if (!parsed.ok) throw new CommandError(`${file}: ${parsed.message}. Nothing was changed.`);
  return parsed.value;
}

async function run(args: readonly string[]): Promise<number> {
  const [command, slug, file, ...rest] = args;
  const valid =
    rest.length === 0 &&
    slug !== undefined &&
    (command === 'export' || (command === 'import' && file !== undefined));
  if (!valid) {
    console.error(USAGE);
    return 2;
  }
  // Read the file before opening the database: a typo in its name should not wait for a database.
  const document = command === 'import' ? readDocumentFile(file!) : undefined;
  await withDatabase(loadConfig(), async (database) => {
    if (command === 'export') {
      const text = formatDocument(await exportDocument(database, slug));
      if (file === undefined) process.stdout.write(text);
      else {
        fs.writeFileSync(file, text);
        console.error(`Wrote the content of ${slug} to ${file} (${database.description}).`);
      }
    } else {
      const summary = await importDocument(database, slug, document);
      console.log(`Imported the content of ${slug} ${database.description}: ${describeSummary(summary)}.`);
    }
  });
  return 0;
}

await runCommand(run);
