import type { ConsoleAuditEvent } from '@portal/contracts';
import type { ReportColumn } from '../../lib/report-file.ts';
import type { AuditRow } from './console-audit.repository.ts';

export function presentAuditEvent(row: AuditRow): ConsoleAuditEvent {
  return {
    id: row.id,
    at: row.createdAt.toISOString(),
    kind: row.type,
    client: row.clientSlug ? { slug: row.clientSlug, name: row.clientName ?? row.clientSlug } : null,
    actor: row.actorEmail ? { name: row.actorName ?? row.actorEmail, email: row.actorEmail } : null,
    detail: row.detail,
    ip: row.ip,
  };
}

/** The CSV's columns: the detail (before, after, reason) as its JSON text. */
export const AUDIT_COLUMNS: readonly ReportColumn<AuditRow>[] = [
  { header: 'When (UTC)', value: (row) => row.createdAt.toISOString() },
  { header: 'Kind', value: (row) => row.type },
  { header: 'Client', value: (row) => row.clientSlug },
  { header: 'Actor', value: (row) => row.actorEmail },
  { header: 'Reason', value: (row) => (typeof row.detail.reason === 'string' ? row.detail.reason : null) },
  { header: 'Detail', value: (row) => JSON.stringify(row.detail) },
  { header: 'IP address', value: (row) => row.ip },
];
