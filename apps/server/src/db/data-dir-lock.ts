/**
 * One process per embedded database directory: PGlite is single-process, and two writers would corrupt it.
 * The lock is a file holding the owner's pid; a lock whose pid is no longer running is stale and taken over.
 */
import fs from 'node:fs';

export class DataDirectoryError extends Error {
  override name = 'DataDirectoryError';
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(lockFile: string): number | null {
  try {
    const pid = Number.parseInt(fs.readFileSync(lockFile, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** Takes the lock or throws a DataDirectoryError naming `databaseDir`. Returns the release function. */
export function acquireDataDirLock(lockFile: string, databaseDir: string): () => void {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(lockFile, `${process.pid}\n`, { flag: 'wx' });
      return () => {
        if (readOwner(lockFile) === process.pid) fs.rmSync(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
        throw new DataDirectoryError(
          `Cannot lock the database directory ${databaseDir}: ${(error as Error).message}`,
        );
      }
    }
    const owner = readOwner(lockFile);
    if (owner !== null && isRunning(owner)) {
      throw new DataDirectoryError(
        `The database directory ${databaseDir} is in use by another process (pid ${owner}); stop it or choose another DATA_DIR`,
      );
    }
    fs.rmSync(lockFile, { force: true });
  }
  throw new DataDirectoryError(
    `Cannot lock the database directory ${databaseDir}: another process keeps taking it`,
  );
}
