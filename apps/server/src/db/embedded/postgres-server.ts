/**
 * One PostgreSQL server process on a data directory: initialise the directory (initdb), start `postgres` on a
 * Unix socket only (no TCP port: nothing another user of the machine can reach), wait until it is ready, stop
 * it. A stale postmaster.pid after a crash is left to PostgreSQL's own rules; no file is ever deleted blindly.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { PostgresBinaries } from './binaries.ts';
import { EmbeddedDatabaseError } from './errors.ts';
import { isAlive } from './process-alive.ts';
import { makeOwnedDir, type RunAs } from './run-as.ts';

export interface ServerSpec {
  binaries: PostgresBinaries;
  /** The data directory (PGDATA). */
  clusterDir: string;
  /** Where the socket file `.s.PGSQL.<port>` is made. */
  socketDir: string;
  /** Names the socket file only: the server listens on no TCP port. */
  port: number;
  /** Null: this process's own user. */
  user: RunAs | null;
  /** The server's own log (appended). */
  logFile: string;
  /** Settings given as `-c name=value` at every start. */
  settings?: Record<string, string>;
}

export interface RunningServer {
  pid: number;
  /** Resolves when the server process has ended, for whatever reason. */
  exited: Promise<void>;
  /** A fast shutdown (transactions in progress roll back), waiting until the process has gone. */
  stop(): Promise<void>;
}

export const SUPERUSER = 'portal';

/** Whether `clusterDir` holds an initialised cluster; throws when it holds one of another major version. */
export function isInitialised(clusterDir: string, binaries: PostgresBinaries): boolean {
  let version: string;
  try {
    version = fs.readFileSync(path.join(clusterDir, 'PG_VERSION'), 'utf8').trim();
  } catch {
    return false;
  }
  if (version !== String(binaries.major)) {
    throw new EmbeddedDatabaseError(
      `The database in ${clusterDir} was made by PostgreSQL ${version} and this portal runs PostgreSQL ${binaries.major}; nothing was changed. Back it up with the portal version that made it (npm run db:backup) and restore that into a new DATA_DIR, or move the folder away to start afresh`,
    );
  }
  return true;
}

/**
 * Runs initdb into a fresh folder beside `clusterDir`, then renames it into place: a failure (a full disk, a
 * folder the user cannot write) leaves nothing half-initialised behind.
 */
export function initialise(spec: ServerSpec, password: string): void {
  const { clusterDir, user } = spec;
  const partial = `${clusterDir}.init-${crypto.randomBytes(4).toString('hex')}`;
  const passwordFile = `${partial}.pw`;
  try {
    makeOwnedDir(partial, user);
    fs.writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
    if (user) fs.chownSync(passwordFile, user.uid, user.gid);
    const result = spawnSync(
      spec.binaries.initdb,
      [
        `--pgdata=${partial}`,
        `--username=${SUPERUSER}`,
        `--pwfile=${passwordFile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        // Byte order for text: the order the portal's lists and the roster index rely on (docs/decisions.md).
        '--locale=C',
        '--no-instructions',
      ],
      {
        encoding: 'utf8',
        ...(user ? { uid: user.uid, gid: user.gid } : {}),
        env: { ...process.env, LC_ALL: 'C' },
      },
    );
    if (result.status !== 0) {
      const said = `${result.stdout ?? ''}\n${result.stderr ?? ''}`;
      // The line that says why (a full disk, a folder it cannot write), not initdb's closing clean-up.
      const why = said.split('\n').find((line) => /FATAL|error:|No space|Permission denied/.test(line));
      const reason = (why ?? lastLine(said || result.error?.message || 'initdb failed'))
        .replace(/^.*?(FATAL|error):\s*/, '')
        .trim();
      throw new EmbeddedDatabaseError(`The database could not be created in ${clusterDir}: ${reason}`);
    }
    // An empty folder made for it earlier (owned by the database user) gives way; anything else is kept.
    if (fs.existsSync(clusterDir)) fs.rmdirSync(clusterDir);
    fs.renameSync(partial, clusterDir);
  } catch (error) {
    fs.rmSync(partial, { recursive: true, force: true });
    if (error instanceof EmbeddedDatabaseError) throw error;
    throw new EmbeddedDatabaseError(
      `The database could not be created in ${clusterDir}: ${(error as Error).message}`,
    );
  } finally {
    fs.rmSync(passwordFile, { force: true });
  }
}

/** Starts the server and resolves once it accepts connections. */
export async function startServer(spec: ServerSpec): Promise<RunningServer> {
  const settings = {
    listen_addresses: '',
    unix_socket_directories: spec.socketDir,
    unix_socket_permissions: '0700',
    port: String(spec.port),
    ...spec.settings,
  };
  const log = fs.openSync(spec.logFile, 'a', 0o600);
  const logStart = fs.fstatSync(log).size;
  let child: ChildProcess;
  try {
    child = spawn(
      spec.binaries.postgres,
      [
        '-D',
        spec.clusterDir,
        ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
      ],
      {
        // Its own process group: Ctrl+C in the terminal reaches the portal's processes, which stop first; the
        // database is stopped last, by the supervisor.
        detached: true,
        stdio: ['ignore', log, log],
        ...(spec.user ? { uid: spec.user.uid, gid: spec.user.gid } : {}),
        env: { ...process.env, LC_MESSAGES: 'C' },
      },
    );
  } finally {
    fs.closeSync(log);
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const spawnFailure = new Promise<Error>((resolve) => child.once('error', resolve));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (readyPid(spec.clusterDir) === child.pid) break;
    const failed = await Promise.race([
      spawnFailure,
      exited.then(() => null),
      delay(25).then(() => undefined),
    ]);
    if (failed instanceof Error)
      throw new EmbeddedDatabaseError(`PostgreSQL could not be started: ${failed.message}`);
    if (failed === null) throw new EmbeddedDatabaseError(startFailure(spec, logStart));
    if (Date.now() > deadline) {
      child.kill('SIGQUIT');
      throw new EmbeddedDatabaseError(
        `PostgreSQL did not become ready within a minute (log: ${spec.logFile})`,
      );
    }
  }
  child.unref();
  return { pid: child.pid!, exited, stop: () => stopPid(child.pid!, exited) };
}

/** The pid of the server running on `clusterDir` and ready, from its postmaster.pid; null when none is. */
export function readyPid(clusterDir: string): number | null {
  let lines: string[];
  try {
    lines = fs.readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8').split('\n');
  } catch {
    return null;
  }
  const pid = Number.parseInt(lines[0] ?? '', 10);
  // The eighth line is the server's status: starting, ready, stopping or standby.
  if (!Number.isInteger(pid) || lines[7]?.trim() !== 'ready' || !isAlive(pid)) return null;
  return pid;
}

/** A server this process did not start (left running by a portal that was killed): stopped through its pid. */
export function adopt(pid: number): RunningServer {
  const exited = (async () => {
    while (isAlive(pid)) await delay(50);
  })();
  return { pid, exited, stop: () => stopPid(pid, exited) };
}

async function stopPid(pid: number, exited: Promise<void>): Promise<void> {
  if (!signal(pid, 'SIGINT')) return;
  // A fast shutdown takes a moment; one that hangs is made immediate.
  const immediate = setTimeout(() => signal(pid, 'SIGQUIT'), 30_000);
  await exited;
  clearTimeout(immediate);
}

function signal(pid: number, name: NodeJS.Signals): boolean {
  try {
    process.kill(pid, name);
    return true;
  } catch {
    return false;
  }
}

/** Why the server stopped while starting, from what it wrote to its log in this attempt. */
function startFailure(spec: ServerSpec, logStart: number): string {
  let written = '';
  try {
    written = fs.readFileSync(spec.logFile, 'utf8').slice(logStart);
  } catch {
    // no log to read
  }
  const other = /another postmaster \(PID (\d+)\)/.exec(written);
  if (other) {
    return `The database in ${spec.clusterDir} is in use by another PostgreSQL server (pid ${other[1]}): stop that portal, or choose another DATA_DIR`;
  }
  const fatal = written.split('\n').find((line) => /FATAL|PANIC/.test(line));
  return `PostgreSQL stopped while starting: ${fatal ? fatal.replace(/^.*?(FATAL|PANIC):\s*/, '') : lastLine(written)} (log: ${spec.logFile})`;
}

function lastLine(text: string): string {
  return (
    text
      .trim()
      .split('\n')
      .filter((line) => line.trim())
      .at(-1) ?? ''
  ).trim();
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
