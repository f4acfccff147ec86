/**
 * The masquerade launcher (issue 7): a platform administrator on a tenant's host finds one of its employers or
 * employees, picks a scheme year and gives a reason; the answer is the link that starts the masquerade
 * session. Only a session that began with a second factor may create one.
 */
import {
  MASQUERADE_ARCHIVED_CLIENT_MESSAGE,
  MASQUERADE_TWO_FACTOR_REQUIRED_MESSAGE,
  MASQUERADE_UNKNOWN_PERSON_MESSAGE,
  MASQUERADE_UNKNOWN_SCHEME_YEAR_MESSAGE,
  type MasqueradeCandidate,
  type MasqueradeCandidates,
  type MasqueradeCandidatesQuery,
  type MasqueradeLauncher,
  type MasqueradeLink,
  type MasqueradeRequest,
} from '@portal/contracts';
import type { RequestOrigin } from '../../lib/audit.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Principal } from '../../plugins/auth.ts';
import { createMasqueradeLink, type MasqueradeLinkDeps } from './masquerade-link.ts';
import { presentCandidate } from './masquerade.presenter.ts';
import { findTarget, listSchemeYears, searchTargets } from './masquerade.repository.ts';

/** POST /api/masquerade/employer/{clientId}/{userId}: a link to act as one of the host tenant's people. */
export async function startMasquerade(
  links: MasqueradeLinkDeps,
  principal: Principal,
  target: { userId: string },
  request: MasqueradeRequest,
  origin: RequestOrigin,
): Promise<MasqueradeLink> {
  if (!principal.twoFactorVerified) throw new HttpError(403, MASQUERADE_TWO_FACTOR_REQUIRED_MESSAGE);
  const outcome = await createMasqueradeLink(links, {
    tenant: principal.tenant,
    target: { id: target.userId },
    adminId: principal.userId,
    schemeYear: request.schemeYear,
    reason: request.reason,
    via: { kind: 'web', origin },
  });
  if (outcome.ok) return { url: outcome.url };
  throw masqueradeRefusal(outcome.reason);
}

/** The refusal a route answers for a link that was not made (the launcher's and the console's alike). */
export function masqueradeRefusal(
  reason: 'archived_client' | 'unknown_person' | 'unknown_scheme_year',
): HttpError {
  if (reason === 'archived_client') return new HttpError(409, MASQUERADE_ARCHIVED_CLIENT_MESSAGE);
  if (reason === 'unknown_person') return new HttpError(404, MASQUERADE_UNKNOWN_PERSON_MESSAGE);
  return new HttpError(422, MASQUERADE_UNKNOWN_SCHEME_YEAR_MESSAGE);
}

/** A tenant's employers and employees that a search finds (the launcher's, and the console's for any client). */
export async function candidatesOf(
  db: MasqueradeLinkDeps['db'],
  clientId: string,
  query: MasqueradeCandidatesQuery,
): Promise<MasqueradeCandidates> {
  const found = await searchTargets(db, clientId, query.search ?? '', query.limit);
  return { candidates: found.map(presentCandidate) };
}

/** One of a tenant's employers and employees, as the search answers them; null for anyone else. */
export async function candidateOf(
  db: MasqueradeLinkDeps['db'],
  clientId: string,
  userId: string,
): Promise<MasqueradeCandidate | null> {
  const found = await findTarget(db, clientId, { id: userId });
  return found && presentCandidate(found);
}

/** GET /api/masquerade/candidates */
export async function findCandidates(
  { db }: MasqueradeLinkDeps,
  principal: Principal,
  query: MasqueradeCandidatesQuery,
): Promise<MasqueradeCandidates> {
  return candidatesOf(db, principal.clientId, query);
}

/** GET /api/masquerade/launcher */
export async function launcher(
  { db }: MasqueradeLinkDeps,
  principal: Principal,
): Promise<MasqueradeLauncher> {
  const { tenant } = principal;
  return {
    client: { id: tenant.id, clientName: tenant.name },
    schemeYears: await listSchemeYears(db, tenant.id),
    twoFactorVerified: principal.twoFactorVerified,
  };
}
