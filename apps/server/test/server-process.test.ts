/**
 * `node src/server.ts` as a process on its own: bad input stops it with one clear line; a good start runs
 * DATA_DIR's embedded PostgreSQL for itself and stops it cleanly with itself.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const serverFile = new URL('../src/server.ts', import.meta.url).pathname;

const tmpDirs: string[] = [];
function tmpDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-process-'));
  // Open to search: as root, the database's own user keeps its cluster inside it.
  fs.chmodSync(dir, 0o755);
  tmpDirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of tmpDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the server; `whenListening` gets the URL once it listens and should end by stopping it. */
function runServer(
  env: Record<string, string>,
  whenListening?: (url: string, stop: () => void) => void,
): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [serverFile], {
      env: {
        PATH: process.env.PATH ?? '',
        LOG_LEVEL: 'info',
        HOST: '127.0.0.1',
        PORT: '0',
        WEB_DIST_DIR: '/nonexistent-web-build',
        ...env,
      },
    });
    let stdout = '';
    let stderr = '';
    let notified = false;
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      const match = /Server listening at (http:\/\/[\d.:]+)/.exec(stdout);
      if (match?.[1] && whenListening && !notified) {
        notified = true;
        whenListening(match[1], () => child.kill('SIGTERM'));
      }
    });
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('the server process', () => {
  it('exits 1 with one line naming the variable on invalid configuration', async () => {
    const run = await runServer({ PORT: 'eighty', DATA_DIR: tmpDataDir() });
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toBe('Invalid configuration: PORT must be a whole number from 0 to 65535');
  });

  it('exits 1 with one line naming the folder when DATA_DIR holds the old PGlite database, changing nothing', async () => {
    const dataDir = tmpDataDir();
    fs.mkdirSync(path.join(dataDir, 'db'));
    fs.writeFileSync(path.join(dataDir, 'db', 'PG_VERSION'), '17\n');
    const run = await runServer({ DATA_DIR: dataDir });
    expect(run.code).toBe(1);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toContain(`${path.join(dataDir, 'db')} holds the database of an earlier version`);
    expect(fs.readdirSync(path.join(dataDir, 'db'))).toEqual(['PG_VERSION']);
    expect(fs.existsSync(path.join(dataDir, 'pg'))).toBe(false);
  });

  it('starts, seeds, serves, and shuts down cleanly on SIGTERM, releasing the data directory', async () => {
    const dataDir = tmpDataDir();
    let theme: unknown;
    const run = await runServer({ DATA_DIR: dataDir, SEED_DEMO: 'true' }, (url, stop) => {
      void fetch(`${url}/api/theme`)
        .then(async (response) => {
          theme = await response.json();
        })
        .finally(stop);
    });
    expect(run.code).toBe(0);
    expect(theme).toMatchObject({ primaryColour: '#00857c' });
    expect(run.stdout).toContain('seeded the demo data');
    expect(run.stdout).toContain('shutting down');
    // The server it started for itself stopped with it.
    expect(fs.existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
    expect(fs.statSync(path.join(dataDir, 'secrets.json')).mode & 0o777).toBe(0o600);
  });
});
