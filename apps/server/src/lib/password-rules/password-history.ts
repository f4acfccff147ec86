/** Rule 512, not one of the previous passwords: the newest PASSWORD_HISTORY_DEPTH hashes, newest first. */
import { PASSWORD_HISTORY_DEPTH } from '@portal/contracts';
import { verifyPassword } from '../password-hash.ts';

/**
 * Whether `password` is one of the previous passwords. The hashes are verified side by side (argon2 runs on
 * its own threads). A hash that cannot be read counts as no match: a damaged history row must not stop
 * anyone from choosing a password.
 */
export async function isPreviousPassword(
  password: string,
  previousHashes: readonly string[],
): Promise<boolean> {
  const recent = previousHashes.slice(0, PASSWORD_HISTORY_DEPTH);
  const matches = await Promise.all(recent.map((hash) => verifyPassword(hash, password).catch(() => false)));
  return matches.includes(true);
}
