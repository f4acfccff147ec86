import type { TwoFactorErrorCode } from '@portal/contracts/two-factor';
import type { ApiFailure } from '../../lib/api-client.ts';
import { addTexts, i18n } from '../../lib/i18n.ts';
import twoFactorTexts from '../../i18n/en-GB/two-factor.json';

addTexts(twoFactorTexts);

/**
 * A refused two-factor call (spec section 8, Two-factor): the server answers a JSON list `[{ code, message }]`,
 * shown as lines above the form. Validation, access and rate-limit refusals keep the usual `{ message }`.
 */
export interface Refusal {
  lines: string[];
  codes: string[];
}

/** Codes after which the sign-in's challenge is gone: the person has to log in again. */
const ENDS_SIGN_IN: readonly TwoFactorErrorCode[] = [
  'invalid_challenge',
  'challenge_required',
  'locked',
  'forbidden',
];

function listItems(body: unknown): { code: string; message: string }[] | null {
  if (!Array.isArray(body) || body.length === 0) return null;
  return body.map((item: unknown) => {
    const { code, message } = (item && typeof item === 'object' ? item : {}) as Record<string, unknown>;
    return {
      code: typeof code === 'string' ? code : '',
      message: typeof message === 'string' && message !== '' ? message : i18n.t('twoFactor.refused'),
    };
  });
}

export function refusalOf(result: ApiFailure): Refusal {
  // The contracts' NETWORK_ERROR_MESSAGE, from the catalogue: its module would bring zod to the /two-fa page.
  if (result.status === null) return { lines: [i18n.t('twoFactor.network')], codes: [] };
  const items = listItems(result.body);
  if (items) return { lines: items.map((item) => item.message), codes: items.map((item) => item.code) };
  return { lines: [result.error || i18n.t('twoFactor.refused')], codes: [] };
}

/** The refusal ends the sign-in attempt (the form is then replaced by the way back to the login). */
export function endsSignIn(refusal: Refusal): boolean {
  return refusal.codes.some((code) => (ENDS_SIGN_IN as readonly string[]).includes(code));
}
