import type { PatchUserRequest } from '@portal/contracts';
import { callEndpoint } from '../../lib/endpoint-request.ts';
import type { AppThunk } from '../../lib/state/hooks.ts';
import { termsAcceptFailed, termsAccepted } from '../../lib/state/session-slice.ts';

export type AcceptTermsResult = { ok: true } | { ok: false; error: string | null };

/**
 * The new-terms screen's Next (spec section 4, Terms): PATCH /api/user { termsAccepted, termsRevision }, then the
 * accepted revision is the session's. On error the site terms stay marked as updated.
 */
export function acceptTerms(revision: number): AppThunk<Promise<AcceptTermsResult>> {
  return async (dispatch) => {
    const body: PatchUserRequest = { termsAccepted: true, termsRevision: revision };
    const result = await callEndpoint('updateUser', { body });
    if (!result.ok) {
      dispatch(termsAcceptFailed());
      return { ok: false, error: result.error };
    }
    if (result.data?.siteTermsUpdated) {
      // The server still holds the terms as unaccepted (e.g. a newer revision appeared meanwhile).
      dispatch(termsAcceptFailed());
      return { ok: false, error: null };
    }
    dispatch(termsAccepted({ revision: result.data?.termsRevision ?? revision }));
    return { ok: true };
  };
}
