import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildWebIfStale } from '../../scripts/web-build.ts';

const root = path.resolve(import.meta.dirname, '../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilReady(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The portal did not become ready at ${url} within ${timeoutMs} ms`);
}

/** One `npm start` (the supervisor: embedded PostgreSQL, worker, web) on `port` with a fresh data directory. */
async function startPortal(
  port: number,
): Promise<{ port: number; dataDir: string; stop: () => Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
  // Open to search: run as root, the embedded PostgreSQL's own user keeps its cluster inside DATA_DIR.
  fs.chmodSync(dataDir, 0o755);
  const logFile = path.join(dataDir, 'server.log');
  const log = fs.openSync(logFile, 'a');
  const server = spawn(process.execPath, ['scripts/start.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'on',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000',
      LOGIN_RATE_LIMIT_PER_MINUTE: '100000',
    },
    stdio: ['ignore', log, log],
  });
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(`http://localhost:${port}/api/ready`, 120_000);
  } catch (error) {
    console.error(fs.readFileSync(logFile, 'utf8'));
    await stop();
    throw error;
  }
  return { port, dataDir, stop };
}

/**
 * Starts two portals, each with the demo world as seeded: one for the journeys that read it (E2E_PORT and the
 * rest), one for the lane of journeys that change it for good (E2E_CHANGES_*), which then need not wait for the
 * others (playwright.config.ts). The teardown stops both and removes their data.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  // The web build is made before, not by both portals at once (npm start builds it when it is stale).
  buildWebIfStale();
  // Two different ports: a port just closed may be handed out again.
  const readingPort = await freePort();
  let changingPort = await freePort();
  while (changingPort === readingPort) changingPort = await freePort();
  const [reading, changing] = await Promise.allSettled([startPortal(readingPort), startPortal(changingPort)]);
  const started = [reading, changing].flatMap((result) =>
    result.status === 'fulfilled' ? [result.value] : [],
  );
  const stopAll = async () => {
    await Promise.all(started.map((portal) => portal.stop()));
  };
  if (reading.status === 'rejected' || changing.status === 'rejected') {
    await stopAll();
    throw reading.status === 'rejected' ? reading.reason : (changing as PromiseRejectedResult).reason;
  }
  for (const [prefix, portal] of [
    ['E2E', reading.value],
    ['E2E_CHANGES', changing.value],
  ] as const) {
    process.env[`${prefix}_BASE_URL`] = `http://localhost:${portal.port}`;
    process.env[`${prefix}_PORT`] = String(portal.port);
    process.env[`${prefix}_DATA_DIR`] = portal.dataDir;
  }
  return stopAll;
}
