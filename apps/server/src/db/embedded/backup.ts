/**
 * `npm run db:backup`: a consistent copy of DATA_DIR's embedded PostgreSQL while the portal runs, with
 * PostgreSQL's own online-backup API (the manual's "low level API"): pg_backup_start, a copy of the data
 * directory's files, pg_backup_stop (whose backup_label goes into the copy), then the WAL written from the
 * start to now, which recovery replays to make the copy consistent. One gzipped tar archive (mode 0600: it
 * holds everything, the database password and DATA_DIR's generated keys included):
 *   backup.json         what made it, and when
 *   pgdata/             the data directory with backup_label and the WAL it needs
 *   postgres.password   secrets.json (when DATA_DIR holds them)
 * The files are first copied to a folder beside the archive: a table file that shrinks or grows while read
 * (the portal keeps writing) is then copied as it is, as the backup API expects.
 */
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import * as tar from 'tar';
import { postgresBinaries } from './binaries.ts';
import {
  passwordFile,
  readLocation,
  runningDataDirDatabase,
  startDataDirDatabase,
} from './data-dir-server.ts';
import { EmbeddedDatabaseError } from './errors.ts';

export const BACKUP_FORMAT = 'benefits-portal-embedded-backup/1';

/** Never copied (the manual's list): they are made afresh, or would mislead the restored server. */
const LEFT_OUT_FILES = new Set(['postmaster.pid', 'postmaster.opts', 'backup_label', 'tablespace_map']);
const EMPTIED_DIRS = new Set([
  'pg_wal',
  'pg_replslot',
  'pg_dynshmem',
  'pg_notify',
  'pg_serial',
  'pg_snapshots',
  'pg_stat_tmp',
  'pg_subtrans',
]);
const WAL_FILE = /^[0-9A-F]{24}$/;

export interface BackupOutcome {
  file: string;
  bytes: number;
  walFiles: number;
}

export async function backupDataDir(dataDir: string, file: string): Promise<BackupOutcome> {
  const location = readLocation(dataDir);
  if (!location) throw new EmbeddedDatabaseError(`DATA_DIR ${dataDir} holds no embedded database to back up`);
  let connection = runningDataDirDatabase(dataDir);
  // A stopped portal: its server is started for the copy, then stopped again.
  const started = connection ? null : await startDataDirDatabase(dataDir, { adopt: false });
  connection ??= started!.connectionString;
  const staging = fs.mkdtempSync(`${path.resolve(file)}.partial-`);
  const client = new pg.Client({ connectionString: connection });
  try {
    await client.connect();
    // A temporary slot keeps every WAL segment from here on until this session ends: a checkpoint during a
    // long copy would otherwise recycle segments the copy needs.
    await client.query('select pg_create_physical_replication_slot($1, true, true)', [
      `backup_${process.pid}`,
    ]);
    await client.query('select pg_backup_start($1, true)', [`benefits portal ${new Date().toISOString()}`]);
    const pgdata = path.join(staging, 'pgdata');
    copyDataFiles(location.clusterDir, pgdata);
    const stopped = await client.query<{ labelfile: string; spcmapfile: string | null }>(
      'select labelfile, spcmapfile from pg_backup_stop(false)',
    );
    const { labelfile, spcmapfile } = stopped.rows[0]!;
    fs.writeFileSync(path.join(pgdata, 'backup_label'), labelfile);
    if (spcmapfile) fs.writeFileSync(path.join(pgdata, 'tablespace_map'), spcmapfile);
    const current = await client.query<{ name: string }>(
      'select pg_walfile_name(pg_current_wal_lsn()) as name',
    );
    const walFiles = copyWal(location.clusterDir, pgdata, startWalFile(labelfile), current.rows[0]!.name);
    for (const name of ['postgres.password', 'secrets.json']) {
      const source = name === 'postgres.password' ? passwordFile(dataDir) : path.join(dataDir, name);
      if (fs.existsSync(source)) fs.copyFileSync(source, path.join(staging, name));
    }
    const binaries = postgresBinaries();
    fs.writeFileSync(
      path.join(staging, 'backup.json'),
      `${JSON.stringify({ format: BACKUP_FORMAT, madeAt: new Date().toISOString(), postgres: binaries.major }, null, 2)}\n`,
    );
    await tar.create(
      { gzip: true, file, cwd: staging, portable: true, mode: 0o600 } as tar.TarOptionsWithAliasesAsyncFile,
      fs.readdirSync(staging),
    );
    fs.chmodSync(file, 0o600);
    return { file, bytes: fs.statSync(file).size, walFiles };
  } finally {
    await client.end().catch(() => undefined);
    fs.rmSync(staging, { recursive: true, force: true });
    await started?.server?.stop();
  }
}

/** The data directory's files as they are now, without what the backup must leave out. */
function copyDataFiles(from: string, to: string, top = true): void {
  fs.mkdirSync(to, { recursive: true, mode: 0o700 });
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) {
      if (top && EMPTIED_DIRS.has(entry.name)) fs.mkdirSync(target, { mode: 0o700 });
      else if (!entry.name.startsWith('pgsql_tmp')) copyDataFiles(source, target, false);
      continue;
    }
    if ((top && LEFT_OUT_FILES.has(entry.name)) || entry.name === 'pg_internal.init') continue;
    if (top && entry.name.startsWith('.s.PGSQL')) continue;
    try {
      fs.copyFileSync(source, target);
    } catch (error) {
      // A file removed while copying (a table dropped, a temporary file): recovery does without it.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
}

function startWalFile(labelfile: string): string {
  const found = /START WAL LOCATION: .* \(file ([0-9A-F]{24})\)/.exec(labelfile);
  if (!found) throw new Error('pg_backup_stop answered a backup label without its first WAL file');
  return found[1]!;
}

/** The WAL segments from the backup's start to the one being written now (names sort in WAL order). */
function copyWal(clusterDir: string, pgdata: string, first: string, last: string): number {
  const names = fs
    .readdirSync(path.join(clusterDir, 'pg_wal'))
    .filter((name) => WAL_FILE.test(name) && name >= first && name <= last)
    .sort();
  for (const name of names)
    fs.copyFileSync(path.join(clusterDir, 'pg_wal', name), path.join(pgdata, 'pg_wal', name));
  if (names[0] !== first) throw new Error(`the WAL file ${first} the backup needs is gone`);
  return names.length;
}
