import { api } from '../api.ts';
import { requestTo, type ResponseOf } from '../endpoint-request.ts';

/** A session lasts at most 12 hours; its setup is kept as long (logging out resets every cached answer). */
const SESSION_SECONDS = 12 * 60 * 60;

/**
 * The login setup (GET /api/login/setup) as server data: the signed-in person's client and its scheme year,
 * and everything else the answer carries. The session slice takes from it what the session itself needs (who,
 * and what they may open); pages that show the client read it here. This module loads with RTK Query, after
 * the password (the auth feature's session-lifecycle.ts imports it when a session starts), never on the login
 * page.
 */
export const loginSetupApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLoginSetup: build.query<ResponseOf<'loginSetup'>, void>({
      query: () => requestTo('loginSetup'),
      keepUnusedDataFor: SESSION_SECONDS,
    }),
  }),
});

/** The setup of a new session: always asked anew, never an earlier session's answer. */
export function fetchLoginSetup() {
  return loginSetupApi.endpoints.getLoginSetup.initiate(undefined, { forceRefetch: true, subscribe: false });
}

/** The signed-in person's client and its current scheme year (null until the setup has answered). */
export function useSignedInClient() {
  return loginSetupApi.useGetLoginSetupQuery().data?.client ?? null;
}
