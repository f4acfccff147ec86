/**
 * The portal's own PostgreSQL when DATABASE_URL is not set: a cluster for DATA_DIR, initialised on first use,
 * started by `npm start`'s supervisor (or by whichever process needs it first), found by every other process
 * (web, worker, the command-line tools) through what DATA_DIR records:
 *   DATA_DIR/postgres.json       where the cluster and its socket are (not secret)
 *   DATA_DIR/postgres.password   the database password, mode 0600
 *   DATA_DIR/postgres.log        the server's log
 * The cluster is DATA_DIR/pg, except when the portal runs as root and the database user cannot reach DATA_DIR
 * (a checkout in /root): it then lives in SYSTEM_DIR, and postgres.json says where.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { postgresBinaries } from './binaries.ts';
import { EmbeddedDatabaseError } from './errors.ts';
import {
  adopt,
  initialise,
  isInitialised,
  readyPid,
  startServer,
  SUPERUSER,
  type RunningServer,
  type ServerSpec,
} from './postgres-server.ts';
import { databaseUser, makeOwnedDir, reachableBinaries, SYSTEM_DIR, userCan, type RunAs } from './run-as.ts';

/** The database the portal's tables live in (besides PostgreSQL's own `postgres`). */
export const PORTAL_DATABASE = 'portal';
const PORT = 5432;

export interface Location {
  clusterDir: string;
  socketDir: string;
  port: number;
}

export const recordFile = (dataDir: string) => path.join(dataDir, 'postgres.json');
export const passwordFile = (dataDir: string) => path.join(dataDir, 'postgres.password');

export interface DataDirServer {
  /** postgresql:// URL of the portal's database, through the socket (holds the password: never log it). */
  connectionString: string;
  /** The server process, when this process started or adopted it; null when it only connects. */
  server: RunningServer | null;
}

export function readLocation(dataDir: string): Location | null {
  try {
    return JSON.parse(fs.readFileSync(recordFile(dataDir), 'utf8')) as Location;
  } catch {
    return null;
  }
}

function connectionStringFor(location: Location, password: string, database = PORTAL_DATABASE): string {
  const host = encodeURIComponent(location.socketDir);
  return `postgresql://${SUPERUSER}:${encodeURIComponent(password)}@${host}:${location.port}/${database}`;
}

/**
 * The connection to DATA_DIR's running database, or null when none is running (or none was ever made).
 * For processes that do not own the server: web instances, the worker, the command-line tools.
 */
export function runningDataDirDatabase(dataDir: string): string | null {
  const location = readLocation(dataDir);
  if (!location || readyPid(location.clusterDir) === null) return null;
  return connectionStringFor(location, fs.readFileSync(passwordFile(dataDir), 'utf8').trim());
}

/**
 * Makes sure DATA_DIR's database server runs and answers how to reach it: initialises the cluster on first
 * use, starts it, or finds it already running: started by another process (`server` is then null), or left
 * by a portal that was killed, which the supervisor adopts (`adopt`) so that it stops it in the end.
 */
export async function startDataDirDatabase(
  dataDir: string,
  options: { adopt: boolean; create?: boolean },
): Promise<DataDirServer> {
  prepareDataDir(dataDir);
  const user = databaseUser();
  const binaries = reachableBinaries(postgresBinaries(), user);
  const location = readLocation(dataDir) ?? chooseLocation(dataDir, user);
  const spec: ServerSpec = {
    binaries,
    ...location,
    user,
    logFile: path.join(dataDir, 'postgres.log'),
  };
  let created = false;
  const initialised = isInitialised(location.clusterDir, binaries);
  if (!initialised && options.create === false) {
    throw new EmbeddedDatabaseError(
      `There is no database in DATA_DIR ${dataDir} yet: start the portal once (npm start), or set DATA_DIR`,
    );
  }
  if (!initialised) {
    fs.mkdirSync(path.dirname(location.clusterDir), { recursive: true });
    const password = crypto.randomBytes(24).toString('base64url');
    initialise(spec, password);
    fs.writeFileSync(passwordFile(dataDir), `${password}\n`, { mode: 0o600 });
    created = true;
  }
  if (!fs.existsSync(recordFile(dataDir))) {
    fs.writeFileSync(recordFile(dataDir), `${JSON.stringify(location, null, 2)}\n`);
  }
  makeOwnedDir(location.socketDir, user);
  const password = fs.readFileSync(passwordFile(dataDir), 'utf8').trim();
  const already = readyPid(location.clusterDir);
  const server = already === null ? await startServer(spec) : options.adopt ? adopt(already) : null;
  if (created) await createPortalDatabase(connectionStringFor(location, password, 'postgres'));
  return { connectionString: connectionStringFor(location, password), server };
}

/** A DATA_DIR that can hold the database, or one line that says why not; the old PGlite database is left alone. */
function prepareDataDir(dataDir: string): void {
  try {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.accessSync(dataDir, fs.constants.W_OK | fs.constants.X_OK);
  } catch (error) {
    throw new EmbeddedDatabaseError(`DATA_DIR ${dataDir} cannot be written: ${(error as Error).message}`);
  }
  if (fs.existsSync(path.join(dataDir, 'db', 'PG_VERSION'))) {
    throw new EmbeddedDatabaseError(
      `${path.join(dataDir, 'db')} holds the database of an earlier version of the portal (PGlite), which this version cannot read; nothing was changed. Move that folder away (or delete it) to start with a new database, or keep running the earlier version for that data`,
    );
  }
}

export function chooseLocation(dataDir: string, user: RunAs | null): Location {
  let clusterDir = path.join(dataDir, 'pg');
  if (user && !reachableBy(user, dataDir)) {
    // The database user cannot enter DATA_DIR (a checkout under /root): keep the cluster where it can.
    const id = crypto.createHash('sha256').update(fs.realpathSync(dataDir)).digest('hex').slice(0, 12);
    clusterDir = path.join(SYSTEM_DIR, 'clusters', id);
    fs.mkdirSync(path.dirname(clusterDir), { recursive: true });
    // Open to search, so the database user can reach its own folder inside.
    fs.chmodSync(SYSTEM_DIR, 0o755);
    fs.chmodSync(path.dirname(clusterDir), 0o755);
  }
  // A socket's path is limited to about 100 bytes: a deep DATA_DIR puts it in a private folder of its own.
  let socketDir = clusterDir;
  if (`${socketDir}/.s.PGSQL.${PORT}`.length > 100) {
    const id = crypto.createHash('sha256').update(clusterDir).digest('hex').slice(0, 12);
    socketDir = path.join(os.tmpdir(), `portal-pg-${id}`);
  }
  return { clusterDir, socketDir, port: PORT };
}

/** Whether `user` can reach a folder in DATA_DIR: tried with a scratch folder owned by it, then removed. */
function reachableBy(user: RunAs, dataDir: string): boolean {
  const probe = path.join(dataDir, `.pg-probe-${crypto.randomBytes(4).toString('hex')}`);
  makeOwnedDir(probe, user);
  try {
    return userCan(user, 'write-dir', probe);
  } finally {
    fs.rmSync(probe, { recursive: true, force: true });
  }
}

async function createPortalDatabase(adminConnection: string): Promise<void> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: adminConnection });
  await client.connect();
  try {
    await client.query(`create database ${PORTAL_DATABASE}`);
  } finally {
    await client.end();
  }
}
