import { accessFactsOf, type AccessFacts } from '../../lib/access-rules.ts';
import type { SessionState } from '../../lib/state/session-slice.ts';

/** What the access guard shows (spec section 2, Access guard), decided in this order. */
export type GuardOutcome = 'loading' | 'signedOut' | 'newTerms' | 'denied' | 'allowed';

export type AccessRule = (facts: AccessFacts) => boolean;

export function guardOutcome(
  session: Pick<
    SessionState,
    | 'loggedIn'
    | 'restoring'
    | 'siteTermsUpdated'
    | 'userType'
    | 'employmentStatus'
    | 'permissions'
    | 'cmsData'
    | 'ccvOnly'
  >,
  allow?: AccessRule,
): GuardOutcome {
  if (session.restoring) return 'loading';
  if (!session.loggedIn) return 'signedOut';
  if (session.siteTermsUpdated) return 'newTerms';
  if (allow && !allow(accessFactsOf(session))) return 'denied';
  return 'allowed';
}
