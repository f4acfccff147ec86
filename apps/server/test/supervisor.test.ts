/**
 * `npm start`'s supervisor as a process: the database, a worker and WEB_INSTANCES web processes on one port; a
 * second portal on the same DATA_DIR refused naming the first; the database killed with kill -9 under load
 * answered with 503 and Retry-After, then brought back without a restart; Ctrl+C stops it all in order.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readyPid } from '../src/db/embedded/postgres-server.ts';
import { DRIZZLE_LOADING } from './cli-processes.ts';
import { runCleanUps, type CleanUp } from './clean-ups.ts';
import { childProcessesOf } from './child-processes.ts';

const supervisor = new URL('../src/supervisor/supervise.ts', import.meta.url).pathname;
const cleanUps: CleanUp[] = [];
afterEach(async () => {
  await runCleanUps(cleanUps);
});

interface Portal {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

function tmpDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-supervised-'));
  fs.chmodSync(dir, 0o755);
  cleanUps.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function freePort(): Promise<number> {
  const net = await import('node:net');
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function startPortal(dataDir: string, port: number, env: Record<string, string> = {}): Portal {
  const child = spawn(process.execPath, ['--import', DRIZZLE_LOADING, supervisor], {
    env: {
      PATH: process.env.PATH ?? '',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: 'on',
      WEB_DIST_DIR: '/nonexistent-web-build',
      ...env,
    },
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  cleanUps.push(async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  });
  return { child, url: `http://127.0.0.1:${port}`, output: () => output, exited };
}

async function until<T>(probe: () => Promise<T | undefined>, timeoutMs: number, what: string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = await probe().catch(() => undefined);
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const ready = (url: string) =>
  until(
    async () => ((await fetch(`${url}/api/ready`)).ok ? true : undefined),
    60_000,
    'the portal to be ready',
  );

describe('npm start, supervised', () => {
  it('runs the database, a worker and two web processes, refuses a second portal, and stops in order', async () => {
    const dataDir = tmpDataDir();
    const port = await freePort();
    const portal = startPortal(dataDir, port, { WEB_INSTANCES: '2' });
    await ready(portal.url);
    const theme = await (await fetch(`${portal.url}/api/theme`)).json();
    expect(theme).toMatchObject({ primaryColour: '#00857c' });

    const children = childProcessesOf(portal.child.pid!);
    expect(children.filter((child) => child.command.includes('server.ts'))).toHaveLength(2);
    expect(children.filter((child) => child.command.includes('worker.ts'))).toHaveLength(1);
    expect(children.filter((child) => child.command.includes('bin/postgres'))).toHaveLength(1);

    const second = startPortal(dataDir, await freePort());
    expect(await second.exited).toBe(1);
    expect(second.output().trim()).toBe(
      `Another portal (pid ${portal.child.pid}) is running on DATA_DIR ${dataDir}: stop it first, or choose another DATA_DIR`,
    );

    portal.child.kill('SIGINT');
    expect(await portal.exited).toBe(0);
    const log = portal.output();
    const stopped = (pattern: RegExp) => log.search(pattern);
    expect(stopped(/stopping the web processes/)).toBeGreaterThan(-1);
    // Both web processes said goodbye before the worker did.
    const lines = log.split('\n').filter((line) => line.includes('"shutting down"'));
    expect(lines).toHaveLength(3);
    expect(readyPid(path.join(dataDir, 'pg'))).toBeNull();
    expect(fs.existsSync(path.join(dataDir, 'portal.pid'))).toBe(false);
    expect(childProcessesOf(portal.child.pid!)).toEqual([]);
  }, 120_000);

  it('refuses a port another program holds, on one line, before starting anything', async () => {
    const net = await import('node:net');
    const holder = net.createServer();
    const port = await new Promise<number>((resolve) =>
      holder.listen(0, '127.0.0.1', () => resolve((holder.address() as { port: number }).port)),
    );
    cleanUps.push(() => new Promise<void>((resolve) => holder.close(() => resolve())));
    const dataDir = tmpDataDir();
    const portal = startPortal(dataDir, port);
    expect(await portal.exited).toBe(1);
    expect(portal.output().trim()).toBe(
      `Port ${port} on 127.0.0.1 is in use by another program (another portal?): stop it, or set PORT`,
    );
    expect(fs.readdirSync(dataDir)).not.toContain('pg');
  });

  it('answers 503 with Retry-After while its database is killed, then recovers without a restart', async () => {
    const dataDir = tmpDataDir();
    const port = await freePort();
    const portal = startPortal(dataDir, port);
    await ready(portal.url);
    const postmaster = readyPid(path.join(dataDir, 'pg'))!;
    // A host no tenant has: its theme is looked up in the database on every request, never cached.
    const themeOfAnUnknownHost = async () => {
      const domain = `nobody-${Math.random().toString(36).slice(2)}.localhost`;
      const response = await fetch(`${portal.url}/api/theme/domain/${domain}`);
      return {
        status: response.status,
        retryAfter: response.headers.get('retry-after'),
        body: await response.json(),
      };
    };
    expect((await themeOfAnUnknownHost()).status).toBe(200);
    process.kill(postmaster, 'SIGKILL');

    const answers: Awaited<ReturnType<typeof themeOfAnUnknownHost>>[] = [];
    await until(
      async () => {
        const answer = await themeOfAnUnknownHost();
        answers.push(answer);
        return answers.some((seen) => seen.status === 503) && answer.status === 200 ? true : undefined;
      },
      60_000,
      'a 503 while the database was away, then a 200',
    );
    // Never a 500: while it is away, a clear 503 that says when to try again.
    expect(answers.filter((answer) => answer.status !== 200 && answer.status !== 503)).toEqual([]);
    expect(answers.find((answer) => answer.status === 503)).toEqual({
      status: 503,
      retryAfter: '5',
      body: { message: 'The portal is briefly unavailable, please try again in a moment.' },
    });
    await until(
      async () =>
        readyPid(path.join(dataDir, 'pg')) !== null && readyPid(path.join(dataDir, 'pg')) !== postmaster
          ? true
          : undefined,
      60_000,
      'the database to be restarted',
    );
    await ready(portal.url);
    const theme = await fetch(`${portal.url}/api/theme`);
    expect(theme.status).toBe(200);
    expect(portal.output()).toContain('the database server stopped unexpectedly; restarting it');
    expect(portal.output()).toContain('the database server is back');
    // The web process and the worker lived through it.
    expect(portal.output()).not.toContain('a process stopped unexpectedly');
  }, 120_000);
});
