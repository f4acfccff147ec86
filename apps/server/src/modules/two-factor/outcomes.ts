/** What the two-factor steps answer, and how a refusal inside a transaction rolls it back. */
import type { TwoFactorErrorCode } from '@portal/contracts';
import type { IssuedTokens } from '../auth/index.ts';

export type Refused = { kind: 'refused'; code: TwoFactorErrorCode };
export type SignedIn = { kind: 'signedIn'; tokens: IssuedTokens };

export const refuse = (code: TwoFactorErrorCode): Refused => ({ kind: 'refused', code });

/** Thrown inside a transaction to roll it back and answer the refusal. */
export class Refusal extends Error {
  readonly code: TwoFactorErrorCode;

  constructor(code: TwoFactorErrorCode) {
    super(code);
    this.code = code;
  }
}

/** Runs `work` (a transaction), answering a Refusal it throws as the refusal. */
export async function refusingOn<T>(work: () => Promise<T>): Promise<T | Refused> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Refusal) return refuse(error.code);
    throw error;
  }
}
