/**
 * `npm run bench:faults`: faults in the middle of the open-model surge (issue 34), on the bench's data directory
 * and its embedded PostgreSQL, two web processes:
 *   1. one web process killed (SIGKILL): the other keeps serving, the supervisor starts it again;
 *   2. PostgreSQL killed (SIGKILL of the postmaster): requests answer 503 with Retry-After, the supervisor starts
 *      it again and the portal recovers without a restart;
 *   3. the worker killed in the middle of a large report build: the build is tried again and finishes
 *      (report-build-fault.ts).
 * Each reports what the generator saw and what the database holds afterwards (scenario: open-model/surge-fault.ts).
 * FAULT_ARRIVALS_PER_SECOND (default 9, about 500 employees at once) sets the load.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { readyPid } from '../../apps/server/src/db/embedded/postgres-server.ts';
import { errorCount } from './open-model/curve-chart.ts';
import { JOURNEY_MEAN_SECONDS, OPEN_MODEL_STEPS } from './open-model/journey.ts';
import { childProcessesOf } from '../../apps/server/test/child-processes.ts';
import { surgeWithFault, type SurgeFaultResult } from './open-model/surge-fault.ts';
import { freePort } from './processes.ts';
import { reportBuildWithWorkerKilled } from './report-build-fault.ts';
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
const arrivalRate = Number(process.env.FAULT_ARRIVALS_PER_SECOND ?? 9);
const seconds = 60;
const common = {
  root,
  // Every request comes from 127.0.0.1 here: the per-address limits would measure the bench, not the portal.
  portalEnv: {
    PORT: String(port),
    DATA_DIR: dataDir,
    SEED_DEMO: 'on',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '1000000000',
    LOGIN_RATE_LIMIT_PER_MINUTE: '1000000000',
  },
  port,
  host: `bench.localhost:${port}`,
  password: DEMO_PASSWORD,
  benefitName: 'Cycle to Work',
  arrivalRate,
  seconds,
  // In the thick of it: the first arrivals are half-way through their journeys.
  faultAfterSeconds: Math.round(JOURNEY_MEAN_SECONDS * 0.75),
};

function report(name: string, result: SurgeFaultResult) {
  const { step, people } = result;
  const p99 = OPEN_MODEL_STEPS.map((stepName) => `${stepName} ${Math.round(step.p99ByStep[stepName] ?? 0)}`);
  console.log(`\n${name}: ${result.done}`);
  console.log(
    `  ${step.arrivalRate} arrivals/s for ${step.seconds} s, ${step.peakAtOnce} employees at once, 2 web, embedded PostgreSQL, generator ${Math.round(step.generatorCores * 100)}% of a core`,
  );
  console.log(
    `  journeys: ${step.journeys.completed} finished, ${step.journeys.failed} cut short; errors ${errorCount(step)} ${JSON.stringify(step.errors)}`,
  );
  console.log(`  p99 at the plateau (ms): ${p99.join(', ')}`);
  console.log(
    `  in the database: ${people.submitted} submitted, ${people.draftOnly} a draft only, ${people.none} nothing, ${people.duplicated} duplicated; finished journeys whose selection is missing: ${result.lostAcknowledged}`,
  );
}

const webKilled = await surgeWithFault({
  ...common,
  fault: (supervisor) => {
    const web = childProcessesOf(supervisor).find((child) => child.command.includes('server.ts'));
    if (!web) throw new Error('no web process to kill');
    process.kill(web.pid, 'SIGKILL');
    return `web process ${web.pid} killed with SIGKILL`;
  },
});
report('one web process killed in the middle of the surge', webKilled);

const postgresKilled = await surgeWithFault({
  ...common,
  fault: async () => {
    const clusterDir = path.join(dataDir, 'pg');
    const postmaster = readyPid(clusterDir);
    if (!postmaster) throw new Error('no PostgreSQL running');
    const killedAt = performance.now();
    process.kill(postmaster, 'SIGKILL');
    // Back when a new postmaster says it is ready.
    while (!readyPid(clusterDir) || readyPid(clusterDir) === postmaster) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return `PostgreSQL ${postmaster} killed with SIGKILL; the supervisor had it ready again ${((performance.now() - killedAt) / 1000).toFixed(1)} s later`;
  },
});
report('PostgreSQL killed in the middle of the surge', postgresKilled);

// The payroll tenant (seeded once by the payroll budget's script, which also runs its payroll) has the report.
const payrollSeeding = spawnSync(process.execPath, ['scripts/bench-payroll.ts', dataDir], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
});
if (payrollSeeding.status !== 0) throw new Error('the payroll tenant could not be seeded');
const buildFault = await reportBuildWithWorkerKilled({ root, portalEnv: common.portalEnv, port });
console.log(
  '\nthe worker killed in the middle of a report build (payroll, 100,000 employees x 4 selections):',
);
console.log(
  `  killed at ${buildFault.progressAtKill.done} of ${buildFault.progressAtKill.total} people written; ready ${buildFault.secondsToReadyAfterKill.toFixed(0)} s later`,
);
console.log(
  `  the built file: ${buildFault.builtBytes} bytes, the direct download ${buildFault.directBytes} bytes (${buildFault.builtBytes === buildFault.directBytes ? 'the same' : 'DIFFERENT'})`,
);
