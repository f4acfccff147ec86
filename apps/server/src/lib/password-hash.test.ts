/** argon2id's hashes take their turn: at most the process's allowance at once, each check with its own answer. */
import { describe, expect, it } from 'vitest';
import {
  hashPassword,
  limitPasswordHashing,
  passwordHashing,
  verifyPassword,
  verifyPasswordOrDummy,
} from './password-hash.ts';

const PASSWORD = 'Harbour-Lantern-47!';

/** p-limit starts a queued hash a microtask after it is admitted. */
const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('password hashing in turn', () => {
  it('runs one hash at a time when allowed one, the others waiting, and answers each check', async () => {
    limitPasswordHashing(1);
    const stored = await hashPassword(PASSWORD);
    const checks = [
      verifyPassword(stored, PASSWORD),
      verifyPassword(stored, 'Harbour-Lantern-48!'),
      verifyPasswordOrDummy(null, PASSWORD),
    ];
    await settled();
    expect(passwordHashing()).toEqual({ running: 1, waiting: 2 });
    expect(await Promise.all(checks)).toEqual([true, false, false]);
    expect(passwordHashing()).toEqual({ running: 0, waiting: 0 });
  });

  it('runs as many at once as allowed', async () => {
    limitPasswordHashing(2);
    const hashes = [hashPassword(PASSWORD), hashPassword(PASSWORD), hashPassword(PASSWORD)];
    await settled();
    expect(passwordHashing()).toEqual({ running: 2, waiting: 1 });
    const stored = await Promise.all(hashes);
    expect(new Set(stored).size).toBe(3);
    expect(await verifyPassword(stored[2]!, PASSWORD)).toBe(true);
  });
});
