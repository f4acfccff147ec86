/**
 * The portal's scripts and processes as an operator runs them: a script run to its end (the command-line tools'
 * tests, with cli-world.ts), and the web and worker processes started on their own (worker-process.test.ts).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../../..');
const SERVER_FILE = path.join(ROOT, 'apps/server/src/server.ts');
const WORKER_FILE = path.join(ROOT, 'apps/server/src/worker.ts');
/** What `npm run admin` and `npm run content` load first (package.json): the quicker resolution of drizzle-orm. */
export const DRIZZLE_LOADING = path.join(ROOT, 'apps/server/src/lib/drizzle-loading.ts');

export interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a Node script as its npm script does, to its end, and collects what it printed. */
export function runScript(
  script: string,
  args: readonly string[],
  options: { env: NodeJS.ProcessEnv; cwd: string },
): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', DRIZZLE_LOADING, script, ...args], options);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

/**
 * Starts the portal on a free port with the demo world; `listening` resolves with its address once it
 * listens.
 */
export function startPortal(env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, [SERVER_FILE], {
    env: {
      ...env,
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: '0',
      SEED_DEMO: 'on',
      WEB_DIST_DIR: '/nonexistent',
    },
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const listening = new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const address = /Server listening at (http:\/\/[\d.:]+)/.exec(output);
      if (address?.[1]) resolve(address[1]);
    });
    child.on('exit', () => reject(new Error(`the server stopped: ${output}`)));
  });
  return { child, exited, listening };
}

/** Starts `npm run worker`'s process; `running` resolves once its handlers have started. */
export function startWorker(env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, [WORKER_FILE], { env: { ...env, LOG_LEVEL: 'info' } });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const running = new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (output.includes('the worker is running')) resolve();
    });
    child.on('exit', () => reject(new Error(`the worker stopped: ${output}`)));
  });
  return { child, exited, running };
}

export type PortalProcess = ReturnType<typeof startPortal>;

/** Stops the portal if a test has not already done so. */
export async function stopPortal(server: Pick<PortalProcess, 'child' | 'exited'> | undefined): Promise<void> {
  if (server && server.child.exitCode === null) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
}
