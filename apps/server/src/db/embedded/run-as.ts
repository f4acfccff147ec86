/**
 * PostgreSQL refuses to run as root. When the portal runs as root (containers, CI), the embedded server runs
 * as an unprivileged system user instead, created on first use, and everything it touches (binaries, data,
 * socket) must be reachable by that user: a checkout in /root is not, so the binaries are copied to, and the
 * data kept in, SYSTEM_DIR.
 */
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { binariesIn, type PostgresBinaries } from './binaries.ts';
import { EmbeddedDatabaseError } from './errors.ts';

export interface RunAs {
  name: string;
  uid: number;
  gid: number;
}

export const SYSTEM_USER = 'portaldb';
/** Where a root-run portal keeps what its database user must reach and the checkout may not offer. */
export const SYSTEM_DIR = '/var/lib/benefits-portal';

function idOf(flag: '-u' | '-g', name: string): number | null {
  const answer = spawnSync('id', [flag, name], { encoding: 'utf8' });
  return answer.status === 0 ? Number.parseInt(answer.stdout, 10) : null;
}

/** Null when this process is not root (the server then runs as this process's own user). */
export function databaseUser(): RunAs | null {
  if (process.getuid?.() !== 0) return null;
  if (idOf('-u', SYSTEM_USER) === null) {
    const made = spawnSync(
      'useradd',
      [
        '--system',
        '--user-group',
        '--no-create-home',
        '--home-dir',
        '/nonexistent',
        '--shell',
        '/usr/sbin/nologin',
        SYSTEM_USER,
      ],
      { encoding: 'utf8' },
    );
    // Two processes may create it at once: only a user still missing afterwards is a failure.
    if (made.status !== 0 && idOf('-u', SYSTEM_USER) === null) {
      throw new EmbeddedDatabaseError(
        `PostgreSQL cannot run as root, and the system user ${SYSTEM_USER} could not be created: ${(made.stderr || made.error?.message || '').trim()}`,
      );
    }
  }
  return { name: SYSTEM_USER, uid: idOf('-u', SYSTEM_USER)!, gid: idOf('-g', SYSTEM_USER)! };
}

/** Whether `user` can enter and write `dir` (with `writable`), or run the file `file`. */
export function userCan(user: RunAs, test: 'write-dir' | 'execute', target: string): boolean {
  const check = test === 'write-dir' ? 'test -d "$1" && test -w "$1" && test -x "$1"' : 'test -x "$1"';
  return spawnSync('/bin/sh', ['-c', check, 'sh', target], { uid: user.uid, gid: user.gid }).status === 0;
}

/** The binaries as `user` can run them: in place when it can, else a copy in SYSTEM_DIR made once per version. */
export function reachableBinaries(binaries: PostgresBinaries, user: RunAs | null): PostgresBinaries {
  if (!user || userCan(user, 'execute', binaries.postgres)) return binaries;
  const copy = path.join(SYSTEM_DIR, `postgres-${binaries.version}`);
  if (!fs.existsSync(path.join(copy, 'bin'))) {
    fs.mkdirSync(SYSTEM_DIR, { recursive: true, mode: 0o755 });
    // Copied beside, then renamed: a copy cut short is never taken for a whole one.
    const partial = `${copy}.partial-${crypto.randomBytes(4).toString('hex')}`;
    try {
      fs.cpSync(binaries.nativeDir, partial, { recursive: true, verbatimSymlinks: true });
      fs.chmodSync(partial, 0o755);
      fs.renameSync(partial, copy);
    } catch (error) {
      fs.rmSync(partial, { recursive: true, force: true });
      if (!fs.existsSync(path.join(copy, 'bin'))) throw error;
    }
  }
  return binariesIn(copy, binaries);
}

/** A folder for the database user: created when missing, owned by it, private (0700). */
export function makeOwnedDir(dir: string, user: RunAs | null): void {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  fs.chmodSync(dir, 0o700);
  if (user) fs.chownSync(dir, user.uid, user.gid);
}
