/**
 * The daily benefits notices (BENEFITS.md; spec: probation users "are e-mailed when they can"): when an
 * enrolment window is open, each employee who can act is told once; in its last 7 days, reminded once; when
 * probation has ended, the employee is told once that the rest of the benefits are open. A pg-boss schedule
 * runs it every morning; a missed morning is made up the next (notices are owed, not dated), and a second run
 * or a second worker sends nothing twice (each notice is claimed in the database in the batch's transaction).
 */
import {
  addDays,
  closingReminderDate,
  longDate,
  newJoinerWindowDaysOn,
  ukDateOf,
  windowOffersChoice,
  type IsoDate,
} from '@portal/benefits';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { defineQueue } from '../../lib/jobs/index.ts';
import type { Mailer } from '../../lib/mailer/index.ts';
import { schemeYearsFrom } from './catalogue.repository.ts';
import {
  benefitsInGroups,
  claimNotices,
  groupNames,
  membershipsOf,
  openWindows,
  probationRecipients,
  tenantsWithRecords,
  windowRecipients,
  type NoticeKind,
  type Recipient,
  type WindowRecipient,
} from './benefit-notices.repository.ts';

export const dailyBenefitNotices = defineQueue<Record<string, never>>('benefits.daily-notices', {
  retryLimit: 3,
  retryDelay: 10 * 60,
  // One run at a time: the schedule, a retry and a manual run never overlap.
  policy: 'singleton',
});

/** Every morning at 07:00 UTC, before the working day in the UK. */
export const DAILY_NOTICES_CRON = '0 7 * * *';

const BATCH = 200;

const conjunction = new Intl.ListFormat('en-GB', { style: 'long', type: 'conjunction' });
/** Names as a sentence says them: "Health and Protection", "Health, Protection and Wellbeing". */
const andList = (names: readonly string[]) => conjunction.format(names);

export interface NoticeDeps {
  db: Database;
  mailer: Mailer;
}

/**
 * Sends one kind of notice in batches: each batch claims its notices and writes its e-mails in one transaction.
 * Batches follow one another by person (`after`), so those `concerned` passes over are not asked for again.
 */
async function sendInBatches<R extends Recipient>(
  { db, mailer }: NoticeDeps,
  clientId: string,
  kind: NoticeKind,
  next: (after: string | null) => Promise<R[]>,
  occasionOf: (recipient: R) => string,
  mail: (recipient: R) => Parameters<Mailer['send']>[0],
  concerned: (batch: R[]) => Promise<R[]> = async (batch) => batch,
): Promise<number> {
  let sent = 0;
  let after: string | null = null;
  for (;;) {
    const batch = await next(after);
    if (batch.length === 0) return sent;
    after = batch[batch.length - 1]!.userId;
    const told = await concerned(batch);
    await db.transaction(async (tx) => {
      const claimed = await claimNotices(
        tx,
        clientId,
        kind,
        told.map((recipient) => ({ userId: recipient.userId, occasion: occasionOf(recipient) })),
      );
      for (const recipient of told.filter((candidate) => claimed.has(candidate.userId))) {
        await mailer.send(mail(recipient), tx);
        sent += 1;
      }
    });
    if (batch.length < BATCH) return sent;
  }
}

type OpenWindow = Awaited<ReturnType<typeof openWindows>>[number];

/**
 * Who a window concerns. One that opens every group: everyone the query found. One limited to groups: those with
 * something to choose in them (windowOffersChoice), judged against the year's benefits in those groups and what
 * each person has now; the groups' names go into the e-mails.
 */
async function windowAudience(db: Database, window: OpenWindow, today: IsoDate) {
  if (window.groupCodes.length === 0) {
    return { groups: undefined, concerned: async (batch: WindowRecipient[]) => batch };
  }
  const [names, offered] = await Promise.all([
    groupNames(db, window.clientId, window.groupCodes),
    benefitsInGroups(db, window.clientId, window.schemeId, window.groupCodes),
  ]);
  const limits = { opensOn: window.opensOn, closesOn: window.closesOn, groups: window.groupCodes };
  const concerned = async (batch: WindowRecipient[]) => {
    const members = await membershipsOf(
      db,
      window.clientId,
      batch.map((recipient) => recipient.userId),
      offered.map((benefit) => benefit.id),
    );
    return batch.filter((recipient) => {
      const has = members.get(recipient.userId);
      const offers = offered.map((benefit) => ({ ...benefit, isMember: has?.has(benefit.id) ?? false }));
      return windowOffersChoice(recipient.record, limits, offers, today);
    });
  };
  return { groups: andList(names), concerned };
}

/** Sends every notice owed on `today`; answers how many e-mails it wrote. */
export async function sendDueNotices(deps: NoticeDeps, today: IsoDate): Promise<number> {
  const { db } = deps;
  let sent = 0;
  for (const window of await openWindows(db, today)) {
    const kinds: NoticeKind[] = ['window-opened'];
    if (today >= closingReminderDate({ opensOn: today, closesOn: window.closesOn }))
      kinds.push('window-closing');
    const { groups, concerned } = await windowAudience(db, window, today);
    for (const kind of kinds) {
      const data = {
        schemeYear: window.schemeYear,
        closesOn: longDate(window.closesOn),
        ...(groups ? { groups } : {}),
      };
      sent += await sendInBatches(
        deps,
        window.clientId,
        kind,
        (after) =>
          windowRecipients(db, {
            clientId: window.clientId,
            kind,
            windowId: window.id,
            today,
            after,
            limit: BATCH,
          }),
        () => window.id,
        (recipient) => ({
          template: kind === 'window-opened' ? 'benefits_window_opened' : 'benefits_window_closing',
          clientId: window.clientId,
          to: recipient.email,
          data: { firstName: recipient.firstName, ...data },
        }),
        concerned,
      );
    }
  }
  // Probation that ended within the new joiner's window (its length the client's scheme year's of today): after
  // it, the notice would come too late to act on.
  const to = addDays(today, -1);
  for (const clientId of await tenantsWithRecords(db)) {
    const from = addDays(today, -newJoinerWindowDaysOn(await schemeYearsFrom(db, clientId, 0), today));
    sent += await sendInBatches(
      deps,
      clientId,
      'probation-ended',
      (after) => probationRecipients(db, { clientId, from, to, today, after, limit: BATCH }),
      (recipient) => recipient.probationEndDate!,
      (recipient) => ({
        template: 'benefits_probation_ended',
        clientId,
        to: recipient.email,
        data: { firstName: recipient.firstName, openFrom: longDate(addDays(recipient.probationEndDate!, 1)) },
      }),
    );
  }
  return sent;
}

/** The job's handler: today in UK time, by the app's clock. */
export function runDailyNotices(deps: NoticeDeps & { clock: Clock }) {
  return async () => {
    await sendDueNotices(deps, ukDateOf(deps.clock()));
  };
}
