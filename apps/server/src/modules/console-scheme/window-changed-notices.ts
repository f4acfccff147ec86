/**
 * The e-mails of a moved open window (issue 35): the change puts one job in its own transaction; the job writes
 * the new dates to the client's active people in batches, each batch claiming its notices (benefit_notices, kind
 * `window-changed`, the change's id as the occasion) in the transaction that writes its e-mails. So a client of
 * 100,000 people does not hold the change's transaction open, and a retried or second worker tells nobody twice.
 */
import { longDate, type IsoDate } from '@portal/benefits';
import type { Database } from '../../db/client.ts';
import { defineQueue } from '../../lib/jobs/index.ts';
import type { Mailer } from '../../lib/mailer/index.ts';
import { claimWindowNotices, untoldActivePeople } from './console-scheme.repository.ts';

export interface WindowChangedNotice {
  /** The change's own id: what each person's notice is claimed by. */
  changeId: string;
  clientId: string;
  schemeYear: number;
  opensOn: IsoDate;
  closesOn: IsoDate;
  /** The portal's day of the change: who was active then. */
  on: IsoDate;
}

export const windowChangedNotices = defineQueue<WindowChangedNotice>('console-scheme.window-changed', {
  retryLimit: 3,
  retryDelay: 60,
  expireInSeconds: 30 * 60,
});

const BATCH = 200;

export async function sendWindowChangedNotices(
  deps: { db: Database; mailer: Mailer },
  notice: WindowChangedNotice,
): Promise<number> {
  const { db, mailer } = deps;
  const data = {
    schemeYear: notice.schemeYear,
    opensOn: longDate(notice.opensOn),
    closesOn: longDate(notice.closesOn),
  };
  let sent = 0;
  for (;;) {
    const batch = await untoldActivePeople(db, {
      clientId: notice.clientId,
      today: notice.on,
      occasion: notice.changeId,
      limit: BATCH,
    });
    if (batch.length === 0) return sent;
    await db.transaction(async (tx) => {
      const claimed = await claimWindowNotices(tx, notice.clientId, notice.changeId, batch);
      for (const person of batch.filter((candidate) => claimed.has(candidate.userId))) {
        await mailer.send(
          {
            template: 'benefits_window_changed',
            clientId: notice.clientId,
            to: person.email,
            data: { firstName: person.firstName, ...data },
          },
          tx,
        );
        sent += 1;
      }
    });
    if (batch.length < BATCH) return sent;
  }
}
