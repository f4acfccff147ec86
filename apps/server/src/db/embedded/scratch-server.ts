/**
 * A throw-away PostgreSQL server in the system's temporary directory, for a test run (or a bench run): made
 * afresh, trading durability for speed (the portal's own server never does), and deleted when stopped.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { postgresBinaries } from './binaries.ts';
import { initialise, readyPid, startServer, SUPERUSER } from './postgres-server.ts';
import { isAlive } from './process-alive.ts';
import { databaseUser, makeOwnedDir, reachableBinaries } from './run-as.ts';

export interface ScratchServer {
  /** postgresql:// URL of its `postgres` database (holds the password). */
  serverUrl: string;
  stop(): Promise<void>;
}

const PREFIX = 'portal-test-pg-';
const OWNER_FILE = 'owner.pid';

export async function startScratchServer(settings: Record<string, string> = {}): Promise<ScratchServer> {
  stopAbandonedServers();
  const user = databaseUser();
  const binaries = reachableBinaries(postgresBinaries(), user);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), PREFIX));
  makeOwnedDir(dir, user);
  fs.writeFileSync(path.join(dir, OWNER_FILE), `${process.pid}\n`);
  const password = crypto.randomBytes(18).toString('base64url');
  const port = 5432;
  const spec = {
    binaries,
    clusterDir: path.join(dir, 'data'),
    socketDir: dir,
    port,
    user,
    logFile: path.join(os.tmpdir(), `${path.basename(dir)}.log`),
    settings: {
      fsync: 'off',
      synchronous_commit: 'off',
      full_page_writes: 'off',
      max_connections: '500',
      ...settings,
    },
  };
  try {
    initialise(spec, password);
    const server = await startServer(spec);
    return {
      serverUrl: `postgresql://${SUPERUSER}:${password}@${encodeURIComponent(dir)}:${port}/postgres`,
      async stop() {
        await server.stop();
        fs.rmSync(dir, { recursive: true, force: true });
        fs.rmSync(spec.logFile, { force: true });
      },
    };
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * A test run that was killed never ran its teardown: its server would run on for ever. The next run stops the
 * servers whose run is gone and removes their folders.
 */
function stopAbandonedServers(): void {
  for (const name of fs.readdirSync(os.tmpdir())) {
    if (!name.startsWith(PREFIX)) continue;
    const dir = path.join(os.tmpdir(), name);
    let owner: number;
    try {
      owner = Number.parseInt(fs.readFileSync(path.join(dir, OWNER_FILE), 'utf8'), 10);
    } catch {
      continue; // not one of ours, or still being made
    }
    if (!Number.isInteger(owner) || isAlive(owner)) continue;
    const pid = readyPid(path.join(dir, 'data'));
    if (pid !== null) {
      process.kill(pid, 'SIGQUIT');
      // Gone before its folder is: a server still writing there would leave some of it behind.
      const pause = new Int32Array(new SharedArrayBuffer(4));
      for (let waited = 0; isAlive(pid) && waited < 5_000; waited += 50) Atomics.wait(pause, 0, 0, 50);
    }
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(`${dir}.log`, { force: true });
  }
}
