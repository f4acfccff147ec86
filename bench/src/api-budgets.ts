/**
 * The set-up and the measures of the API budgets (issue 34), shared by the full bench (`run.ts`) and the quick one
 * (`api-ratios.ts`): the bench's data directory, the bare Fastify baseline, the portal started on it, and each
 * budget's row, every ratio taken against a baseline measured in the same run.
 */
import { spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { argon2VerificationsPerSecond } from './argon2-baseline.ts';
import { employeeListSearch, takeUpSummary, type ListSearch } from './employer-lists.ts';
import { treeCpuByRole, withCpu } from './process-cpu.ts';
import { freePort, startNode, stop, waitFor } from './processes.ts';
import { accessTokenFor, signInThroughput } from './sign-in.ts';
import { caller, submitLoad, type SubmitFigures, type SurgePerson } from './surge.ts';
import { measure, type Throughput } from './throughput.ts';

export type { Throughput };

export type Row = [name: string, figure: string, budget: string];

/** A load's throughput and, when the server's process is known, its CPU a request (process-cpu.ts). */
export type Measured = Throughput & { cpuMsPerRequest: number | null };

/** "; CPU 0.123 ms a request (1.9x the theme's)": the figure that noise from other work moves least. */
function cpuText(load: Measured, reference?: Measured, referenceName?: string): string {
  if (load.cpuMsPerRequest === null) return '';
  const relative =
    reference?.cpuMsPerRequest && referenceName
      ? ` (${(load.cpuMsPerRequest / reference.cpuMsPerRequest).toFixed(2)}x ${referenceName})`
      : '';
  return `; CPU ${load.cpuMsPerRequest.toFixed(3)} ms a request${relative}`;
}

/** The benefit the surge and the cost quotes choose. */
export const SURGE_BENEFIT = 'Cycle to Work';

export const pct = (ratio: number) => `${(ratio * 100).toFixed(0)}%`;

/**
 * The portal's data: the demo world and the big tenant of 100,000 employees, seeded once into `bench/.tmp/data`
 * and reused by later runs.
 */
export function seedBenchData(root: string): string {
  const dataDir = path.join(root, 'bench/.tmp/data');
  // An earlier bench's PGlite database, which this portal cannot read: the bench's own, so made again.
  fs.rmSync(path.join(dataDir, 'db'), { recursive: true, force: true });
  const seeding = spawnSync(process.execPath, ['scripts/bench-tenant.ts', dataDir], {
    cwd: root,
    stdio: 'inherit',
  });
  if (seeding.status !== 0) throw new Error('the bench tenant could not be seeded');
  return dataDir;
}

/** The environment of the portal under load. */
export function portalEnvironment(port: number, dataDir: string): Record<string, string> {
  // Rate limits off in effect: every request of the load comes from one address, and a 429 measures nothing.
  return {
    PORT: String(port),
    DATA_DIR: dataDir,
    SEED_DEMO: 'on',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '1000000000',
    LOGIN_RATE_LIMIT_PER_MINUTE: '1000000000',
  };
}

/** `npm start` on `env`, once `/api/ready` answers. */
export async function startPortal(root: string, env: Record<string, string>): Promise<ChildProcess> {
  const portal = startNode('scripts/start.ts', env, root);
  await waitFor(`http://127.0.0.1:${env.PORT}/api/ready`, 120_000);
  return portal;
}

/** The baseline of API throughput: a bare Fastify hello-world, alone on the machine's share of CPU. */
export async function bareFastifyThroughput(root: string, seconds: number): Promise<Measured> {
  const port = await freePort();
  const hello = startNode(path.join(import.meta.dirname, 'hello-fastify.ts'), { PORT: String(port) }, root);
  try {
    await waitFor(`http://127.0.0.1:${port}/`, 10_000);
    return await withCpu(hello.pid, () => measure(`http://127.0.0.1:${port}/`, seconds));
  } finally {
    await stop(hello);
  }
}

/**
 * 1. GET /api/theme against the bare Fastify hello-world. `webPid`, the portal's web process, adds each load's
 * CPU a request to the rows (here and below).
 */
export async function themeThroughput(
  portalUrl: string,
  seconds: number,
  baseline: Measured,
  webPid?: number,
): Promise<{ theme: Measured; rows: Row[] }> {
  const theme = await withCpu(webPid, () => measure(`${portalUrl}/api/theme`, seconds));
  return {
    theme,
    rows: [
      [
        'GET /api/theme throughput vs bare Fastify',
        `${pct(theme.requestsPerSecond / baseline.requestsPerSecond)} (${theme.requestsPerSecond.toFixed(0)} / ${baseline.requestsPerSecond.toFixed(0)} req/s, non-2xx ${theme.non2xx}${cpuText(theme, baseline, 'bare Fastify')})`,
        '>= 50%',
      ],
    ],
  };
}

/** 2. The benefits list of one employee of the 100,000-employee tenant, against the theme. */
export async function eligibleListRows(
  portalUrl: string,
  benchHost: string,
  token: string,
  seconds: number,
  theme: Measured,
  webPid?: number,
): Promise<Row[]> {
  const eligible = await withCpu(webPid, () =>
    measure(`${portalUrl}/api/benefits/user/eligible`, seconds, {
      host: benchHost,
      authorization: `Bearer ${token}`,
    }),
  );
  return [
    [
      'GET /api/benefits/user/eligible (100,000 employees) vs theme',
      `${pct(eligible.requestsPerSecond / theme.requestsPerSecond)} (${eligible.requestsPerSecond.toFixed(0)} req/s, non-2xx ${eligible.non2xx}${cpuText(eligible, theme, "the theme's")})`,
      '>= 40%',
    ],
    ['GET /api/benefits/user/eligible p99 at 50 connections', `${eligible.p99Ms} ms`, '<= 30 ms'],
  ];
}

/** 2b. What a choice costs: quotes of the surge's benefit at 50 connections, against the theme. */
export async function costsRows(
  portalUrl: string,
  benchHost: string,
  token: string,
  seconds: number,
  theme: Measured,
  webPid?: number,
): Promise<Row[]> {
  const offered = (await caller(portalUrl, benchHost, 1)('GET', '/benefits/user/eligible', token)).body as {
    benefits: { id: number; name: string }[];
  };
  const benefitId = offered.benefits.find((benefit) => benefit.name === SURGE_BENEFIT)!.id;
  const costs = await withCpu(webPid, () =>
    measure(
      `${portalUrl}/api/selections/costs`,
      seconds,
      { host: benchHost, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      'POST',
      JSON.stringify({ benefitId, values: { hireValue: 1200 } }),
    ),
  );
  return [
    [
      'POST /api/selections/costs vs theme',
      `${pct(costs.requestsPerSecond / theme.requestsPerSecond)} (${costs.requestsPerSecond.toFixed(0)} req/s, non-2xx ${costs.non2xx}${cpuText(costs, theme, "the theme's")})`,
      '>= 60%',
    ],
    ['POST /api/selections/costs p99 at 50 connections', `${costs.p99Ms} ms`, '<= 10 ms'],
  ];
}

/** 3. Password sign-ins against raw argon2id verifications in this process. */
export async function signInRows(portalUrl: string, seconds: number): Promise<Row[]> {
  const signIns = await signInThroughput(portalUrl, seconds);
  const rawArgon2 = await argon2VerificationsPerSecond(seconds);
  return [
    [
      'POST /api/login throughput vs raw argon2id verify',
      `${pct(signIns.requestsPerSecond / rawArgon2)} (${signIns.requestsPerSecond.toFixed(1)} / ${rawArgon2.toFixed(1)} per s, non-2xx ${signIns.non2xx})`,
      '>= 70%',
    ],
  ];
}

/**
 * Submits alone at 20 connections, by up to 400 of the surge's people (surge.ts, `submitLoad`); with `portalPid`,
 * the CPU of every process of the portal (web, worker, PostgreSQL) over the submits.
 */
export function submitsOf(
  portalUrl: string,
  benchHost: string,
  people: readonly SurgePerson[],
  portalPid?: number,
) {
  return submitLoad(portalUrl, benchHost, people.slice(0, 400), {
    benefitName: SURGE_BENEFIT,
    concurrency: 20,
    ...(portalPid === undefined ? {} : { cpuOf: () => treeCpuByRole(portalPid) }),
  });
}

export function submitRow(database: string, submits: SubmitFigures): Row {
  const perSubmit = (ms: number) => (ms / Math.max(1, submits.submits)).toFixed(2);
  const used = submits.cpuMs;
  const cpu =
    used === null
      ? ''
      : `; portal CPU ${perSubmit(used.web + used.worker + used.database + used.supervisor)} ms a submit: web ${perSubmit(used.web)}, worker ${perSubmit(used.worker)}, PostgreSQL ${perSubmit(used.database)}`;
  return [
    `submit a selection p99 at 20 connections (${database})`,
    `${submits.p99Ms.toFixed(0)} ms (median ${submits.medianMs.toFixed(0)} ms, ${submits.perSecond.toFixed(0)} a second, errors ${submits.errors}${cpu}; the first 20 at once, before: slowest ${submits.firstBurstSlowestMs.toFixed(0)} ms)`,
    '<= 50 ms',
  ];
}

/** The access token of the bench tenant's employee whose list and quotes are loaded. */
export function benchEmployeeToken(portalUrl: string, benchHost: string): Promise<string> {
  return accessTokenFor(portalUrl, 'person1@bench.test', benchHost);
}

const percentileRow = (name: string, database: string, load: ListSearch, budget: string): Row => [
  `${name} p97.5 at 20 connections (100,000 employees, ${database})`,
  `${load.p97_5Ms} ms (p99 ${load.p99Ms} ms, ${load.requestsPerSecond.toFixed(0)} req/s, non-2xx ${load.non2xx})`,
  budget,
];

/** Issue 19's reads of the 100,000 employees by their employer, at 20 connections: the searched list, the take-up. */
export async function employerReadRows(
  portalUrl: string,
  host: string,
  employer: { token: string; clientId: string },
  seconds: number,
  database: string,
): Promise<Row[]> {
  const { token, clientId } = employer;
  const search = await employeeListSearch(portalUrl, host, token, clientId, seconds);
  const takeUp = await takeUpSummary(portalUrl, host, token, clientId, seconds);
  return [
    percentileRow('GET employee list, search,', database, search, 'p95 <= 50 ms'),
    percentileRow('GET take-up summary', database, takeUp, 'p95 <= 100 ms'),
  ];
}
