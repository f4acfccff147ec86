/** Password hashing: argon2id with the architecture's parameters (m=19456 KiB, t=2, p=1). */
import os from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import pLimit from 'p-limit';

// @node-rs/argon2's Algorithm is a const enum, which type stripping cannot inline: 2 = Argon2id.
const ARGON2ID = 2;
const parameters = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/**
 * At most this many hashes run at once in this process; the others wait their turn, first come, first served.
 * A hash takes about the same CPU every time, so on a busy machine finishing them in turn beats sharing the
 * cores among all of them, which makes every hash in flight late together: two web processes on two cores had
 * eight (libuv's four pool threads each). run-server.ts sets config.passwordHashConcurrency; until then, two a
 * core, its default for one web process.
 */
const hashing = pLimit(2 * os.availableParallelism());

export function limitPasswordHashing(concurrency: number): void {
  hashing.concurrency = concurrency;
}

/** Hashes running and waiting in this process now. */
export function passwordHashing(): { running: number; waiting: number } {
  return { running: hashing.activeCount, waiting: hashing.pendingCount };
}

export function hashPassword(password: string): Promise<string> {
  return hashing(() => hash(password, parameters));
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return hashing(() => verify(passwordHash, password));
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
    await verifyPassword(DUMMY_HASH, password);
    return false;
  }
  return verifyPassword(passwordHash, password);
}
