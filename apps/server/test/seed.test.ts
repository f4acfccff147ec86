/** The demo seed: the world of shared/demo-data.md, the same every time, and only into an empty database. */
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../src/db/client.ts';
import {
  benefits,
  clientAssets,
  clients,
  clientThemes,
  content,
  employeeRecords,
  enrolmentWindows,
  schemes,
  selections,
  users,
} from '../src/db/schema/index.ts';
import { CLIENT_IDS, DEMO_PASSWORD, USER_IDS } from '../src/seed/ids.ts';
import { seedDemoIfEmpty } from '../src/seed/seed-demo.ts';
import { createSecretBox, totpContext } from '../src/lib/crypto.ts';
import { verifyPassword } from '../src/lib/password-hash.ts';
import { createTestDatabase, DEMO_SEED_DAY, TEST_ENCRYPTION_KEY } from './harness.ts';

const options = { encryptionKey: TEST_ENCRYPTION_KEY, today: DEMO_SEED_DAY };

/** Everything the seed wrote, except the salted password hash, sealed secrets and the assets' generated ids. */
async function snapshot(db: Database) {
  return {
    clients: await db.select().from(clients).orderBy(asc(clients.id)),
    themes: await db.select().from(clientThemes).orderBy(asc(clientThemes.clientId)),
    schemes: await db.select().from(schemes).orderBy(asc(schemes.id)),
    users: (await db.select().from(users).orderBy(asc(users.id))).map(
      ({ passwordHash, totpSecretCiphertext, ...user }) => ({
        ...user,
        hasPassword: passwordHash !== null,
        hasTotpSecret: totpSecretCiphertext !== null,
      }),
    ),
    content: await db.select().from(content).orderBy(asc(content.id)),
    assets: (
      await db.select().from(clientAssets).orderBy(asc(clientAssets.clientId), asc(clientAssets.name))
    ).map(({ id: _id, createdAt: _createdAt, ...asset }) => asset),
    benefits: (await db.select().from(benefits).orderBy(asc(benefits.id))).map(
      ({ groupId: _groupId, createdAt: _createdAt, updatedAt: _updatedAt, ...benefit }) => benefit,
    ),
    records: (await db.select().from(employeeRecords).orderBy(asc(employeeRecords.userId))).map(
      ({ updatedAt: _updatedAt, ...record }) => record,
    ),
    windows: (await db.select().from(enrolmentWindows).orderBy(asc(enrolmentWindows.opensOn))).map(
      ({ opensOn, closesOn, clientId }) => ({ opensOn, closesOn, clientId }),
    ),
    selections: (await db.select().from(selections).orderBy(asc(selections.benefitId))).map(
      ({ id: _id, planId, ...selection }) => ({ ...selection, hasPlan: planId !== null }),
    ),
  };
}

let first: DatabaseHandle;
let second: DatabaseHandle;
beforeAll(async () => {
  [first, second] = await Promise.all([createTestDatabase(), createTestDatabase()]);
  expect(await seedDemoIfEmpty(first.db, options)).toBe(true);
  expect(await seedDemoIfEmpty(second.db, options)).toBe(true);
});
afterAll(async () => {
  await Promise.all([first.close(), second.close()]);
});

describe('demo seed', () => {
  it('writes the same world every time', async () => {
    const [a, b] = await Promise.all([snapshot(first.db), snapshot(second.db)]);
    expect(a.users).toHaveLength(252);
    expect(a.benefits).toHaveLength(17);
    // The platform's own record (migration 0020) is there before the seed, and is no client of the demo's.
    expect(a.clients.map((client) => client.slug)).toEqual(['platform', 'demo', 'northwind']);
    expect(b).toEqual(a);
  });

  it('runs only on an empty database', async () => {
    expect(await seedDemoIfEmpty(first.db, options)).toBe(false);
    expect(await first.db.select().from(users)).toHaveLength(252);
  });

  it('creates the people of demo-data.md in their states', async () => {
    const byEmail = new Map((await first.db.select().from(users)).map((user) => [user.email, user]));
    const employee = byEmail.get('employee@demo.test');
    expect(employee).toMatchObject({
      id: USER_IDS.demoEmployee,
      clientId: CLIENT_IDS.demo,
      firstName: 'Alex',
      surname: 'Morgan',
      userType: 'employee',
      employmentStatus: 'active',
      termsRevisionAccepted: 3,
      dateOfBirth: '1988-03-14',
      firstLogin: false,
    });
    expect(employee?.activatedAt).toBeInstanceOf(Date);
    expect(await verifyPassword(employee?.passwordHash ?? '', DEMO_PASSWORD)).toBe(true);
    expect(byEmail.get('employer@demo.test')?.userType).toBe('employer');
    expect(byEmail.get('first@demo.test')?.firstLogin).toBe(true);
    expect(byEmail.get('new@demo.test')).toMatchObject({
      activatedAt: null,
      passwordHash: null,
      dateOfBirth: '1990-05-17',
    });
    expect(byEmail.get('leaver@demo.test')?.employmentStatus).toBe('left');
    expect(byEmail.get('employee@northwind.test')?.clientId).toBe(CLIENT_IDS.northwind);
    expect(byEmail.get('employer@northwind.test')?.userType).toBe('employer');
    expect(byEmail.get('admin@platform.test')).toMatchObject({
      clientId: null,
      userType: 'admin',
      surname: 'Quinn-Admin',
    });
  });

  it('gives each tenant its settings and the 2026 scheme year', async () => {
    const [demo] = await first.db.select().from(clients).where(eq(clients.slug, 'demo'));
    const [northwind] = await first.db.select().from(clients).where(eq(clients.slug, 'northwind'));
    expect(demo).toMatchObject({ name: 'Demo Ltd', contactUsEnabled: true, twoFactorPolicy: 'optional' });
    expect(northwind).toMatchObject({
      name: 'Northwind Traders',
      contactUsEnabled: false,
      twoFactorPolicy: 'enforced',
    });
    const years = await first.db.select().from(schemes);
    expect(years).toHaveLength(2);
    for (const year of years) {
      expect(year).toMatchObject({
        year: 2026,
        startsOn: '2026-04-01',
        endsOn: '2027-03-31',
        isCurrent: true,
      });
    }
  });
});

describe('the benefits world', () => {
  it('has a generated roster of 240 Demo Ltd employees, about 70% activated, with records and selections', async () => {
    const roster = (await first.db.select().from(users)).filter((row) =>
      row.email.endsWith('@staff.demo.test'),
    );
    expect(roster).toHaveLength(240);
    const activated = roster.filter((row) => row.activatedAt !== null).length;
    expect(activated / 240).toBeGreaterThan(0.6);
    expect(activated / 240).toBeLessThan(0.8);
    const records = await first.db
      .select()
      .from(employeeRecords)
      .where(eq(employeeRecords.clientId, CLIENT_IDS.demo));
    expect(records).toHaveLength(249);
    const chosen = await first.db.select().from(selections).where(eq(selections.clientId, CLIENT_IDS.demo));
    expect(new Set(chosen.map((row) => row.benefitId)).size).toBeGreaterThanOrEqual(8);
    expect(chosen.some((row) => row.status === 'pending')).toBe(true);
  });

  it('has the documented dates when seeded in November 2026', async () => {
    const windows = await first.db
      .select()
      .from(enrolmentWindows)
      .where(eq(enrolmentWindows.clientId, CLIENT_IDS.demo));
    expect(windows.map(({ opensOn, closesOn }) => [opensOn, closesOn]).sort()).toEqual([
      ['2026-03-01', '2026-04-30'],
      ['2026-11-01', '2026-12-31'],
    ]);
    const [robin] = await first.db
      .select()
      .from(employeeRecords)
      .where(eq(employeeRecords.userId, USER_IDS.demoProbation));
    expect(robin).toMatchObject({ startDate: '2026-08-03', probationEndDate: '2027-01-31' });
  });

  it('moves every dated fact by whole months when seeded later, but not dates of birth', async () => {
    const later = await createTestDatabase();
    try {
      await seedDemoIfEmpty(later.db, { ...options, today: '2027-02-15' });
      const windows = await later.db
        .select()
        .from(enrolmentWindows)
        .where(eq(enrolmentWindows.clientId, CLIENT_IDS.demo));
      expect(windows.map(({ opensOn, closesOn }) => [opensOn, closesOn]).sort()).toEqual([
        ['2026-06-01', '2026-07-30'],
        ['2027-02-01', '2027-03-31'],
      ]);
      const [year] = await later.db.select().from(schemes).where(eq(schemes.clientId, CLIENT_IDS.demo));
      expect(year).toMatchObject({ year: 2026, startsOn: '2026-07-01', endsOn: '2027-06-30' });
      const [robin] = await later.db
        .select()
        .from(employeeRecords)
        .where(eq(employeeRecords.userId, USER_IDS.demoProbation));
      expect(robin).toMatchObject({ startDate: '2026-11-03', probationEndDate: '2027-04-30' });
      const [alex] = await later.db.select().from(users).where(eq(users.id, USER_IDS.demoEmployee));
      expect(alex?.dateOfBirth).toBe('1988-03-14');
    } finally {
      await later.close();
    }
  });
});

describe('demo two-factor secrets', () => {
  it('are stored encrypted, and open to the secrets of demo-data.md', async () => {
    const box = createSecretBox(TEST_ENCRYPTION_KEY);
    const rows = await first.db.select().from(users);
    const withSecret = rows.filter((row) => row.totpSecretCiphertext !== null);
    const named = withSecret.filter((row) => !row.email.endsWith('@staff.demo.test'));
    expect(named.map((row) => row.email).sort()).toEqual(['admin@platform.test', 'mfa@demo.test']);
    // Some of the generated roster have two-factor on too.
    expect(withSecret.length - named.length).toBeGreaterThan(5);
    const secretOf = (id: string) => {
      const row = rows.find((candidate) => candidate.id === id)!;
      expect(row.totpEnabledAt).toBeInstanceOf(Date);
      expect(row.totpKeyId).toBe(box.keyId);
      expect(row.totpSecretCiphertext!.toString('latin1')).not.toContain('JBSWY3DP');
      return box.open({ ciphertext: row.totpSecretCiphertext!, keyId: row.totpKeyId! }, totpContext(id));
    };
    expect(secretOf(USER_IDS.demoMfa)).toBe('JBSWY3DPEHPK3PXP');
    expect(secretOf(USER_IDS.platformAdmin)).toBe('KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU');
  });
});
