/**
 * Two copies of the portal on two databases seeded alike and run on one clock, for the test that sends every
 * write route the same request ten times at once (parallel-writes.test.ts): the twin `one` gets the request
 * once, the twin `ten` gets it ten times in parallel, and the rows each database gained are compared table by
 * table (the job queue's too, so a duplicate e-mail shows).
 */
import { sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { EndpointName } from '@portal/contracts';
import type { Clock } from '../src/lib/clock.ts';
import { signIn } from './auth-helpers.ts';
import { createTestApp, seedDemo, type TestApp } from './harness.ts';

export interface Twin {
  name: 'one' | 'ten';
  t: TestApp;
  /** Signs in once per e-mail and twin; the access token. */
  token(email: string): Promise<string>;
  /** What a case noted for the cases after it (an id made earlier on this twin). */
  notes: Map<string, string>;
}

export interface WriteCase {
  name: EndpointName;
  /** The request, built on the twin it goes to (each twin has its own ids and tokens). */
  request(twin: Twin): Promise<InjectOptions>;
  /**
   * Why each request is by nature a record of its own (a sign-in is a session, a code is single-use): then ten
   * requests make ten times the rows of one, and not one more.
   */
  each?: string;
}

export async function createTwins(clock: Clock): Promise<[Twin, Twin]> {
  const twin = async (name: Twin['name']): Promise<Twin> => {
    const t = await createTestApp({ clock });
    await seedDemo(t.db);
    const tokens = new Map<string, string>();
    return {
      name,
      t,
      notes: new Map(),
      async token(email) {
        if (!tokens.has(email)) tokens.set(email, (await signIn(t.app, email)).accessToken);
        return tokens.get(email)!;
      },
    };
  };
  return [await twin('one'), await twin('ten')];
}

/**
 * What refused attempts leave: an audit event of a refusal (a wrong password, a used link, a replayed code) is
 * a record of each attempt by design, and the throttle counters count attempts in a row per key. They are not
 * rows a write made, so they are left out of the comparison.
 */
const REFUSAL_AUDITS = [
  'login.failed',
  'login.locked',
  'session.refresh_reuse',
  'account.dob_failed',
  'password.change_failed',
  'two_factor.failed',
  'two_factor.locked',
  'sign_in_grant.refused',
  'magic_link.refused',
  'sso.failed',
];
const ATTEMPT_TABLES = ['public.throttle_counters'];

/**
 * The number of rows of every table, the job queue's included, by `schema.table`; audit events by type (as
 * `public.audit_events:type`), refusals and attempt counters left out.
 */
export async function rowCounts(t: TestApp): Promise<Record<string, number>> {
  const { rows: tables } = await t.db.execute<{ name: string }>(
    sql`select format('%I.%I', table_schema, table_name) as name from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
        order by 1`,
  );
  const counted = tables.filter(
    ({ name }) => !ATTEMPT_TABLES.includes(name) && name !== 'public.audit_events',
  );
  const counts = counted.map(({ name }) => `select '${name}' as name, count(*)::int as n from ${name}`);
  const audits = `select 'public.audit_events:' || type, count(*)::int from audit_events
    where type not in (${REFUSAL_AUDITS.map((type) => `'${type}'`).join(', ')}) group by type`;
  const { rows } = await t.db.execute<{ name: string; n: number }>(
    sql.raw([...counts, audits].join(' union all ')),
  );
  return Object.fromEntries(rows.map((row) => [row.name, row.n]));
}

function gained(before: Record<string, number>, after: Record<string, number>): Record<string, number> {
  return Object.fromEntries(
    Object.entries(after)
      .map(([name, n]) => [name, n - (before[name] ?? 0)] as const)
      .filter(([, difference]) => difference !== 0),
  );
}

export interface CaseRun {
  statuses: { one: number; ten: number[] };
  /** The rows each twin gained, by table (tables that did not change are left out). */
  gained: { one: Record<string, number>; ten: Record<string, number> };
  answers: LightMyRequestResponse[];
}

/** The shared clock, which a case may move while it builds a request. */
export interface TwinClock {
  now(): Date;
  advance(ms: number): void;
}

/**
 * Sends the case's request once to `one` and ten times at once to `ten`, and counts what each wrote. Each
 * twin's request is built from the same moment: the clock is put back between the two, so that a code made
 * for one is as fresh as the other's when both are sent.
 */
export async function runCase(
  one: Twin,
  ten: Twin,
  writeCase: WriteCase,
  clock: TwinClock,
): Promise<CaseRun> {
  const start = clock.now().getTime();
  const forOne = await writeCase.request(one);
  const built = clock.now().getTime();
  clock.advance(start - built);
  const forTen = await writeCase.request(ten);
  clock.advance(built - clock.now().getTime());
  const requests = [forOne, forTen] as const;
  const before = await Promise.all([rowCounts(one.t), rowCounts(ten.t)]);
  const single = await one.t.app.inject(requests[0]);
  const burst = await Promise.all(Array.from({ length: 10 }, () => ten.t.app.inject(requests[1])));
  const settled = { timeoutMs: 60_000 };
  await Promise.all([one.t.app.context.jobs.settled(settled), ten.t.app.context.jobs.settled(settled)]);
  const after = await Promise.all([rowCounts(one.t), rowCounts(ten.t)]);
  return {
    statuses: { one: single.statusCode, ten: burst.map((answer) => answer.statusCode) },
    gained: { one: gained(before[0], after[0]), ten: gained(before[1], after[1]) },
    answers: [single, ...burst],
  };
}
