/** The login token response (spec section 3) for each outcome of a sign-in. */
import {
  LOCKED_ACCOUNT_MESSAGE,
  NO_MATCH_MESSAGE,
  ROBOT_CHECK_MESSAGE,
  SSO_ONLY_MESSAGE,
  type LoginTokenResponse,
} from '@portal/contracts';
import type { LoginOutcome } from './login-attempts.ts';

const base = {
  showRecaptcha: false,
  userAccountLocked: false,
  error_message: null,
  is_should_setup_2fa: false,
  is_should_validate_2fa: false,
} satisfies LoginTokenResponse;

function failure(message: string, flags: Partial<LoginTokenResponse>): LoginTokenResponse {
  return { ...base, ...flags, error_message: message, message };
}

/** The HTTP status and body of a sign-in's outcome. The refresh token goes in the cookie, never here. */
export function loginAnswer(outcome: LoginOutcome): { status: 200 | 401; body: LoginTokenResponse } {
  switch (outcome.kind) {
    case 'signedIn':
      return {
        status: 200,
        body: {
          ...base,
          access_token: outcome.tokens.accessToken,
          expires_in: outcome.tokens.expiresIn,
          token_type: 'Bearer',
          ssoLogoutUrl: null,
        },
      };
    case 'secondFactor':
      return {
        status: 200,
        body: {
          ...base,
          is_should_setup_2fa: outcome.setup,
          is_should_validate_2fa: !outcome.setup,
          challenge: outcome.challenge,
          userId: outcome.userId,
        },
      };
    case 'noMatch':
      return { status: 401, body: failure(NO_MATCH_MESSAGE, { showRecaptcha: outcome.showRecaptcha }) };
    case 'robotCheck':
      return { status: 401, body: failure(ROBOT_CHECK_MESSAGE, { showRecaptcha: true }) };
    case 'locked':
      return { status: 401, body: failure(LOCKED_ACCOUNT_MESSAGE, { userAccountLocked: true }) };
    case 'ssoOnly':
      return { status: 401, body: failure(SSO_ONLY_MESSAGE, {}) };
  }
}
