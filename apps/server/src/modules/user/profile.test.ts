/**
 * Profile Settings and the first login: GET /api/user/profile, and PATCH /api/user completing the welcome
 * carousel and choosing an avatar from the tenant's set (names are not editable).
 */
import {
  AVATAR_NOT_OFFERED_MESSAGE,
  NOTHING_TO_CHANGE_MESSAGE,
  profileSchema,
  userSchema,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { CLIENT_IDS, USER_IDS } from '../../seed/ids.ts';
import { bearer, getWithToken, HOSTS, openSession } from '../../../test/auth-helpers.ts';
import { createTestApp, seedDemo, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
});
afterAll(() => t.close());

const patchUser = (token: string, payload: object, host: string = HOSTS.demo) =>
  t.app.inject({ method: 'PATCH', url: '/api/user', headers: { host, ...bearer(token) }, payload });

const session = (
  id: string,
  clientId: string | null,
  userType: 'employee' | 'employer' | 'admin',
  tenantId?: string,
) => openSession(t.app, { id, clientId, userType }, tenantId).then((opened) => opened.accessToken);

const DEMO_AVATARS = ['sun', 'leaf', 'wave', 'mountain', 'star', 'moon'];

describe('GET /api/user/profile', () => {
  it("answers the person's names, e-mail, no avatar yet, and the tenant's avatar set", async () => {
    const token = await session(USER_IDS.demoEmployee, CLIENT_IDS.demo, 'employee');
    const response = await getWithToken(t.app, '/api/user/profile', token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const profile = profileSchema.parse(response.json());
    expect(profile).toMatchObject({
      id: USER_IDS.demoEmployee,
      firstName: 'Alex',
      surname: 'Morgan',
      name: 'Alex Morgan',
      email: 'employee@demo.test',
      avatar: null,
    });
    expect(profile.avatarOptions.map((option) => option.value)).toEqual(DEMO_AVATARS);
    expect(profile.avatarOptions[0]).toEqual({
      value: 'sun',
      label: 'Sun',
      image: '/api/assets/demo/avatar-sun.svg',
    });
  });

  it("gives a northwind user northwind's set, and an administrator the host tenant's", async () => {
    const northwind = await session(USER_IDS.northwindEmployer, CLIENT_IDS.northwind, 'employer');
    const profile = (await getWithToken(t.app, '/api/user/profile', northwind, HOSTS.northwind)).json();
    expect(profile.avatarOptions.map((option: { image: string }) => option.image)).toEqual([
      '/api/assets/northwind/avatar-sun.svg',
      '/api/assets/northwind/avatar-wave.svg',
      '/api/assets/northwind/avatar-mountain.svg',
    ]);
    const admin = await session(USER_IDS.platformAdmin, null, 'admin', CLIENT_IDS.northwind);
    const adminProfile = (await getWithToken(t.app, '/api/user/profile', admin, HOSTS.northwind)).json();
    expect(adminProfile).toMatchObject({ name: 'Pat Quinn-Admin', avatarOptions: profile.avatarOptions });
  });

  it('refuses anonymous callers with 401', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: { host: HOSTS.demo },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('PATCH /api/user: avatar', () => {
  it('chooses one of the set; profile and login setup show it; null clears it', async () => {
    const token = await session(USER_IDS.demoEmployer, CLIENT_IDS.demo, 'employer');
    const chosen = await patchUser(token, { avatar: 'star' });
    expect(chosen.statusCode).toBe(200);
    expect(userSchema.parse(chosen.json()).id).toBe(USER_IDS.demoEmployer);

    const profile = (await getWithToken(t.app, '/api/user/profile', token)).json();
    expect(profile.avatar).toEqual({
      value: 'star',
      label: 'Star',
      image: '/api/assets/demo/avatar-star.svg',
    });
    // The signed-in user is cached in memory: the change is seen at once all the same.
    const setup = (await getWithToken(t.app, '/api/login/setup', token)).json();
    expect(setup.avatar).toBe('/api/assets/demo/avatar-star.svg');

    expect((await patchUser(token, { avatar: null })).statusCode).toBe(200);
    expect((await getWithToken(t.app, '/api/user/profile', token)).json().avatar).toBeNull();
    expect((await getWithToken(t.app, '/api/login/setup', token)).json().avatar).toBeNull();
  });

  it("refuses a value outside the tenant's set, including another tenant's", async () => {
    const token = await session(USER_IDS.northwindEmployee, CLIENT_IDS.northwind, 'employee');
    for (const avatar of ['star', 'unicorn', '']) {
      const response = await patchUser(token, { avatar }, HOSTS.northwind);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: AVATAR_NOT_OFFERED_MESSAGE });
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, USER_IDS.northwindEmployee));
    expect(row?.avatar).toBeNull();
  });

  it('does not change names: they are not part of the patch', async () => {
    const token = await session(USER_IDS.demoLeaver, CLIENT_IDS.demo, 'employee');
    const response = await patchUser(token, { firstName: 'Someone', surname: 'Else' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: NOTHING_TO_CHANGE_MESSAGE });
    expect((await getWithToken(t.app, '/api/user/profile', token)).json().name).toBe('Taylor Reed');
  });
});

describe('PATCH /api/user: first login', () => {
  it('firstLoginComplete ends the welcome carousel for first@demo.test, with terms accepted in the same call', async () => {
    const token = await session(USER_IDS.demoFirstLogin, CLIENT_IDS.demo, 'employee');
    const before = (await getWithToken(t.app, '/api/login/setup', token)).json();
    expect(before.user.firstLogin).toBe(true);

    const response = await patchUser(token, {
      firstLoginComplete: true,
      termsAccepted: true,
      termsRevision: 3,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ firstLogin: false, termsRevision: 3, siteTermsUpdated: false });
    const after = (await getWithToken(t.app, '/api/login/setup', token)).json();
    expect(after.user.firstLogin).toBe(false);
    const [row] = await t.db.select().from(users).where(eq(users.id, USER_IDS.demoFirstLogin));
    expect(row).toMatchObject({ firstLogin: false, termsRevisionAccepted: 3 });
  });

  it('writes nothing when one part of the patch is refused', async () => {
    const token = await session(USER_IDS.demoNotActivated, CLIENT_IDS.demo, 'employee');
    const response = await patchUser(token, { firstLoginComplete: true, avatar: 'unicorn' });
    expect(response.statusCode).toBe(400);
    const [row] = await t.db.select().from(users).where(eq(users.id, USER_IDS.demoNotActivated));
    expect(row?.firstLogin).toBe(true);
  });

  it('accepts only true', async () => {
    const token = await session(USER_IDS.demoMfa, CLIENT_IDS.demo, 'employee');
    expect((await patchUser(token, { firstLoginComplete: false })).statusCode).toBe(400);
  });

  it('works for a platform administrator, whose row has no tenant', async () => {
    await t.db.update(users).set({ firstLogin: true }).where(eq(users.id, USER_IDS.platformAdmin));
    const token = await session(USER_IDS.platformAdmin, null, 'admin');
    const response = await patchUser(token, { firstLoginComplete: true });
    expect(response.statusCode).toBe(200);
    expect(response.json().firstLogin).toBe(false);
  });
});
