/**
 * One portal per DATA_DIR: `npm start` holds DATA_DIR/portal.pid while it runs. A second start on the same
 * DATA_DIR is refused with the first one's pid; a file whose pid no longer runs (a portal that was killed) is
 * taken over.
 */
import fs from 'node:fs';
import path from 'node:path';
import { EmbeddedDatabaseError } from '../db/client.ts';
import { isAlive } from '../db/embedded/process-alive.ts';

function readOwner(lockFile: string): number | null {
  try {
    const pid = Number.parseInt(fs.readFileSync(lockFile, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** Takes DATA_DIR's lock or throws naming the process that holds it. Answers the release function. */
export function lockDataDir(dataDir: string): () => void {
  const lockFile = path.join(dataDir, 'portal.pid');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(lockFile, `${process.pid}\n`, { flag: 'wx' });
      return () => {
        if (readOwner(lockFile) === process.pid) fs.rmSync(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
        throw new EmbeddedDatabaseError(`DATA_DIR ${dataDir} cannot be locked: ${(error as Error).message}`);
      }
    }
    const owner = readOwner(lockFile);
    if (owner !== null && owner !== process.pid && isAlive(owner)) {
      throw new EmbeddedDatabaseError(
        `Another portal (pid ${owner}) is running on DATA_DIR ${dataDir}: stop it first, or choose another DATA_DIR`,
      );
    }
    fs.rmSync(lockFile, { force: true });
  }
  throw new EmbeddedDatabaseError(`DATA_DIR ${dataDir} cannot be locked: another process keeps taking it`);
}
