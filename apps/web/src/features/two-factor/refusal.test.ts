import { twoFactorError } from '@portal/contracts';
import { NETWORK_ERROR_MESSAGE } from '@portal/contracts/account';
import { describe, expect, it } from 'vitest';
import { endsSignIn, refusalOf } from './refusal.ts';

describe('two-factor refusals', () => {
  it('takes the lines and codes of the JSON list', () => {
    const refusal = refusalOf({
      ok: false,
      status: 401,
      error: 'HTTP 401',
      body: twoFactorError('code_used'),
    });
    expect(refusal).toEqual({
      lines: ['That code has already been used. Please wait for a new code in your authenticator app.'],
      codes: ['code_used'],
    });
    expect(endsSignIn(refusal)).toBe(false);
  });

  it('knows the codes after which the sign-in must start again', () => {
    for (const code of ['invalid_challenge', 'challenge_required', 'locked', 'forbidden'] as const) {
      expect(endsSignIn(refusalOf({ ok: false, status: 401, error: '', body: twoFactorError(code) }))).toBe(
        true,
      );
    }
  });

  it('keeps the message of the other refusals (validation, rate limit) and says when no answer came', () => {
    expect(
      refusalOf({ ok: false, status: 429, error: 'Too many sign-in attempts', body: { message: 'x' } }).lines,
    ).toEqual(['Too many sign-in attempts']);
    expect(refusalOf({ ok: false, status: null, error: 'Failed to fetch' }).lines).toEqual([
      NETWORK_ERROR_MESSAGE,
    ]);
  });
});
