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
