/**
 * The preview's lists: an upload's new, changed or leaving rows with the fields each changes, and the
 * eligibility-impact variant's people whose benefits would change. Both read what the check kept, a page at a
 * time, and count from the upload's own tally.
 */
import type { RosterRecord } from '@portal/benefits';
import {
  lastPage,
  ROSTER_CHANGES_PAGE_SIZE,
  type EligibilityDifference,
  type RosterChanges,
} from '@portal/contracts';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { NO_SUCH_UPLOAD } from './upload-errors.ts';
import { findUpload, rowsOfUpload } from './uploads.repository.ts';

type Listed = 'new' | 'changed' | 'leaving';
type ListedRow = Awaited<ReturnType<typeof rowsOfUpload>>[number];

const windowOf = (page: number) => ({
  limit: ROSTER_CHANGES_PAGE_SIZE,
  offset: (page - 1) * ROSTER_CHANGES_PAGE_SIZE,
});

function identityOf(row: ListedRow) {
  const record = row.record as RosterRecord;
  return {
    row: row.rowNumber,
    employeeNumber: row.employeeNumber ?? '',
    name: `${record.firstName} ${record.surname}`,
    outcome: row.outcome as Listed,
  };
}

async function uploadOf(db: Database, clientId: string, uploadId: string) {
  const upload = await findUpload(db, clientId, uploadId);
  if (!upload) throw new HttpError(404, NO_SUCH_UPLOAD);
  return upload;
}

export async function rosterChangesOf(
  db: Database,
  clientId: string,
  uploadId: string,
  query: { outcome: Listed; page: number },
): Promise<RosterChanges> {
  const upload = await uploadOf(db, clientId, uploadId);
  const total = { new: upload.newCount, changed: upload.changedCount, leaving: upload.leavingCount }[
    query.outcome
  ];
  const rows = await rowsOfUpload(db, uploadId, { outcome: query.outcome }, windowOf(query.page));
  return {
    data: rows.map((row) => ({
      ...identityOf(row),
      email: (row.record as RosterRecord).email,
      changes: row.outcome === 'new' ? [] : (row.changes ?? []),
    })),
    last_page: lastPage(total, ROSTER_CHANGES_PAGE_SIZE),
    per_page: ROSTER_CHANGES_PAGE_SIZE,
    total,
    filters: { outcome: query.outcome },
  };
}

export async function eligibilityDifferenceOf(
  db: Database,
  clientId: string,
  uploadId: string,
  page: number,
): Promise<EligibilityDifference> {
  const upload = await uploadOf(db, clientId, uploadId);
  const rows = await rowsOfUpload(db, uploadId, 'impacted', windowOf(page));
  return {
    data: rows.map((row) => ({ ...identityOf(row), ...row.impact! })),
    last_page: lastPage(upload.impactedCount, ROSTER_CHANGES_PAGE_SIZE),
    per_page: ROSTER_CHANGES_PAGE_SIZE,
    total: upload.impactedCount,
    filters: {},
  };
}
