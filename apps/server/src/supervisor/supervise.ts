/**
 * `npm start`'s supervisor: the whole portal on this machine as separate processes, so that a payroll run, a
 * report build or a 50,000-row upload check never runs on the thread that answers requests:
 *   - the database: DATA_DIR's embedded PostgreSQL (unless DATABASE_URL names one), migrated and seeded here;
 *   - the worker: the background jobs (worker.ts);
 *   - WEB_INSTANCES web processes (default 1) on the one port, through Node's cluster (server.ts).
 * A process that stops unexpectedly, the database included, is logged and started again. Ctrl+C or SIGTERM
 * stops the web processes, then the worker, then the database.
 */
import cluster from 'node:cluster';
import { fork, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { ConfigError } from '../config.ts';
import { startDataDirDatabase } from '../db/embedded/data-dir-server.ts';
import type { RunningServer } from '../db/embedded/postgres-server.ts';
import { createLogger } from '../lib/logger.ts';
import { configOrExit, DATABASE_PREPARED, failAndExit, openReadyDatabase } from '../process-lifecycle.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { keepRunning, type KeptRunning } from './kept-running.ts';

const serverEntry = fileURLToPath(new URL('../server.ts', import.meta.url));
const workerEntry = fileURLToPath(new URL('../worker.ts', import.meta.url));
const DATABASE_RESTART_TRIES = 60;

const config = configOrExit();
const logger = createLogger(config.logLevel).child({ process: 'supervisor' });
const webInstances = webInstancesOrExit(process.env.WEB_INSTANCES);
const release = config.databaseUrl ? () => {} : lockOrExit();
await assertPortFree();

let stopping = false;
let database: RunningServer | null = null;
process.once('exit', release);
process.once('SIGINT', () => void stop(0));
process.once('SIGTERM', () => void stop(0));

// The processes start at once and load their modules while the database starts and is migrated and seeded
// here; each connects when told it is prepared (process-lifecycle.ts).
let prepared = false;
const children = new Set<ChildProcess>();
const started = (child: ChildProcess) => {
  children.add(child);
  child.once('exit', () => children.delete(child));
  if (prepared) child.send(DATABASE_PREPARED);
  return child;
};
const childEnv = { ...process.env, PORTAL_SUPERVISED: '1' };
const worker = keepRunning({
  name: 'worker',
  start: () => started(fork(workerEntry, [], { env: { ...childEnv, RUN_WORKERS: 'on' } })),
  logger,
  onGiveUp: () => void stop(1),
});
cluster.setupPrimary({ exec: serverEntry });
const web: KeptRunning[] = Array.from({ length: webInstances }, (_, index) =>
  keepRunning({
    name: `web ${index + 1}`,
    start: () => started(cluster.fork({ ...childEnv, RUN_WORKERS: 'off' }).process),
    logger,
    onGiveUp: () => void stop(1),
  }),
);

if (!config.databaseUrl) {
  try {
    database = (await startDataDirDatabase(config.dataDir, { adopt: true })).server;
  } catch (error) {
    await stopChildren();
    failAndExit(error);
  }
  watchDatabase();
}
await (await openReadyDatabase(config, logger)).close();
prepared = true;
for (const child of children) child.send(DATABASE_PREPARED);

async function stop(exitCode: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  logger.info('stopping the web processes, then the worker, then the database');
  await stopChildren();
  await database?.stop();
  release();
  process.exit(exitCode);
}

async function stopChildren(): Promise<void> {
  await Promise.all(web.map((instance) => instance.stop()));
  await worker.stop();
}

/** The database stopped without being asked (killed, crashed): PostgreSQL recovers from its log on start. */
function watchDatabase(): void {
  const running = database;
  void running?.exited.then(async () => {
    if (stopping || database !== running) return;
    logger.error('the database server stopped unexpectedly; restarting it');
    for (let attempt = 1; !stopping; attempt += 1) {
      try {
        database = (await startDataDirDatabase(config.dataDir, { adopt: true })).server;
        logger.info('the database server is back');
        watchDatabase();
        return;
      } catch (error) {
        // Its last processes may hold its shared memory for a moment after a kill -9.
        if (attempt >= DATABASE_RESTART_TRIES) {
          logger.error({ err: error }, 'the database server could not be restarted');
          return void stop(1);
        }
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      }
    }
  });
}

function lockOrExit(): () => void {
  try {
    return lockDataDir(config.dataDir);
  } catch (error) {
    failAndExit(error);
  }
}

function webInstancesOrExit(value: string | undefined): number {
  const count = value === undefined || value === '' ? 1 : Number(value);
  if (!Number.isInteger(count) || count < 1 || count > 32) {
    failAndExit(new ConfigError('Invalid configuration: WEB_INSTANCES must be a whole number from 1 to 32'));
  }
  return count;
}

/** A port in use is told on one line before anything starts (the web processes would only fail one by one). */
async function assertPortFree(): Promise<void> {
  const probe = net.createServer();
  const problem = await new Promise<Error | null>((resolve) => {
    probe.once('error', resolve);
    probe.listen({ port: config.port, host: config.host, exclusive: true }, () =>
      probe.close(() => resolve(null)),
    );
  });
  if (problem) {
    release();
    const taken = (problem as NodeJS.ErrnoException).code === 'EADDRINUSE';
    failAndExit(
      new ConfigError(
        taken
          ? `Port ${config.port} on ${config.host} is in use by another program (another portal?): stop it, or set PORT`
          : `Cannot listen on ${config.host}:${config.port}: ${problem.message}`,
      ),
    );
  }
}
