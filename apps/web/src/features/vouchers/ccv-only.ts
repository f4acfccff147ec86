import type { LoginSetupResponse } from '@portal/contracts';
import { callEndpoint } from '../../lib/endpoint-request.ts';
import type { AppThunk } from '../../lib/state/hooks.ts';
import { ccvOnlyChecked } from '../../lib/state/session-slice.ts';

/**
 * ccv-only mode (spec section 4): an inactive employee or a leaver with a childcare voucher balance left sees
 * only what spends it: no My benefits and no Dashboard (lib/access-rules.ts), and a home page of the balance
 * alone (components/voucher-balance.tsx, composed in app/routes/home). Checked as the session starts, before its
 * first page opens: the app adds this step to the auth feature's session start (connectSession, app/store.ts).
 */
export function checkCcvOnly(setup: LoginSetupResponse): AppThunk<Promise<void>> {
  return async (dispatch) => {
    if (setup.employmentStatus !== 'left' && setup.employmentStatus !== 'inactive') return;
    const balance = await callEndpoint('ccvBalance', undefined, {});
    dispatch(ccvOnlyChecked(balance.ok && balance.data.balance > 0));
  };
}
