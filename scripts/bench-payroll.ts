/**
 * `node scripts/bench-payroll.ts DATA_DIR` (run by `npm run bench` while no server holds the data directory): the
 * payroll budget of issue 18. Seeds, once and reused, a tenant `payroll` (payroll.localhost) of 100,000
 * employees with four approved selections each (pension, dental, health cash plan, cycle to work), then times a
 * first payroll run of last month on the embedded database, in batches with progress, and a second run of the
 * same month (which must write nothing). Prints one JSON line of figures on stdout. `person1@payroll.test` (the
 * demo password) is whose total reward statement the bench then loads.
 */
import { addMonths, periodsPaidBy, ukDateOf } from '@portal/benefits';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config.ts';
import { migrate, openDatabase, type Database } from '../apps/server/src/db/client.ts';
import {
  benefitPlans,
  clients,
  clientThemes,
  employeeRecords,
  payrollLines,
  payrollRuns,
  schemes,
  selections,
  users,
} from '../apps/server/src/db/schema/index.ts';
import { hashPassword } from '../apps/server/src/lib/password-hash.ts';
import { runPayroll } from '../apps/server/src/modules/payroll/index.ts';
import { demoMonthShift, SCHEME_YEAR_2026 } from '../apps/server/src/seed/benefits-world.ts';
import { DEMO_BENEFITS } from '../apps/server/src/seed/demo-benefits.ts';
import { DEMO_PASSWORD } from '../apps/server/src/seed/ids.ts';
import { writeCatalogue } from '../apps/server/src/seed/seed-benefits.ts';
import { seededRandom } from '../apps/server/src/seed/seeded-random.ts';

const TENANT = { slug: 'payroll', people: 100_000 } as const;
const BATCH = 2_000;

async function seedTenant(db: Database, today: string): Promise<string> {
  const shift = demoMonthShift(today);
  const [client] = await db
    .insert(clients)
    .values({ slug: TENANT.slug, name: 'Payroll Co', contactUsEnabled: false, twoFactorPolicy: 'optional' })
    .returning({ id: clients.id });
  const clientId = client!.id;
  await db.insert(clientThemes).values({
    clientId,
    primaryColour: '#0f766e',
    secondaryColour: '#1f2937',
    logoFileUrl: '',
    brandHeaderLogo: '',
    mobileLogo: '',
    supportEmail: 'support@payroll.test',
    contactUsEmail: 'hr@payroll.test',
    benefitBrandName: 'Payroll Benefits',
    baseFont: 'Lato',
    headerFont: 'Lato',
  });
  const startsOn = addMonths(SCHEME_YEAR_2026.startsOn, shift);
  const [scheme] = await db
    .insert(schemes)
    .values({
      clientId,
      year: Number(startsOn.slice(0, 4)),
      startsOn,
      endsOn: addMonths(SCHEME_YEAR_2026.endsOn, shift),
      isCurrent: true,
    })
    .returning({ id: schemes.id });
  const ids = await writeCatalogue(
    db,
    { clientId, schemeId: scheme!.id, slug: TENANT.slug, name: 'Payroll Co', colour: '#0f766e' },
    DEMO_BENEFITS,
    { publishedAt: new Date(), fixedIds: false },
  );
  const plans = await db
    .select({ id: benefitPlans.id, benefitId: benefitPlans.benefitId, name: benefitPlans.name })
    .from(benefitPlans)
    .where(and(eq(benefitPlans.clientId, clientId), inArray(benefitPlans.name, ['Family', 'Level 2'])));
  const planOf = (key: string, name: string) =>
    plans.find((plan) => plan.benefitId === ids.get(key) && plan.name === name)!.id;
  const choices: { benefitId: number; planId: string | null; values: Record<string, number> }[] = [
    { benefitId: ids.get('pension')!, planId: null, values: { contribution: 5 } },
    { benefitId: ids.get('dental')!, planId: planOf('dental', 'Family'), values: {} },
    { benefitId: ids.get('health-cash-plan')!, planId: planOf('health-cash-plan', 'Level 2'), values: {} },
    { benefitId: ids.get('cycle-to-work')!, planId: null, values: { hireValue: 1200 } },
  ];
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const next = seededRandom(18);
  for (let from = 1; from <= TENANT.people; from += BATCH) {
    const count = Math.min(BATCH, TENANT.people - from + 1);
    await db.transaction(async (tx) => {
      const made = await tx
        .insert(users)
        .values(
          Array.from({ length: count }, (_, index) => ({
            clientId,
            email: `person${from + index}@payroll.test`,
            firstName: 'Pay',
            surname: `Roll-${from + index}`,
            userType: 'employee' as const,
            passwordHash,
            activatedAt: new Date('2026-01-12T10:00:00Z'),
            termsRevisionAccepted: 1,
            dateOfBirth: '1985-06-15',
            firstLogin: false,
          })),
        )
        .returning({ id: users.id });
      await tx.insert(employeeRecords).values(
        made.map(({ id }) => ({
          userId: id,
          clientId,
          salaryPence: (24_000 + Math.floor(next() * 70_000)) * 100,
          weeklyHours: 37.5,
          taxRegion: next() < 0.08 ? ('scotland' as const) : ('england-ni' as const),
          contractType: 'permanent' as const,
          startDate: '2015-01-05',
        })),
      );
      await tx.insert(selections).values(
        made.flatMap(({ id }) =>
          choices.map((choice) => ({
            clientId,
            schemeId: scheme!.id,
            userId: id,
            status: 'approved' as const,
            startDate: startsOn,
            ...choice,
          })),
        ),
      );
    });
    process.stderr.write(
      `\rSeeding the payroll tenant: ${(from + count - 1).toLocaleString('en-GB')} people`,
    );
  }
  process.stderr.write('\n');
  // Autovacuum would get to it in time; the bench measures at once, so the planner gets 100,000 people now.
  await db.execute(sql`analyze`);
  return clientId;
}

const [dataDir] = process.argv.slice(2);
if (!dataDir) {
  console.error('Usage: node scripts/bench-payroll.ts DATA_DIR');
  process.exit(2);
}
const config = loadConfig({ ...process.env, DATA_DIR: dataDir });
const handle = await openDatabase({ ...config, startEmbedded: true });
try {
  await migrate(handle);
  const db: Database = handle.db;
  const today = ukDateOf(new Date());
  const [existing] = await db.select({ id: clients.id }).from(clients).where(eq(clients.slug, TENANT.slug));
  const clientId = existing?.id ?? (await seedTenant(db, today));
  // Whom the bench signs in as to download the tenant's payroll report (issue 20).
  await db
    .insert(users)
    .values({
      clientId,
      email: 'employer@payroll.test',
      firstName: 'Payroll',
      surname: 'Employer',
      userType: 'employer',
      permissions: ['reports'],
      passwordHash: await hashPassword(DEMO_PASSWORD),
      activatedAt: new Date('2026-01-12T10:00:00Z'),
      termsRevisionAccepted: 1,
      firstLogin: false,
    })
    .onConflictDoNothing();
  const [scheme] = await db.select().from(schemes).where(eq(schemes.clientId, clientId));
  const period = periodsPaidBy({ ...scheme!, payDay: scheme!.payDay ?? undefined }, today)
    .filter((paid) => paid < today.slice(0, 7))
    .at(-1)!;
  // Each bench measures a first run: the ledger of earlier benches goes.
  await db.delete(payrollLines).where(eq(payrollLines.clientId, clientId));
  await db.delete(payrollRuns).where(eq(payrollRuns.clientId, clientId));
  // Without this, the deleted lines would bloat the next run's writes until autovacuum came by.
  await db.execute(sql`vacuum analyze ${payrollLines}`);
  const deps = { db, clock: () => new Date() };
  const timed = async () => {
    const started = performance.now();
    const outcome = await runPayroll(deps, {
      clientId,
      period,
      trigger: 'cli',
      onProgress: ({ employeesDone, linesWritten }) =>
        employeesDone % 10_000 === 0 &&
        process.stderr.write(`Payroll run of ${period}: ${employeesDone} employees, ${linesWritten} lines\n`),
    });
    if (!outcome.ok) throw new Error(outcome.message);
    return { seconds: (performance.now() - started) / 1000, ...outcome };
  };
  const first = await timed();
  const second = await timed();
  console.log(JSON.stringify({ period, first, second }));
} finally {
  await handle.close();
}
