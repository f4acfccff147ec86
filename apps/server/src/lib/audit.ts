/**
 * Security events (architecture section 7) in the audit_events table. Callers pass only what identifies the
 * event: never a password, token, cookie or secret.
 */
import type { Database } from '../db/client.ts';
import { auditEvents } from '../db/schema/index.ts';

export type AuditEventType =
  | 'login.succeeded'
  | 'login.second_factor_required'
  | 'login.failed'
  | 'login.locked'
  | 'session.refresh_reuse'
  | 'logout'
  | 'account.activated'
  | 'account.dob_failed'
  | 'password.reset_requested'
  | 'password.reset'
  | 'password.changed'
  | 'password.change_failed'
  | 'two_factor.failed'
  | 'two_factor.locked'
  | 'two_factor.setup_started'
  | 'two_factor.enabled'
  | 'two_factor.disabled'
  | 'sign_in_grant.refused'
  | 'masquerade.granted'
  | 'masquerade.started'
  | 'masquerade.request'
  | 'magic_link.sent'
  | 'magic_link.refused'
  | 'sso.failed'
  | 'sso.linked'
  | 'family.member_added'
  | 'family.member_changed'
  | 'family.member_removed'
  | 'life_event.reported'
  | 'life_event.voided'
  | 'two_factor.enforcement_changed'
  // The operator console (issue 35): each change with its before and after (modules/console).
  | 'console.client_created'
  | 'console.client_settings_changed'
  | 'console.client_archived'
  | 'console.client_restored'
  | 'console.theme_changed'
  | 'console.content_changed'
  | 'console.policy_published'
  | 'console.employer_permissions_changed'
  | 'console.sso_provider_added'
  | 'console.sso_provider_removed'
  | 'console.sso_mfa_trust_changed'
  | 'console.saml_metadata_refreshed'
  | 'console.saml_certificate_rolled_over'
  | 'console.window_added'
  | 'console.window_changed'
  | 'console.window_removed'
  | 'console.payroll_schedule_changed'
  | 'console.scheme_year_added'
  | 'console.scheme_year_made_current'
  | 'console.benefit_added'
  | 'console.benefit_changed'
  | 'console.benefit_retired'
  | 'console.benefit_terms_published'
  | 'console.benefit_group_added'
  | 'console.benefit_group_renamed'
  | 'console.benefit_groups_reordered'
  // The demo's clock moved or put back (demo mode only), from the console or `npm run admin -- clock`.
  | 'console.demo_clock_moved'
  | 'console.demo_clock_reset'
  | 'console.employer_invited'
  | 'console.administrator_invited'
  | 'console.administrator_removed';

export interface AuditEvent {
  type: AuditEventType;
  clientId: string | null;
  userId: string | null;
  detail?: Record<string, unknown>;
  ip?: string | null;
  userAgent?: string | null;
  at: Date;
}

const MAX_USER_AGENT = 512;

/** The row of an event, for callers that write it together with other rows in one statement. */
export function auditRow(event: AuditEvent): typeof auditEvents.$inferInsert {
  return {
    type: event.type,
    clientId: event.clientId,
    userId: event.userId,
    detail: event.detail ?? {},
    ip: event.ip ?? null,
    userAgent: event.userAgent?.slice(0, MAX_USER_AGENT) ?? null,
    createdAt: event.at,
  };
}

export async function recordAudit(db: Database, event: AuditEvent): Promise<void> {
  await db.insert(auditEvents).values(auditRow(event));
}

/** Names the platform administrator behind a masquerade session's change, in an audit event's detail. */
export function masqueradeDetail(masquerade: { adminId: string } | null): Record<string, string> {
  return masquerade ? { masqueradingAdminId: masquerade.adminId } : {};
}

/** Who made the request, for an audit row. */
export interface RequestOrigin {
  ip: string;
  userAgent: string | null;
}
