/**
 * `node scripts/bench-tenant.ts DATA_DIR` (run by `npm run bench`): the bench's big tenant (BENEFITS.md, Scale): `bench` (bench.localhost) with 100,000 employees, seeded once
 * into the bench's own data directory beside the demo world, in batches with progress, and reused by later
 * runs. Its people have HR records (salaries, hours, start dates, about 5% on probation, 2% leavers),
 * about 70% are activated, and their selections are spread over Demo Ltd's twelve benefits as in the demo.
 * Deterministic: the same people every time. `person1@bench.test` (the demo password) is the one the load
 * signs in as.
 */
import { addMonths, isoDate, ukDateOf } from '@portal/benefits';
import { eq, sql } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config.ts';
import { migrate, openDatabase, type Database, type DatabaseHandle } from '../apps/server/src/db/client.ts';
import {
  clients,
  clientThemes,
  employeeRecords,
  enrolmentWindows,
  schemes,
  selections,
  users,
} from '../apps/server/src/db/schema/index.ts';
import { hashPassword } from '../apps/server/src/lib/password-hash.ts';
import {
  demoMonthShift,
  ENROLMENT_WINDOWS,
  SCHEME_YEAR_2026,
} from '../apps/server/src/seed/benefits-world.ts';
import { DEMO_BENEFITS } from '../apps/server/src/seed/demo-benefits.ts';
import { DEMO_PASSWORD } from '../apps/server/src/seed/ids.ts';
import { seedDemoIfEmpty } from '../apps/server/src/seed/seed-demo.ts';
import { writeCatalogue } from '../apps/server/src/seed/seed-benefits.ts';
import { seededRandom } from '../apps/server/src/seed/seeded-random.ts';

const BIG_TENANT = {
  slug: 'bench',
  people: 100_000,
  signInAs: 'person1@bench.test',
  employer: 'employer@bench.test',
} as const;
const BATCH = 2_000;

const FIRST = [
  'Amara',
  'Ben',
  'Chloe',
  'Dev',
  'Erin',
  'Farah',
  'George',
  'Hana',
  'Isaac',
  'Jade',
  'Kian',
  'Lena',
];
const LAST = [
  'Ahmed',
  'Baker',
  'Clarke',
  'Davies',
  'Evans',
  'Fraser',
  'Green',
  'Hughes',
  'Iqbal',
  'Jones',
  'Khan',
];
/** Per cent of people who have each benefit (by catalogue key), roughly as in the demo roster. */
const TAKE_UP: Record<string, number> = {
  pension: 62,
  dental: 38,
  'health-cash-plan': 24,
  'cycle-to-work': 9,
  'give-as-you-earn': 6,
  'critical-illness': 11,
  'buy-holiday': 14,
  'electric-car': 3,
};

async function createTenant(handle: DatabaseHandle, shift: number) {
  const db: Database = handle.db;
  const [client] = await db
    .insert(clients)
    .values({ slug: BIG_TENANT.slug, name: 'Bench Co', contactUsEnabled: false, twoFactorPolicy: 'optional' })
    .returning({ id: clients.id });
  const clientId = client!.id;
  await db.insert(clientThemes).values({
    clientId,
    primaryColour: '#1d4ed8',
    secondaryColour: '#1f2937',
    logoFileUrl: '',
    brandHeaderLogo: '',
    mobileLogo: '',
    supportEmail: 'support@bench.test',
    contactUsEmail: 'support@bench.test',
    benefitBrandName: 'Bench Benefits',
    baseFont: 'Inter',
    headerFont: 'Inter',
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
  const schemeId = scheme!.id;
  for (const window of ENROLMENT_WINDOWS.demo) {
    await db.insert(enrolmentWindows).values({
      clientId,
      schemeId,
      opensOn: addMonths(window.opensOn, shift),
      closesOn: addMonths(window.closesOn, shift),
    });
  }
  const ids = await writeCatalogue(
    db,
    { clientId, schemeId, slug: BIG_TENANT.slug, name: 'Bench Co', colour: '#1d4ed8' },
    DEMO_BENEFITS,
    { publishedAt: new Date(), fixedIds: false },
  );
  return { clientId, schemeId, ids };
}

async function addPeople(
  handle: DatabaseHandle,
  tenant: Awaited<ReturnType<typeof createTenant>>,
  shift: number,
) {
  const db: Database = handle.db;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const next = seededRandom(2026);
  const today = ukDateOf(new Date());
  for (let from = 1; from <= BIG_TENANT.people; from += BATCH) {
    const people = Array.from({ length: Math.min(BATCH, BIG_TENANT.people - from + 1) }, (_, index) => {
      const n = from + index;
      const activated = n === 1 || next() < 0.7;
      const left = n !== 1 && next() < 0.02;
      const started = isoDate({
        year: 2005 + Math.floor(next() * 21),
        month: 1 + Math.floor(next() * 12),
        day: 1,
      });
      const onProbation = n !== 1 && next() < 0.05;
      return {
        user: {
          clientId: tenant.clientId,
          email: `person${n}@bench.test`,
          firstName: FIRST[n % FIRST.length]!,
          surname: `${LAST[Math.floor(n / FIRST.length) % LAST.length]!}-${n}`,
          userType: 'employee' as const,
          employmentStatus: left ? ('left' as const) : ('active' as const),
          passwordHash: activated ? passwordHash : null,
          activatedAt: activated ? new Date('2026-01-12T10:00:00Z') : null,
          termsRevisionAccepted: 1,
          dateOfBirth: isoDate({
            year: 1960 + Math.floor(next() * 44),
            month: 1 + Math.floor(next() * 12),
            day: 15,
          }),
          firstLogin: false,
        },
        record: {
          salaryPence: (22_000 + Math.floor(next() * 73_000)) * 100,
          weeklyHours: next() < 0.2 ? 22.5 : 37.5,
          taxRegion: next() < 0.08 ? ('scotland' as const) : ('england-ni' as const),
          contractType: 'permanent' as const,
          startDate: onProbation ? addMonths(today, -2) : addMonths(started, shift),
          probationEndDate: onProbation ? addMonths(today, 4) : null,
          leaveDate: left ? addMonths('2026-08-31', shift) : null,
        },
        picks: Object.entries(TAKE_UP)
          .filter(([, percent]) => !onProbation && next() * 100 < percent)
          .map(([key]) => key),
      };
    });
    await db.transaction(async (tx) => {
      const made = await tx
        .insert(users)
        .values(people.map((person) => person.user))
        .returning({ id: users.id });
      await tx.insert(employeeRecords).values(
        people.map((person, index) => ({
          userId: made[index]!.id,
          clientId: tenant.clientId,
          ...person.record,
        })),
      );
      const chosen = people.flatMap((person, index) =>
        person.picks.map((key) => ({
          clientId: tenant.clientId,
          schemeId: tenant.schemeId,
          userId: made[index]!.id,
          benefitId: tenant.ids.get(key)!,
          status: 'approved' as const,
          startDate: addMonths('2026-04-01', shift),
        })),
      );
      if (chosen.length > 0) await tx.insert(selections).values(chosen);
    });
    const done = Math.min(from + BATCH - 1, BIG_TENANT.people);
    process.stderr.write(
      `\rSeeding the bench tenant: ${done.toLocaleString('en-GB')} of ${BIG_TENANT.people.toLocaleString('en-GB')} people`,
    );
  }
  process.stderr.write('\n');
}

/** `employer@bench.test` (the demo password, every permission): the employer lists' load signs in as it. */
async function ensureEmployer(db: Database, clientId: string): Promise<void> {
  await db
    .insert(users)
    .values({
      clientId,
      email: BIG_TENANT.employer,
      firstName: 'Bench',
      surname: 'Employer',
      userType: 'employer',
      permissions: ['approver', 'reports', 'uploads', 'settings'],
      passwordHash: await hashPassword(DEMO_PASSWORD),
      activatedAt: new Date('2026-01-12T10:00:00Z'),
      termsRevisionAccepted: 1,
      firstLogin: false,
    })
    .onConflictDoNothing();
}

/** Seeds the demo world and the big tenant into `dataDir` unless they are there already. */
async function ensureBigTenant(dataDir: string): Promise<void> {
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, SEED_DEMO: 'on' });
  const handle = await openDatabase({ ...config, startEmbedded: true });
  try {
    await migrate(handle);
    const today = ukDateOf(new Date());
    await seedDemoIfEmpty(handle.db, { encryptionKey: config.encryptionKey, today });
    const db: Database = handle.db;
    const [existing] = await db
      .select({ id: clients.id })
      .from(clients)
      .where(eq(clients.slug, BIG_TENANT.slug));
    if (existing) {
      await ensureEmployer(db, existing.id);
      return;
    }
    const shift = demoMonthShift(today);
    const started = performance.now();
    const tenant = await createTenant(handle, shift);
    await addPeople(handle, tenant, shift);
    await ensureEmployer(db, tenant.clientId);
    // Autovacuum would analyse the new rows in time; the bench measures at once, so the planner gets them now.
    await db.execute(sql`analyze`);
    process.stderr.write(
      `Seeded in ${((performance.now() - started) / 1000).toFixed(0)} s; later runs reuse it.\n`,
    );
  } finally {
    await handle.close();
  }
}

const [dataDir] = process.argv.slice(2);
if (!dataDir) {
  console.error('Usage: node scripts/bench-tenant.ts DATA_DIR');
  process.exitCode = 2;
} else {
  await ensureBigTenant(dataDir);
}
