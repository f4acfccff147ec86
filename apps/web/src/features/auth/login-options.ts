import { useEffect, useState } from 'react';
import { callEndpoint } from '../../lib/endpoint-request.ts';
import { useAppSelector } from '../../lib/state/hooks.ts';
import { selectSingleSignOnOnly } from '../../lib/state/session-slice.ts';

/**
 * Whether the host's tenant signs everyone in through single sign-on (spec section 6): from the session when
 * signed in, otherwise from GET /api/login/options. Until the answer comes (or if it fails) the password
 * paths stay offered; the server refuses them for such a tenant anyway. The forgotten-password page (the account
 * feature's) is given it by its route module (app/routes/sign-in).
 */
export function useSingleSignOnOnly(): boolean {
  const fromSession = useAppSelector(selectSingleSignOnOnly);
  const [fromServer, setFromServer] = useState(false);
  useEffect(() => {
    if (fromSession) return;
    let current = true;
    void callEndpoint('loginOptions', undefined, { anonymous: true }).then((result) => {
      if (current && result.ok) setFromServer(result.data?.ssoOnly === true);
    });
    return () => {
      current = false;
    };
  }, [fromSession]);
  return fromSession || fromServer;
}
