/**
 * `npm run dev`: the server with watch on API_PORT (default 3001) and the Vite dev server on PORT (default
 * 3000), which proxies /api to the server. Ctrl+C stops both.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const webPort = process.env.PORT ?? '3000';
const apiPort = process.env.API_PORT ?? '3001';

const children: ChildProcess[] = [
  spawn(process.execPath, ['--watch', 'apps/server/src/server.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, SEED_DEMO: process.env.SEED_DEMO ?? 'on' },
  }),
  spawn('npx', ['vite', '--port', webPort, '--strictPort'], {
    cwd: path.join(root, 'apps/web'),
    stdio: 'inherit',
    env: { ...process.env, API_PROXY_TARGET: `http://127.0.0.1:${apiPort}` },
  }),
];

function stopAll(): void {
  for (const child of children) child.kill('SIGTERM');
}
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
for (const child of children)
  child.on('exit', (code) => {
    if (code) process.exitCode = code;
    stopAll();
  });
