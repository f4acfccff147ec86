/**
 * The console's content area, on the services `npm run content` uses: the content document exported and
 * imported whole (checked first, nothing half-saved), and a policy published as a new version. Each change is
 * written with its audit row in one transaction; then every server drops its cached content facts (the terms
 * version among them, so new terms reach each user's next visit).
 */
import {
  ACTIVE_HTML_MESSAGE,
  REASON_REQUIRED_MESSAGE,
  type ConsoleContent,
  type ContentDocument,
  type ContentPage,
  type ContentType,
} from '@portal/contracts';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { ClientRow } from '../../db/schema/index.ts';
import { recordConsoleChange, type ConsoleActor } from '../console/index.ts';
import {
  currentContentPage,
  exportContentDocument,
  importContentDocument,
  saveContentRevision,
} from '../content/index.ts';
import { sanitiseContentHtml } from '../../lib/sanitise-html.ts';
import { lockClientRow } from '../tenants/index.ts';
import { activeHtmlProblems, holdsActiveHtml } from './active-html.ts';

export interface ConsoleContentDeps {
  db: Database;
  clock: Clock;
  /** Drops the client's cached content facts here and on every other server. */
  publish(clientId: string): void;
}

/** The client a console path names (the console module resolves it). */
type ConsoleClient = Pick<ClientRow, 'id' | 'slug' | 'name'>;

interface Actor {
  actor: ConsoleActor;
  client: ConsoleClient;
}

export async function consoleContent(db: Database, client: ConsoleClient): Promise<ConsoleContent> {
  const document = await exportContentDocument(db, client.slug);
  if (!document) throw new HttpError(404, 'Not found');
  const [terms, policy, cookie] = await Promise.all(
    (['terms', 'policy', 'cookie'] as const).map((type) => currentContentPage(db, client.id, type)),
  );
  return {
    client: { slug: client.slug, name: client.name },
    document,
    policies: { terms: terms ?? null, policy: policy ?? null, cookie: cookie ?? null },
  };
}

/** A document as the audit trail keeps it: images by name and size, not their bytes. */
function auditedDocument(document: unknown): Record<string, unknown> | null {
  if (!document || typeof document !== 'object') return null;
  const { images, ...rest } = document as ContentDocument;
  return {
    ...rest,
    images: Array.isArray(images)
      ? images.map((image) => ({ name: image.name, base64Length: image.data.length }))
      : [],
  };
}

export async function saveConsoleContent(
  deps: ConsoleContentDeps,
  input: Actor & { document: unknown; reason: string | undefined },
): Promise<ConsoleContent> {
  const { db, clock } = deps;
  const { client } = input;
  const scripts = activeHtmlProblems(input.document);
  if (scripts.length > 0) throw new HttpError(400, 'The content was not saved', scripts);
  const result = await importContentDocument(db, {
    slug: client.slug,
    document: input.document,
    clock,
    alongside: async (tx, summary, { before, changed }) => {
      // The same document saved again (a double click, a save with no edit) is no change to record.
      if (!changed) return;
      const reason = input.reason?.trim() || null;
      // Published policies reach every employee: the change must say why (and nothing is kept without it).
      if (summary.policiesPublished.length > 0 && !reason) {
        throw new HttpError(400, 'The content was not saved', [
          { field: 'reason', message: REASON_REQUIRED_MESSAGE },
        ]);
      }
      await recordConsoleChange(tx, input.actor, {
        type: 'console.content_changed',
        clientId: client.id,
        subject: { client: client.slug, policiesPublished: summary.policiesPublished },
        before: auditedDocument(before),
        after: auditedDocument(input.document),
        ...(reason ? { reason } : {}),
      });
    },
  });
  if (result.status === 'unknown-tenant') throw new HttpError(404, 'Not found');
  if (result.status === 'invalid') {
    const errors = result.issues.map((issue) => ({ field: issue.path, message: issue.message }));
    throw new HttpError(400, 'The content was not saved', errors);
  }
  deps.publish(client.id);
  return consoleContent(db, client);
}

/** The version asked for is the current one: the same title and the same text once sanitised. */
function isSameVersion(current: ContentPage, asked: { title: string; html: string }): boolean {
  return current.title === asked.title.trim() && current.content === sanitiseContentHtml(asked.html);
}

export async function publishPolicy(
  deps: ConsoleContentDeps,
  input: Actor & { type: ContentType; title: string; html: string; reason: string },
): Promise<ContentPage> {
  const { db, clock } = deps;
  const { client } = input;
  if (holdsActiveHtml(input.html)) {
    throw new HttpError(400, 'The page was not published', [{ field: 'html', message: ACTIVE_HTML_MESSAGE }]);
  }
  const page = await db.transaction(async (tx) => {
    // Two publications at once (a double click) take turns; the second finds this version already current.
    await lockClientRow(tx, client.id);
    const before = await currentContentPage(tx, client.id, input.type);
    if (before && isSameVersion(before, input)) return before;
    const published = await saveContentRevision(
      tx,
      { clientId: client.id, type: input.type, title: input.title, html: input.html },
      clock,
    );
    await recordConsoleChange(tx, input.actor, {
      type: 'console.policy_published',
      clientId: client.id,
      subject: { client: client.slug, policy: input.type },
      before: before && { title: before.title, revision: before.revision, content: before.content },
      after: { title: published.title, revision: published.revision, content: published.content },
      reason: input.reason,
    });
    return published;
  });
  deps.publish(client.id);
  return page;
}
