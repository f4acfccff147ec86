/**
 * A throw-away PostgreSQL server in the system's temporary directory, for a test run (or a bench run): made
 * afresh, trading durability for speed (the portal's own server never does), and deleted when stopped.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { postgresBinaries } from './binaries.ts';
import { initialise, startServer, SUPERUSER } from './postgres-server.ts';
import { databaseUser, makeOwnedDir, reachableBinaries } from './run-as.ts';

export interface ScratchServer {
  /** postgresql:// URL of its `postgres` database (holds the password). */
  serverUrl: string;
  stop(): Promise<void>;
}

export async function startScratchServer(settings: Record<string, string> = {}): Promise<ScratchServer> {
  const user = databaseUser();
  const binaries = reachableBinaries(postgresBinaries(), user);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-pg-'));
  makeOwnedDir(dir, user);
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
