/**
 * The masquerade launcher (issue 7): a platform administrator on a tenant's host finds one of its employers or
 * employees, picks a scheme year and gives a reason; the answer is the link that starts the masquerade
 * session. Only a session that began with a second factor may create one.
 */
import {
  MASQUERADE_TWO_FACTOR_REQUIRED_MESSAGE,
  MASQUERADE_UNKNOWN_PERSON_MESSAGE,
  MASQUERADE_UNKNOWN_SCHEME_YEAR_MESSAGE,
  type MasqueradeCandidates,
  type MasqueradeCandidatesQuery,
  type MasqueradeLauncher,
  type MasqueradeLink,
  type MasqueradeRequest,
} from '@portal/contracts';
import type { ClientRow } from '../../db/schema/index.ts';
import type { RequestOrigin } from '../../lib/audit.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Principal } from '../../plugins/auth.ts';
import { createMasqueradeLink, type MasqueradeLinkDeps } from './masquerade-link.ts';
import { presentCandidate } from './masquerade.presenter.ts';
import { listSchemeYears, searchTargets } from './masquerade.repository.ts';

export function createMasqueradeService(deps: MasqueradeLinkDeps) {
  const { db } = deps;
  return {
    /** POST /api/masquerade/employer/{clientId}/{userId} */
    async start(
      principal: Principal,
      tenant: ClientRow,
      target: { clientId: string; userId: string },
      request: MasqueradeRequest,
      origin: RequestOrigin,
    ): Promise<MasqueradeLink> {
      if (!principal.twoFactorVerified) throw new HttpError(403, MASQUERADE_TWO_FACTOR_REQUIRED_MESSAGE);
      const outcome = await createMasqueradeLink(deps, {
        tenant,
        target: { id: target.userId },
        adminId: principal.userId,
        schemeYear: request.schemeYear,
        reason: request.reason,
        via: { kind: 'web', origin },
      });
      if (outcome.ok) return { url: outcome.url };
      if (outcome.reason === 'unknown_person') throw new HttpError(404, MASQUERADE_UNKNOWN_PERSON_MESSAGE);
      throw new HttpError(422, MASQUERADE_UNKNOWN_SCHEME_YEAR_MESSAGE);
    },

    /** GET /api/masquerade/candidates */
    async candidates(tenant: ClientRow, query: MasqueradeCandidatesQuery): Promise<MasqueradeCandidates> {
      const found = await searchTargets(db, tenant.id, query.search ?? '', query.limit);
      return { candidates: found.map(presentCandidate) };
    },

    /** GET /api/masquerade/launcher */
    async launcher(principal: Principal, tenant: ClientRow): Promise<MasqueradeLauncher> {
      return {
        client: { id: tenant.id, clientName: tenant.name },
        schemeYears: await listSchemeYears(db, tenant.id),
        twoFactorVerified: principal.twoFactorVerified,
      };
    },
  };
}

export type MasqueradeService = ReturnType<typeof createMasqueradeService>;
