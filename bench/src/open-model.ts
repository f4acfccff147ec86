/**
 * `npm run bench:open-model`: the open model alone (issue 34), on the bench's data directory (the 100,000-employee
 * tenant, seeded when missing) and its embedded PostgreSQL: the curve with one web process and with two.
 * OPEN_MODEL_TARGETS (employees at once, comma-separated) chooses the steps and OPEN_MODEL_WEB_INSTANCES the curves
 * (default 1,2); `npm run bench` runs the same.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import {
  openModelRows,
  targetsFromEnvironment,
  webInstanceCountsFromEnvironment,
} from './open-model/open-model-report.ts';
import { freePort } from './processes.ts';
import { DEMO_PASSWORD } from './sign-in.ts';
import { buildWebIfStale } from '../../scripts/web-build.ts';

const root = path.resolve(import.meta.dirname, '../..');
const dataDir = path.join(root, 'bench/.tmp/data');
buildWebIfStale();
const seeding = spawnSync(process.execPath, ['scripts/bench-tenant.ts', dataDir], {
  cwd: root,
  stdio: 'inherit',
});
if (seeding.status !== 0) throw new Error('the bench tenant could not be seeded');

const port = await freePort();
const rows = await openModelRows({
  root,
  portalEnv: openModelPortalEnv(port, dataDir),
  port,
  host: `bench.localhost:${port}`,
  targets: targetsFromEnvironment(process.env.OPEN_MODEL_TARGETS),
  webInstanceCounts: webInstanceCountsFromEnvironment(process.env.OPEN_MODEL_WEB_INSTANCES),
  password: DEMO_PASSWORD,
  benefitName: 'Cycle to Work',
  engine: 'embedded PostgreSQL',
  outputDir: path.join(root, 'bench/.tmp/open-model'),
  log: (line) => console.log(line),
});
for (const [name, figure, budget] of rows) console.log(`bench: ${name}  ${figure}  [budget ${budget}]`);

/** Every request comes from 127.0.0.1 here: the per-address limits would measure the bench, not the portal. */
function openModelPortalEnv(port: number, dataDirectory: string): Record<string, string> {
  return {
    PORT: String(port),
    DATA_DIR: dataDirectory,
    SEED_DEMO: 'on',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '1000000000',
    LOGIN_RATE_LIMIT_PER_MINUTE: '1000000000',
  };
}
