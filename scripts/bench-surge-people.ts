/**
 * `node scripts/bench-surge-people.ts sessions COUNT` and `... count BENEFIT_NAME` (run by `npm run bench`, with
 * the server stopped, on the bench's DATA_DIR or DATABASE_URL): the people of the enrolment-window surge and
 * what it left behind.
 *
 * - `sessions`: opens a session for each of COUNT employees of the bench tenant who may choose benefits now (active,
 *   not on probation, activated, paid £30,000 or more so the hire value keeps them above the minimum wage), through the app's own session service, and prints `[{ userId, token }]`. The
 *   surge measures choosing benefits, not 2,000 password checks (the bench measures sign-in on its own line).
 * - `count`: for those people, how many live proposals of the benefit each has: the surge expects exactly one.
 */
import { and, eq, gte, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
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

async function surgePeople(count: number) {
  const [tenant] = await db.select({ id: clients.id }).from(clients).where(eq(clients.slug, 'bench'));
  if (!tenant) throw new Error('no bench tenant: run scripts/bench-tenant.ts first');
  const people = await db
    .select({ id: users.id })
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
      ),
    )
    .orderBy(users.email)
    .limit(count);
  return { clientId: tenant.id, ids: people.map((person) => person.id) };
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
    const rows = await db
      .select({ userId: selections.userId, proposals: sql<number>`count(*)::int` })
      .from(selections)
      .innerJoin(benefits, eq(benefits.id, selections.benefitId))
      .where(
        and(
          inArray(selections.userId, ids),
          eq(benefits.name, argument ?? 'Cycle to Work'),
          isNull(selections.supersededAt),
          inArray(selections.status, ['temporary', 'pending']),
        ),
      )
      .groupBy(selections.userId);
    const byUser = new Map(rows.map((row) => [row.userId, row.proposals]));
    const counts = ids.map((id) => byUser.get(id) ?? 0);
    process.stdout.write(
      JSON.stringify({
        people: ids.length,
        lost: counts.filter((n) => n === 0).length,
        duplicated: counts.filter((n) => n > 1).length,
      }),
    );
  } else {
    console.error('Usage: node scripts/bench-surge-people.ts sessions COUNT | count BENEFIT_NAME');
    process.exitCode = 2;
  }
} finally {
  await database.close();
}
