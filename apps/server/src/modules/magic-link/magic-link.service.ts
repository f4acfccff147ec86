/**
 * Magic links (issue 7): an employer has a single-use sign-in link (15 minutes) e-mailed to one of their own
 * tenant's employees, by giving the employer's own password. The password is checked exactly as a sign-in
 * checks it (a locked employer is refused unchecked; a wrong password counts towards the lock). The link goes
 * to the employee only, in the same transaction as the grant; the employer's answer never carries it.
 * Refused: a person who is not an employee of the tenant, or who has not activated their account (a link
 * would skip the date-of-birth check and the password of activation: the welcome e-mail is for them).
 */
import {
  LOCKED_ACCOUNT_MESSAGE,
  MAGIC_LINK_EMPLOYERS_ONLY_MESSAGE,
  MAGIC_LINK_MINUTES,
  MAGIC_LINK_NOT_ACTIVATED_MESSAGE,
  MAGIC_LINK_RATE_LIMIT_MESSAGE,
  MAGIC_LINK_UNKNOWN_EMPLOYEE_MESSAGE,
  MAGIC_LINK_WRONG_PASSWORD_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
  type MagicLinkRequest,
} from '@portal/contracts';
import type { Database } from '../../db/client.ts';
import { inTurn } from '../../db/in-turn.ts';
import type { ClientRow } from '../../db/schema/index.ts';
import { recordAudit, type RequestOrigin } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Mailer } from '../../lib/mailer/index.ts';
import { hitThrottle } from '../../lib/throttle.ts';
import type { Principal } from '../../plugins/auth.ts';
import type { PasswordConfirmation } from '../auth/index.ts';
import { MAGIC_LINK_GRANT_MS, type SignInGrants } from '../sign-in-grants/index.ts';
import { findTenantPerson, isSchemeOfTenant } from './magic-link.repository.ts';

/** Requests one employer may make in an hour, right or wrong (the per-address sign-in limit also applies). */
export const MAGIC_LINK_REQUESTS_PER_HOUR = 10;
const perEmployer = {
  scope: 'magic-link:employer',
  limit: MAGIC_LINK_REQUESTS_PER_HOUR,
  windowMs: 60 * 60_000,
};

/** A link the employer asks for again within this long is the one already sent. */
const SENT_AGAIN_WITHIN_MS = 60_000;

/** What sending a magic link is given. */
export interface MagicLinkContext {
  db: Database;
  clock: Clock;
  grants: SignInGrants;
  mailer: Mailer;
  /** The employer's password, checked as a sign-in checks it. */
  confirmPassword(
    tenant: ClientRow,
    email: string,
    password: string,
    purpose: string,
    origin: RequestOrigin,
  ): Promise<PasswordConfirmation>;
}

/** POST /api/magic-link/scheme/{schemeId}/employee/{userId} */
export async function sendMagicLink(
  magicLinks: MagicLinkContext,
  principal: Principal,
  target: { schemeId: string; userId: string },
  request: MagicLinkRequest,
  origin: RequestOrigin,
): Promise<void> {
  const { db, clock, grants, mailer, confirmPassword } = magicLinks;
  const { tenant } = principal;
  // A platform administrator has no employer's password to give (and masquerading is refused earlier).
  if (principal.userType !== 'employer') throw new HttpError(403, MAGIC_LINK_EMPLOYERS_ONLY_MESSAGE);
  const at = clock();
  const employer = await findTenantPerson(db, tenant.id, principal.userId, 'employer');
  if (!employer) throw new HttpError(401, SESSION_EXPIRED_MESSAGE);
  const audit = (type: 'magic_link.sent' | 'magic_link.refused', detail: Record<string, unknown>) =>
    recordAudit(db, {
      type,
      clientId: tenant.id,
      userId: employer.id,
      detail: { employeeId: target.userId, schemeId: target.schemeId, ...detail },
      ...origin,
      at,
    });

  if (!(await hitThrottle(db, perEmployer, employer.id, at))) {
    await audit('magic_link.refused', { reason: 'rate_limited' });
    throw new HttpError(429, MAGIC_LINK_RATE_LIMIT_MESSAGE);
  }
  const confirmed = await confirmPassword(tenant, employer.email, request.password, 'magic_link', origin);
  if (confirmed !== 'ok') {
    await audit('magic_link.refused', { reason: confirmed === 'locked' ? 'locked' : 'wrong_password' });
    if (confirmed === 'locked') throw new HttpError(429, LOCKED_ACCOUNT_MESSAGE);
    throw new HttpError(422, MAGIC_LINK_WRONG_PASSWORD_MESSAGE);
  }

  const employee = (await isSchemeOfTenant(db, tenant.id, target.schemeId))
    ? await findTenantPerson(db, tenant.id, target.userId, 'employee')
    : null;
  if (!employee) {
    await audit('magic_link.refused', { reason: 'unknown_employee' });
    throw new HttpError(404, MAGIC_LINK_UNKNOWN_EMPLOYEE_MESSAGE);
  }
  if (!employee.activatedAt) {
    await audit('magic_link.refused', { reason: 'not_activated' });
    throw new HttpError(409, MAGIC_LINK_NOT_ACTIVATED_MESSAGE);
  }

  const grant = {
    kind: 'magic_link' as const,
    clientId: tenant.id,
    userId: employee.id,
    issuedBy: employer.id,
    ttlMs: MAGIC_LINK_GRANT_MS,
  };
  // An employer's links for one employee take turns: the same request again within a minute (a double click)
  // is the link already on its way, not a second e-mail.
  await inTurn(db, ['magic-link', tenant.id, employee.id], async (tx) => {
    if (await grants.issuedSince(grant, new Date(at.getTime() - SENT_AGAIN_WITHIN_MS), tx)) return;
    const { token } = await grants.issue(grant, tx);
    await mailer.send(
      {
        template: 'magic_link',
        clientId: tenant.id,
        to: employee.email,
        data: {
          firstName: employee.firstName,
          requestedBy: `${employer.firstName} ${employer.surname}`,
          linkPath: `/sso-login/${token}`,
          expiresInMinutes: MAGIC_LINK_MINUTES,
        },
      },
      tx,
    );
    await recordAudit(tx, {
      type: 'magic_link.sent',
      clientId: tenant.id,
      userId: employer.id,
      detail: { employeeId: employee.id, schemeId: target.schemeId },
      ...origin,
      at,
    });
  });
}
