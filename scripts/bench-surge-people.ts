/**
 * `node scripts/bench-surge-people.ts sessions COUNT` and `... count BENEFIT_NAME` (run by `npm run bench`, with
 * the server stopped, on the bench's DATA_DIR or DATABASE_URL): the people of the enrolment-window surge and
 * what it left behind.
 *
 * - `sessions`: opens a session for each of COUNT employees of the bench tenant who may choose benefits now (active,
 *   not on probation, activated, paid £30,000 or more so the hire value keeps them above the minimum wage), through the app's own session service, and prints `[{ userId, token }]`. The
 *   surge measures choosing benefits, not 2,000 password checks (the bench measures sign-in on its own line).
 * - `count`: for those people, how many live proposals of the benefit each has: the surge expects exactly one.
 * - `emails COUNT OFFSET [BENEFIT_NAME]`: the e-mail addresses of COUNT such people after the first OFFSET, one a
 *   line, with BENEFIT_NAME only those who hold no live proposal of it yet: the open model (bench/src/open-model)
 *   signs each in with the demo password, as a person would, and counts what each left behind.
 * - `proposals BENEFIT_NAME FILE`: for each address of FILE (one a line), how many live proposals of the benefit
 *   that person has and how many of them are submitted, printed as a JSON array `[{ live, submitted }]` in the
 *   file's order.
 */
import fs from 'node:fs';
import { and, eq, gte, inArray, isNotNull, isNull, notExists, sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { benefits, clients, employeeRecords, selections, users } from '../apps/server/src/db/schema/index.ts';
import { createLogger } from '../apps/server/src/lib/logger.ts';
import { openSession, sessions } from '../apps/server/src/modules/auth/index.ts';

const [command, argument] = process.argv.slice(2);
const config = loadConfig({ ...process.env, SEED_DEMO: 'off', RUN_WORKERS: 'off' });
const database = await openDatabase({ ...config, startEmbedded: true });
const db = database.db;

/** `freshFor`: only people with no live proposal of that benefit (none left by an earlier run of the bench). */
async function surgePeople(count: number, offset = 0, freshFor?: string) {
  const [tenant] = await db.select({ id: clients.id }).from(clients).where(eq(clients.slug, 'bench'));
  if (!tenant) throw new Error('no bench tenant: run scripts/bench-tenant.ts first');
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .innerJoin(employeeRecords, eq(employeeRecords.userId, users.id))
    .where(
      and(
        eq(users.clientId, tenant.id),
        eq(users.employmentStatus, 'active'),
        isNotNull(users.passwordHash),
        isNull(employeeRecords.probationEndDate),
        isNull(employeeRecords.leaveDate),
        // Enough pay above the minimum wage for the hire value the surge chooses.
        gte(employeeRecords.salaryPence, 3_000_000),
        freshFor
          ? notExists(
              db
                .select({ one: sql`1` })
                .from(selections)
                .innerJoin(benefits, eq(benefits.id, selections.benefitId))
                .where(
                  and(
                    eq(selections.userId, users.id),
                    eq(benefits.name, freshFor),
                    isNull(selections.supersededAt),
                    inArray(selections.status, ['temporary', 'pending']),
                  ),
                ),
            )
          : undefined,
      ),
    )
    .orderBy(users.email)
    .limit(count)
    .offset(offset);
  return {
    clientId: tenant.id,
    ids: people.map((person) => person.id),
    emails: people.map((person) => person.email),
  };
}

/** How many live (draft or submitted, not superseded) proposals of the benefit each of these people has. */
async function liveProposals(ids: string[], benefitName: string): Promise<number[]> {
  return (await proposalsOf(ids, benefitName)).map((person) => person.live);
}

/** Each person's live proposals of the benefit, and how many of them are submitted (pending). */
async function proposalsOf(ids: string[], benefitName: string) {
  const rows = await db
    .select({
      userId: selections.userId,
      live: sql<number>`count(*)::int`,
      submitted: sql<number>`(count(*) filter (where ${selections.status} = 'pending'))::int`,
    })
    .from(selections)
    .innerJoin(benefits, eq(benefits.id, selections.benefitId))
    .where(
      and(
        inArray(selections.userId, ids),
        eq(benefits.name, benefitName),
        isNull(selections.supersededAt),
        inArray(selections.status, ['temporary', 'pending']),
      ),
    )
    .groupBy(selections.userId);
  const byUser = new Map(rows.map((row) => [row.userId, row]));
  return ids.map((id) => ({ live: byUser.get(id)?.live ?? 0, submitted: byUser.get(id)?.submitted ?? 0 }));
}

try {
  if (command === 'sessions') {
    const { clientId, ids } = await surgePeople(Number(argument ?? 2000));
    const app = await buildApp({ config, database, logger: createLogger('silent'), runWorkers: false });
    await app.ready();
    const opened = [];
    for (const userId of ids) {
      const issued = await openSession(
        app.context.use(sessions),
        { id: userId, clientId, userType: 'employee' },
        { tenantId: clientId, deviceToken: null, origin: { ip: '127.0.0.1', userAgent: 'bench surge' } },
      );
      opened.push({ userId, token: issued.accessToken });
    }
    await app.close();
    process.stdout.write(JSON.stringify(opened));
  } else if (command === 'count') {
    const { ids } = await surgePeople(Number(process.env.SURGE_PEOPLE ?? 2000));
    const counts = await liveProposals(ids, argument ?? 'Cycle to Work');
    process.stdout.write(
      JSON.stringify({
        people: ids.length,
        lost: counts.filter((n) => n === 0).length,
        duplicated: counts.filter((n) => n > 1).length,
      }),
    );
  } else if (command === 'emails') {
    const { emails } = await surgePeople(Number(argument), Number(process.argv[4] ?? 0), process.argv[5]);
    process.stdout.write(emails.join('\n'));
  } else if (command === 'proposals') {
    const wanted = fs.readFileSync(process.argv[4]!, 'utf8').split('\n').filter(Boolean);
    const found = new Map<string, string>();
    for (let start = 0; start < wanted.length; start += 5_000) {
      const batch = await db
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(inArray(users.email, wanted.slice(start, start + 5_000)));
      for (const user of batch) found.set(user.email, user.id);
    }
    const ids = wanted.map((email) => found.get(email) ?? '');
    const known = ids.filter(Boolean);
    const counts = await proposalsOf(known, argument ?? 'Cycle to Work');
    const byId = new Map(known.map((id, index) => [id, counts[index]!]));
    process.stdout.write(JSON.stringify(ids.map((id) => byId.get(id) ?? { live: 0, submitted: 0 })));
  } else {
    console.error(
      'Usage: node scripts/bench-surge-people.ts sessions COUNT | count BENEFIT_NAME | emails COUNT OFFSET [BENEFIT_NAME] | proposals BENEFIT_NAME FILE',
    );
    process.exitCode = 2;
  }
} finally {
  await database.close();
}
