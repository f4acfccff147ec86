/**
 * The console's Audit trail (issue 35): every recorded event, filtered by client (sub-domain), actor (e-mail),
 * kind (`login.failed`, `console.client_created`...) and day, newest first, paged or as one CSV file.
 */
import { z } from 'zod';
import { pagedQuerySchema, pagedResponseSchema } from './paging.ts';

const day = z.iso.date('Use a date such as 2026-11-25');

const auditFilters = {
  client: z.string().trim().max(63),
  actor: z.string().trim().max(254),
  kind: z.string().trim().max(100),
  from: day,
  to: day,
};

export const consoleAuditQuerySchema = pagedQuerySchema({ sortBy: ['created_at'], filters: auditFilters });
export type ConsoleAuditQuery = z.input<typeof consoleAuditQuerySchema>;

export const consoleAuditDownloadQuerySchema = consoleAuditQuerySchema.omit({ page: true, per_page: true });

/** An employer's own trail: the same query with the client fixed to theirs, so no client filter. */
export const employerAuditQuerySchema = consoleAuditQuerySchema.omit({ 'filter[client]': true });
export type EmployerAuditQuery = z.input<typeof employerAuditQuerySchema>;
export const employerAuditDownloadQuerySchema = employerAuditQuerySchema.omit({ page: true, per_page: true });

export const consoleAuditEventSchema = z.object({
  id: z.string(),
  at: z.string(),
  kind: z.string(),
  client: z.object({ slug: z.string(), name: z.string() }).nullable(),
  actor: z.object({ name: z.string(), email: z.string() }).nullable(),
  detail: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
});
export type ConsoleAuditEvent = z.infer<typeof consoleAuditEventSchema>;

export const consoleAuditListSchema = pagedResponseSchema(consoleAuditEventSchema);
export type ConsoleAuditList = z.infer<typeof consoleAuditListSchema>;
