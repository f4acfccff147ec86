/**
 * The background check of an uploaded roster file (BENEFITS.md, Scale: uploads of 50,000 rows are processed in
 * batches with progress): the rows as read when the file came are checked and compared with the roster a
 * thousand at a time (with what each would change: fields, benefits gained and lost, selections ending), each
 * batch kept with the progress the page polls, then the upload waits in preview. A retry starts over; a check
 * that fails for good tells the employer to upload again.
 */
import { ukDateOf } from '@portal/benefits';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Attempt } from '../../lib/jobs/index.ts';
import { currentSchemeBenefits } from '../take-up/index.ts';
import { checkedBatches } from './checked-rows.ts';
import { clearCheckedRows, endCheck, keepCheckedBatch, uploadToCheck } from './uploads.repository.ts';

export const CHECK_FAILED_MESSAGE = 'The file could not be checked; please upload it again';

export async function checkRosterUpload(db: Database, clock: Clock, uploadId: string, attempt: Attempt) {
  const upload = await uploadToCheck(db, uploadId);
  if (!upload) return; // discarded meanwhile, or already done
  try {
    if (attempt.retryCount > 0) await clearCheckedRows(db, uploadId);
    const file = JSON.parse(upload.content.toString('utf8')) as { headers: string[]; rows: string[][] };
    const weighing = { offered: await currentSchemeBenefits(db, upload.clientId), today: ukDateOf(clock()) };
    const tally = { new: 0, changed: 0, leaving: 0, unchanged: 0, invalid: 0 };
    let impacted = 0;
    for await (const batch of checkedBatches(db, upload.clientId, file, weighing)) {
      for (const row of batch) {
        tally[row.outcome] += 1;
        if (row.impact) impacted += 1;
      }
      if (!(await keepCheckedBatch(db, uploadId, batch))) return; // discarded meanwhile
    }
    const counts = {
      rowsInvalid: tally.invalid,
      newCount: tally.new,
      changedCount: tally.changed,
      leavingCount: tally.leaving,
      unchangedCount: tally.unchanged,
      impactedCount: impacted,
    };
    await endCheck(db, uploadId, counts, clock());
  } catch (error) {
    if (attempt.final) await endCheck(db, uploadId, { failure: CHECK_FAILED_MESSAGE }, clock());
    throw error;
  }
}
