/**
 * `npm run db:restore FILE`: puts a backup made by `npm run db:backup` into a stopped portal's DATA_DIR. The
 * restored server replays the WAL in the copy on its first start (backup_label tells it from where), which
 * makes it consistent. A DATA_DIR that holds a database already is refused unless `replace`; even then the
 * old cluster is moved aside, never deleted.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import * as tar from 'tar';
import { BACKUP_FORMAT } from './backup.ts';
import { postgresBinaries } from './binaries.ts';
import { chooseLocation, passwordFile, readLocation, recordFile } from './data-dir-server.ts';
import { EmbeddedDatabaseError } from './errors.ts';
import { readyPid } from './postgres-server.ts';
import { isAlive } from './process-alive.ts';
import { databaseUser, makeOwnedDir, type RunAs } from './run-as.ts';

export interface RestoreOutcome {
  clusterDir: string;
  /** Where the database that was there before went, when `replace` moved one aside. */
  movedAside: string | null;
}

export async function restoreDataDir(
  dataDir: string,
  file: string,
  replace: boolean,
): Promise<RestoreOutcome> {
  if (!fs.existsSync(file)) throw new EmbeddedDatabaseError(`There is no backup file ${file}`);
  fs.mkdirSync(dataDir, { recursive: true });
  if (fs.existsSync(path.join(dataDir, 'portal.pid')) && runningPortal(dataDir)) {
    throw new EmbeddedDatabaseError(`The portal is running on DATA_DIR ${dataDir}: stop it before restoring`);
  }
  const user = databaseUser();
  const location = readLocation(dataDir) ?? chooseLocation(dataDir, user);
  if (readyPid(location.clusterDir) !== null) {
    throw new EmbeddedDatabaseError(
      `The database of DATA_DIR ${dataDir} is running: stop the portal before restoring`,
    );
  }
  const holdsDatabase = fs.existsSync(location.clusterDir) && fs.readdirSync(location.clusterDir).length > 0;
  if (holdsDatabase && !replace) {
    throw new EmbeddedDatabaseError(
      `DATA_DIR ${dataDir} holds a database already; nothing was changed. Restore into an empty DATA_DIR, or add --replace (the database there is then moved aside, not deleted)`,
    );
  }

  const unpacked = fs.mkdtempSync(`${location.clusterDir}.restore-`);
  try {
    await tar.extract({ file, cwd: unpacked, strict: true });
    checkBackup(unpacked);
    const pgdata = path.join(unpacked, 'pgdata');
    ownRecursively(pgdata, user);
    let movedAside: string | null = null;
    if (holdsDatabase) {
      movedAside = `${location.clusterDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      fs.renameSync(location.clusterDir, movedAside);
    } else if (fs.existsSync(location.clusterDir)) {
      fs.rmdirSync(location.clusterDir);
    }
    fs.renameSync(pgdata, location.clusterDir);
    for (const [name, target] of [
      ['postgres.password', passwordFile(dataDir)],
      ['secrets.json', path.join(dataDir, 'secrets.json')],
    ] as const) {
      const source = path.join(unpacked, name);
      if (!fs.existsSync(source)) continue;
      if (fs.existsSync(target))
        fs.renameSync(target, `${target}.before-restore-${crypto.randomBytes(3).toString('hex')}`);
      fs.copyFileSync(source, target);
      fs.chmodSync(target, 0o600);
    }
    fs.writeFileSync(recordFile(dataDir), `${JSON.stringify(location, null, 2)}\n`);
    return { clusterDir: location.clusterDir, movedAside };
  } finally {
    fs.rmSync(unpacked, { recursive: true, force: true });
  }
}

function runningPortal(dataDir: string): boolean {
  return isAlive(Number.parseInt(fs.readFileSync(path.join(dataDir, 'portal.pid'), 'utf8'), 10));
}

function checkBackup(unpacked: string): void {
  let manifest: { format?: string; postgres?: number };
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(unpacked, 'backup.json'), 'utf8')) as typeof manifest;
  } catch {
    throw new EmbeddedDatabaseError('The file is not a backup made by npm run db:backup (no backup.json)');
  }
  if (manifest.format !== BACKUP_FORMAT || !fs.existsSync(path.join(unpacked, 'pgdata', 'backup_label'))) {
    throw new EmbeddedDatabaseError('The file is not a backup made by npm run db:backup');
  }
  const major = postgresBinaries().major;
  if (manifest.postgres !== major) {
    throw new EmbeddedDatabaseError(
      `The backup was made by PostgreSQL ${manifest.postgres} and this portal runs PostgreSQL ${major}`,
    );
  }
}

/** The database user owns every file of its data directory, which is private to it. */
function ownRecursively(dir: string, user: RunAs | null): void {
  makeOwnedDir(dir, user);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const target = path.join(entry.parentPath, entry.name);
    if (entry.isDirectory()) fs.chmodSync(target, 0o700);
    else fs.chmodSync(target, 0o600);
    if (user) fs.chownSync(target, user.uid, user.gid);
  }
}
