/** Password hashing: argon2id with the architecture's parameters (m=19456 KiB, t=2, p=1). */
import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2's Algorithm is a const enum, which type stripping cannot inline: 2 = Argon2id.
const ARGON2ID = 2;
const parameters = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, parameters);
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password);
}

/**
 * A hash of a password nobody knows, with the same parameters: checked when there is no user or no password,
 * so an unknown e-mail takes as long to refuse as a wrong password (no account enumeration by timing).
 */
const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$/Z0y7OCUXaRdnFD1RP9HNQ$Q7NKSXO234r5hmPkFzPluUXTOJhbWeQsx/Hmfbarywg';

/** Verifies against `passwordHash`, or against the dummy hash (always false) when there is none. */
export async function verifyPasswordOrDummy(passwordHash: string | null, password: string): Promise<boolean> {
  if (passwordHash === null) {
    await verify(DUMMY_HASH, password);
    return false;
  }
  return verify(passwordHash, password);
}
