/** The demo seed: the world of shared/demo-data.md, the same every time, and only into an empty database. */
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../src/db/client.ts';
import { clientAssets, clients, clientThemes, content, schemes, users } from '../src/db/schema/index.ts';
import { CLIENT_IDS, DEMO_PASSWORD, USER_IDS } from '../src/seed/ids.ts';
import { seedDemoIfEmpty } from '../src/seed/seed-demo.ts';
import { createSecretBox, totpContext } from '../src/lib/crypto.ts';
import { verifyPassword } from '../src/lib/password-hash.ts';
import { createTestDatabase, TEST_ENCRYPTION_KEY } from './harness.ts';

const options = { encryptionKey: TEST_ENCRYPTION_KEY };

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
    expect(a.users).toHaveLength(10);
    expect(a.clients.map((client) => client.slug)).toEqual(['demo', 'northwind']);
    expect(b).toEqual(a);
  });

  it('runs only on an empty database', async () => {
    expect(await seedDemoIfEmpty(first.db, options)).toBe(false);
    expect(await first.db.select().from(users)).toHaveLength(10);
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

describe('demo two-factor secrets', () => {
  it('are stored encrypted, and open to the secrets of demo-data.md', async () => {
    const box = createSecretBox(TEST_ENCRYPTION_KEY);
    const rows = await first.db.select().from(users);
    const withSecret = rows.filter((row) => row.totpSecretCiphertext !== null);
    expect(withSecret.map((row) => row.email).sort()).toEqual(['admin@platform.test', 'mfa@demo.test']);
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
