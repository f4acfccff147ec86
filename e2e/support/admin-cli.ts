import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { DRIZZLE_LOADING } from '../../apps/server/test/cli-processes.ts';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');

/** Runs `npm run admin -- …` against the portal under test (it connects to the database of the same DATA_DIR). */
export async function runAdmin(args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, ['--import', DRIZZLE_LOADING, 'scripts/admin.ts', ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR },
  });
  return stdout;
}
