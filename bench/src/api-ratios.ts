/**
 * `npm run bench:api`: issue 34's API budgets alone, in a few minutes instead of the full bench's forty: GET
 * /api/theme against bare Fastify, the eligible list and the cost quotes against the theme, submits at 20
 * connections and sign-ins against raw argon2id, measured as `npm run bench` measures them (api-budgets.ts).
 *
 * - `BENCH_SECONDS` (default 10): seconds per load.
 * - `BENCH_ONLY=theme,eligible,costs,submit,sign-in`: only those rows (the theme is measured whenever the
 *   eligible list or the costs are, as their baseline; the bare Fastify only for the theme's row). `employer`
 *   adds the employer's searched list and take-up summary of the 100,000 employees (issue 19's budgets), which
 *   the database's plans decide.
 * - `BENCH_SMTP=on`: the portal delivers e-mail over SMTP (to a local sink, `smtp-sink.ts`) as in production,
 *   instead of demo mode's stored e-mail; a submit's transaction then also queues the delivery job.
 * - `PORTAL_NODE_OPTIONS`: NODE_OPTIONS for the portal's processes, e.g. `--cpu-prof --cpu-prof-dir=bench/.tmp/prof`
 *   to profile the web process under this load (each process writes its profile when it stops).
 *
 * The machine is shared: compare the ratios of one run, and run it twice when an effect is small.
 */
import os from 'node:os';
import path from 'node:path';
import {
  bareFastifyThroughput,
  benchEmployeeToken,
  costsRows,
  eligibleListRows,
  employerReadRows,
  portalEnvironment,
  seedBenchData,
  signInRows,
  startPortal,
  submitRow,
  submitsOf,
  themeThroughput,
  type Row,
} from './api-budgets.ts';
import { clientIdOf } from './employer-lists.ts';
import { webProcessOf } from './process-cpu.ts';
import { freePort, stop } from './processes.ts';
import { surgeSessions } from './selections-load.ts';
import { startSmtpSink } from './smtp-sink.ts';
import { accessTokenFor } from './sign-in.ts';

const root = path.resolve(import.meta.dirname, '../..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const only = new Set((process.env.BENCH_ONLY ?? 'theme,eligible,costs,submit,sign-in').split(','));
const rows: Row[] = [];
const row = (...measured: Row) => {
  rows.push(measured);
  console.log(`bench: ${measured[0]}  ${measured[1]}  [budget ${measured[2]}]`);
};

/**
 * Each load's window on the monotonic clock that V8's profiles use, in microseconds, when the portal is profiled:
 * a profile's samples can then be cut by route.
 */
async function window<T>(name: string, load: () => Promise<T>): Promise<T> {
  if (!process.env.PORTAL_NODE_OPTIONS) return load();
  const started = process.hrtime.bigint() / 1000n;
  const result = await load();
  console.log(`window ${name} ${started} ${process.hrtime.bigint() / 1000n}`);
  return result;
}

const dataDir = seedBenchData(root);
// The submits' people, with sessions opened before the portal starts (the script needs the server stopped).
const people = only.has('submit') ? surgeSessions(root, { DATA_DIR: dataDir }, 400) : [];

const noBaseline = { requestsPerSecond: NaN, p99Ms: 0, non2xx: 0, requests: 0, cpuMsPerRequest: null };
const baseline = only.has('theme') ? await bareFastifyThroughput(root, seconds) : null;
const port = await freePort();
const env = portalEnvironment(port, dataDir);
const smtp = process.env.BENCH_SMTP === 'on' ? await startSmtpSink() : null;
if (smtp) env.SMTP_URL = smtp.url;
const database = smtp ? 'embedded, e-mail over SMTP' : 'embedded';
if (process.env.PORTAL_NODE_OPTIONS) env.NODE_OPTIONS = process.env.PORTAL_NODE_OPTIONS;
const portal = await startPortal(root, env);
const webPid = webProcessOf(portal.pid!);
try {
  const portalUrl = `http://127.0.0.1:${port}`;
  const benchHost = `bench.localhost:${port}`;
  const needsTheme = ['theme', 'eligible', 'costs'].some((name) => only.has(name));
  const theme = needsTheme
    ? await window('theme', () => themeThroughput(portalUrl, seconds, baseline ?? noBaseline, webPid))
    : null;
  if (theme && baseline) for (const themeRow of theme.rows) row(...themeRow);
  const token = await benchEmployeeToken(portalUrl, benchHost);
  if (theme && only.has('eligible'))
    for (const measured of await window('eligible', () =>
      eligibleListRows(portalUrl, benchHost, token, seconds, theme.theme, webPid),
    ))
      row(...measured);
  if (theme && only.has('costs'))
    for (const measured of await window('costs', () =>
      costsRows(portalUrl, benchHost, token, seconds, theme.theme, webPid),
    ))
      row(...measured);
  if (only.has('submit'))
    row(
      ...submitRow(
        database,
        await window('submit', () => submitsOf(portalUrl, benchHost, people, portal.pid)),
      ),
    );
  if (only.has('employer')) {
    const token = await accessTokenFor(portalUrl, 'employer@bench.test', benchHost);
    const employer = { token, clientId: await clientIdOf(portalUrl, benchHost, token) };
    for (const measured of await employerReadRows(portalUrl, benchHost, employer, seconds, 'embedded'))
      row(...measured);
  }
  if (only.has('sign-in'))
    for (const measured of await window('sign-in', () => signInRows(portalUrl, seconds))) row(...measured);
} finally {
  await stop(portal);
  await smtp?.close();
}

const width = Math.max(...rows.map((measured) => measured[0].length));
console.log(
  `\nAPI budgets (${seconds} s per load, ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)})`,
);
for (const [name, figure, budget] of rows)
  console.log(`${name.padEnd(width)}  ${figure}  [budget ${budget}]`);
