/**
 * `npm run content`: a tenant's content (home page, carousel, FAQs, contact page, avatars, policies) as one
 * JSON document, exported and imported without touching code.
 *
 *   npm run content -- export <slug> [file]   write the document to the file (or standard output)
 *   npm run content -- import <slug> <file>   replace the tenant's content with the document
 *
 * An import is checked whole first: every problem is reported with its JSON path and nothing is changed.
 * It works while `npm start` runs on the embedded database (through the server's operator channel), with
 * DATABASE_URL (straight into PostgreSQL), and with no server running (straight into DATA_DIR/db).
 * Configuration comes from the same environment as the server (DATA_DIR, DATABASE_URL, SECRET_KEY).
 */
import fs from 'node:fs';
import {
  apiPaths,
  contentImportSummarySchema,
  type ContentDocumentIssue,
  type ContentImportSummary,
  pathTo,
} from '@portal/contracts';
import { loadConfig } from '../apps/server/src/config.ts';
import { systemClock } from '../apps/server/src/lib/clock.ts';
import {
  formatDocument,
  parseDocumentText,
} from '../apps/server/src/modules/content/content-document/document-file.ts';
import { exportContentDocument } from '../apps/server/src/modules/content/content-document/export-document.ts';
import { importContentDocument } from '../apps/server/src/modules/content/content-document/import-document.ts';
import {
  openOperatorAccess,
  type OperatorAccess,
} from '../apps/server/src/modules/operator/operator-client.ts';
import { CommandError, runCommand } from './operator-command.ts';

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

/** The server's refusal as one sentence. */
function serverRefusal(status: number, body: unknown): CommandError {
  const message =
    body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string'
      ? (body as { message: string }).message
      : String(body);
  return new CommandError(`The server refused (HTTP ${status}): ${message}`);
}

async function exportDocument(access: OperatorAccess, slug: string): Promise<unknown> {
  if (access.via === 'database') {
    const document = await exportContentDocument(access.db, slug);
    if (!document) throw unknownTenant(slug);
    return document;
  }
  const answer = await access.call('GET', pathTo(apiPaths.operatorContent, { slug }));
  if (answer.status === 404) throw unknownTenant(slug);
  if (answer.status !== 200) throw serverRefusal(answer.status, answer.body);
  return answer.body;
}

async function importDocument(
  access: OperatorAccess,
  slug: string,
  document: unknown,
): Promise<ContentImportSummary> {
  if (access.via === 'database') {
    const result = await importContentDocument(access.db, { slug, document, clock: systemClock });
    if (result.status === 'unknown-tenant') throw unknownTenant(slug);
    if (result.status === 'invalid') throw invalidDocument(result.issues);
    return result.summary;
  }
  const answer = await access.call('PUT', pathTo(apiPaths.operatorContent, { slug }), document);
  if (answer.status === 404) throw unknownTenant(slug);
  if (answer.status === 422)
    throw invalidDocument((answer.body as { errors: ContentDocumentIssue[] }).errors);
  if (answer.status !== 200) throw serverRefusal(answer.status, answer.body);
  return contentImportSummarySchema.parse(answer.body);
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
  const access = await openOperatorAccess(loadConfig());
  try {
    if (command === 'export') {
      const text = formatDocument(await exportDocument(access, slug));
      if (file === undefined) process.stdout.write(text);
      else {
        fs.writeFileSync(file, text);
        console.error(`Wrote the content of ${slug} to ${file} (${access.description}).`);
      }
    } else {
      const summary = await importDocument(access, slug, document);
      console.log(`Imported the content of ${slug} ${access.description}: ${describeSummary(summary)}.`);
    }
  } finally {
    if (access.via === 'database') await access.close();
  }
  return 0;
}

await runCommand(run);
