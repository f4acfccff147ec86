import { z } from 'zod';
import { emailSchema } from './auth.ts';

/**
 * Masquerade (spec sections 1, 6 and 7; issue 7): a platform administrator, signed in with two-factor on a
 * tenant's host, acts as one of its employers or employees for a scheme year. The launcher finds the person
 * and the year; `POST /api/masquerade/employer/{clientId}/{userId}` answers the single-use link
 * `/sso-login/msq…/{schemeYear}` (60 minutes, the tenant's host only).
 */

/** Why the administrator masquerades: required, 1 to 500 characters after trimming. */
export const MASQUERADE_REASON_MAX = 500;
export const MASQUERADE_CANDIDATES_DEFAULT_LIMIT = 20;
export const MASQUERADE_CANDIDATES_MAX_LIMIT = 50;

/** POST /api/masquerade/employer/{clientId}/{userId} */
export const masqueradeRequestSchema = z.object({
  schemeYear: z.number().int().min(1900).max(9999),
  reason: z.string().trim().min(1).max(MASQUERADE_REASON_MAX),
});
export type MasqueradeRequest = z.infer<typeof masqueradeRequestSchema>;

/** The absolute link on the tenant's own address; opening it starts the masquerade session. */
export const masqueradeLinkSchema = z.object({ url: z.string() }).meta({ id: 'MasqueradeLink' });
export type MasqueradeLink = z.infer<typeof masqueradeLinkSchema>;

/** GET /api/masquerade/candidates?search=&limit=: the host tenant's employers and employees. */
export const masqueradeCandidatesQuerySchema = z.object({
  /** Part of a name or e-mail, any case; empty lists the first people by name. */
  search: z.string().trim().max(100).optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(MASQUERADE_CANDIDATES_MAX_LIMIT)
    .default(MASQUERADE_CANDIDATES_DEFAULT_LIMIT),
});
export type MasqueradeCandidatesQuery = z.infer<typeof masqueradeCandidatesQuerySchema>;

export const masqueradeCandidateSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  userType: z.enum(['employee', 'employer']),
});
export type MasqueradeCandidate = z.infer<typeof masqueradeCandidateSchema>;

export const masqueradeCandidatesSchema = z
  .object({ candidates: z.array(masqueradeCandidateSchema) })
  .meta({ id: 'MasqueradeCandidates' });
export type MasqueradeCandidates = z.infer<typeof masqueradeCandidatesSchema>;

/** GET /api/masquerade/launcher: what the launcher needs besides the search. */
export const masqueradeLauncherSchema = z
  .object({
    client: z.object({ id: z.string(), clientName: z.string() }),
    /** The tenant's scheme years, newest first. */
    schemeYears: z.array(
      z.object({ year: z.number().int(), isCurrent: z.boolean(), startsOn: z.string(), endsOn: z.string() }),
    ),
    /** The administrator's session began with a second factor: only then can a masquerade start. */
    twoFactorVerified: z.boolean(),
  })
  .meta({ id: 'MasqueradeLauncher' });
export type MasqueradeLauncher = z.infer<typeof masqueradeLauncherSchema>;

/** In the login setup (spec section 3: "masquerade (userId)"): what the banner shows; null otherwise. */
export const masqueradeStateSchema = z
  .object({
    /** The acted-as user (the same as the login setup's `id`). */
    userId: z.string(),
    schemeYear: z.number().int(),
    /** The platform administrator who masquerades. */
    adminName: z.string(),
    /** When the masquerade session ends (60 minutes after it began), ISO 8601. */
    endsAt: z.string(),
  })
  .meta({ id: 'MasqueradeState' });
export type MasqueradeState = z.infer<typeof masqueradeStateSchema>;

export const MASQUERADE_TWO_FACTOR_REQUIRED_MESSAGE =
  'To masquerade, please log out and log in again with two factor authentication.';
export const MASQUERADE_UNKNOWN_PERSON_MESSAGE =
  'There is no such employer or employee in this organisation.';
export const MASQUERADE_UNKNOWN_SCHEME_YEAR_MESSAGE = 'This organisation has no such scheme year.';
/** An archived client: nobody signs in on its site, so nobody is masqueraded there either (restore it first). */
export const MASQUERADE_ARCHIVED_CLIENT_MESSAGE =
  'This client is archived: nobody can sign in on its site, so masquerade is not available. Restore the client first.';
/** A masquerade session's request without its X-Masquerade headers, or with other values. */
export const MASQUERADE_HEADERS_MESSAGE =
  'This masquerade session does not match the request. Please close the tab and restart the masquerade session.';
/** X-Masquerade headers on a request of a session that is not a masquerade. */
export const MASQUERADE_HEADERS_NOT_EXPECTED_MESSAGE =
  'Masquerade headers are only accepted in a masquerade session.';
/** What a masquerading administrator may not do (password, two-factor, e-mail, magic links). */
export const MASQUERADE_BLOCKED_MESSAGE = 'This is not available while masquerading as another user.';

/** `npm run admin -- masquerade`: its options, checked before the database is opened. */
export const operatorMasqueradeRequestSchema = z.object({
  tenant: z.string().min(1).max(63),
  user: emailSchema,
  admin: emailSchema,
  year: z.number().int().min(1900).max(9999),
  reason: z.string().trim().min(1).max(MASQUERADE_REASON_MAX),
  /** The operator's login name on the machine, for the audit row. */
  operator: z.string().max(200).nullable(),
});
export type OperatorMasqueradeRequest = z.infer<typeof operatorMasqueradeRequestSchema>;
