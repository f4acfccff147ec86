/** Content pages (terms, privacy policy, cookie policy): stored as sanitised revisions, served newest first. */
import type { ContentPage, ContentType } from '@portal/contracts';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { systemClock } from '../../lib/clock.ts';
import { sanitiseContentHtml } from '../../lib/sanitise-html.ts';
import { presentContentPage } from './content.presenter.ts';
import { findCurrentContent, findLatestRevisionNumber, insertContentRevision } from './content.repository.ts';

export async function currentContentPage(
  db: Database,
  clientId: string,
  type: ContentType,
): Promise<ContentPage | null> {
  const row = await findCurrentContent(db, clientId, type);
  return row ? presentContentPage(row) : null;
}

/**
 * Publishes a new revision of a page. The HTML is sanitised here, before it is stored, so the database
 * never holds script, event handlers or javascript: links.
 */
export async function saveContentRevision(
  db: Database,
  input: {
    clientId: string;
    type: ContentType;
    title: string;
    html: string;
    /** fixed ids for the seed */ id?: string;
  },
  clock: Clock = systemClock,
): Promise<ContentPage> {
  const row = await db.transaction(async (tx) => {
    const revision = (await findLatestRevisionNumber(tx, input.clientId, input.type)) + 1;
    return insertContentRevision(tx, {
      id: input.id,
      clientId: input.clientId,
      type: input.type,
      revision,
      title: input.title.trim(),
      bodyHtml: sanitiseContentHtml(input.html),
      createdAt: clock(),
    });
  });
  return presentContentPage(row);
}
