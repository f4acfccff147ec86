/**
 * The family through the API (issue 17), on the demo day, 24 November 2026: Alex Morgan has a partner (Jamie)
 * and a child (Ella), and Dental Insurance's family plan covers both.
 */
import {
  coveredMemberResponseSchema,
  familyChangeResponseSchema,
  familyResponseSchema,
  policiesResponseSchema,
} from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, familyMembers } from '../../db/schema/index.ts';
import { FAMILY } from '../../seed/benefits-world.ts';
import { CLIENT_IDS, SCHEME_IDS, USER_IDS } from '../../seed/ids.ts';
import { bearer, getWithToken, HOSTS, openSession, signIn, testClock } from '../../../test/auth-helpers.ts';
import { createTestApp, seedDemo, type TestApp } from '../../../test/harness.ts';

const time = testClock('2026-11-24T10:00:00.000Z');
let t: TestApp;
let alex: string;
let sam: string;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
  await seedDemo(t.db);
  alex = (await signIn(t.app, 'employee@demo.test')).accessToken;
  sam = (await signIn(t.app, 'employer@demo.test')).accessToken;
});
afterAll(() => t.close());

const [jamie, ella] = FAMILY;
const dependant = {
  title: 'Mr',
  first_name: 'Noah',
  surname: 'Morgan',
  sex: 'male',
  fmember_type: 2,
  date_of_birth: '2021-02-03',
  education: null,
  education_check: false,
  registered_disabled: false,
};
const send = (
  method: 'POST' | 'PATCH',
  url: string,
  token: string,
  payload: unknown,
  host: string = HOSTS.demo,
) => t.app.inject({ method, url, headers: { host, ...bearer(token) }, payload: payload as object });
const add = (payload: unknown, token = alex, scheme: string = SCHEME_IDS.demo2026) =>
  send('POST', `/api/user/${scheme}/family-members`, token, payload);
const edit = (id: string, payload: unknown, token = alex) =>
  send('PATCH', `/api/user/family-members/${id}`, token, payload);
const familyOf = async (token = alex) =>
  familyResponseSchema.parse((await getWithToken(t.app, '/api/user/family', token)).json()).family;

describe('GET /api/user/family', () => {
  it("answers Alex's active members in the spec's server shape, partner first", async () => {
    const family = await familyOf();
    expect(family).toEqual([
      {
        family_id: jamie!.id,
        family_fname: 'Jamie',
        family_sname: 'Morgan',
        family_dob: '1987-09-02',
        family_gender_id: 1,
        family_famtype_id: 1,
        family_tname: 'Mx',
        family_active: true,
        family_ft_edu_ends: null,
        family_registered_disabled: false,
      },
      expect.objectContaining({ family_id: ella!.id, family_famtype_id: 2, family_dob: '2019-06-11' }),
    ]);
  });

  it('answers another employee none of them', async () => {
    expect(await familyOf(sam)).toEqual([]);
  });
});

describe('POST /api/user/:schemeId/family-members', () => {
  it('adds a dependant (sex male for gender id 2), audited, and lists them', async () => {
    const response = await add(dependant);
    expect(response.statusCode).toBe(201);
    const { status, familyMember } = familyChangeResponseSchema.parse(response.json());
    expect(status).toBe('success');
    expect(familyMember).toMatchObject({ family_fname: 'Noah', family_gender_id: 2, family_famtype_id: 2 });
    expect((await familyOf()).map((member) => member.family_fname)).toEqual(['Jamie', 'Ella', 'Noah']);
    const audits = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.userId, USER_IDS.demoEmployee), eq(auditEvents.type, 'family.member_added')));
    expect(audits.map((row) => row.detail)).toEqual([
      { familyMemberId: familyMember.family_id, relationship: 'dependant' },
    ]);
  });

  it('asks a dependant over 16 (born 2010) for the end of full-time education, then takes it', async () => {
    const older = { ...dependant, first_name: 'Lily', date_of_birth: '2010-04-01' };
    const refused = await add(older);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      { field: 'education', message: 'Full time education is required' },
    ]);
    const taken = await add({ ...older, education: '2028-07-31', education_check: true });
    expect(taken.statusCode).toBe(201);
    expect(familyChangeResponseSchema.parse(taken.json()).familyMember.family_ft_edu_ends).toBe('2028-07-31');
  });

  it('keeps one partner at a time', async () => {
    const second = await add({
      ...dependant,
      first_name: 'Sam',
      fmember_type: 1,
      date_of_birth: '1985-01-01',
    });
    expect(second.statusCode).toBe(400);
    expect(second.json().errors).toEqual([
      {
        field: 'fmember_type',
        message: 'You already have a partner on your family list: edit or remove them first',
      },
    ]);
  });

  it('names each missing field with the spec message, and writes nothing', async () => {
    const before = await t.db.select().from(familyMembers);
    const response = await add({ fmember_type: 3, date_of_birth: '2021-02-30' });
    expect(response.statusCode).toBe(400);
    const messages = (response.json().errors as { field: string; message: string }[]).map(
      (problem) => `${problem.field}: ${problem.message}`,
    );
    expect(messages).toEqual(
      expect.arrayContaining([
        'body.title: Title is required',
        'body.first_name: First name is required',
        'body.surname: Surname is required',
        'body.sex: Sex is required',
        'body.fmember_type: Relationship is required',
      ]),
    );
    expect(messages.some((message) => message.startsWith('body.date_of_birth'))).toBe(true);
    expect(await t.db.select().from(familyMembers)).toHaveLength(before.length);
  });

  it('refuses a date of birth in the future or over 120 years ago, and names of over 100 characters', async () => {
    const future = await add({ ...dependant, date_of_birth: '2026-11-25' });
    expect(future.json().errors).toEqual([
      { field: 'date_of_birth', message: 'The date of birth cannot be in the future' },
    ]);
    const ancient = await add({
      ...dependant,
      fmember_type: 2,
      date_of_birth: '1900-01-01',
      education: '1920-01-01',
    });
    expect(ancient.json().errors).toEqual([
      { field: 'date_of_birth', message: 'Please check the date of birth: it is more than 120 years ago' },
    ]);
    const long = await add({ ...dependant, first_name: 'x'.repeat(1_000) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual([
      { field: 'body.first_name', message: 'Please use 100 characters or fewer' },
    ]);
  });

  it('keeps emoji, right-to-left text and markup in names as text', async () => {
    const names = { first_name: '<script>alert(1)</script>', surname: 'مُحَمَّد 🌟' };
    const response = await add({ ...dependant, ...names });
    expect(response.statusCode).toBe(201);
    const { familyMember } = familyChangeResponseSchema.parse(response.json());
    expect([familyMember.family_fname, familyMember.family_sname]).toEqual([names.first_name, names.surname]);
  });

  it("answers 404 for another scheme's id, and refuses a field the payload does not have", async () => {
    expect((await add(dependant, alex, SCHEME_IDS.northwind2026)).statusCode).toBe(404);
    expect((await add({ ...dependant, isAdmin: true })).statusCode).toBe(400);
  });
});

describe('PATCH /api/user/family-members/:id', () => {
  it('edits a member', async () => {
    const response = await edit(ella!.id, {
      familyMemberId: ella!.id,
      title: 'Miss',
      first_name: 'Ella',
      surname: 'Morgan-Reed',
      sex: 'female',
      fmember_type: 2,
      date_of_birth: '2019-06-11',
    });
    expect(response.statusCode).toBe(200);
    expect(familyChangeResponseSchema.parse(response.json()).familyMember.family_sname).toBe('Morgan-Reed');
  });

  it('refuses to remove a member a live selection covers, naming the selection to change', async () => {
    const response = await edit(jamie!.id, { family_active: false });
    expect(response.statusCode).toBe(409);
    const body = coveredMemberResponseSchema.parse(response.json());
    expect(body.selections.map((selection) => selection.benefitName)).toEqual(['Dental Insurance']);
    expect(body.message).toBe(
      'This family member is covered by Dental Insurance. Change that selection first.',
    );
    expect((await familyOf()).some((member) => member.family_id === jamie!.id)).toBe(true);
  });

  it('removes a member no selection covers (kept, inactive, audited); they are then unknown', async () => {
    const noah = (await familyOf()).find((member) => member.family_fname === 'Noah')!;
    const response = await edit(noah.family_id, { family_active: false });
    expect(response.statusCode).toBe(200);
    expect(familyChangeResponseSchema.parse(response.json()).familyMember.family_active).toBe(false);
    expect((await familyOf()).some((member) => member.family_id === noah.family_id)).toBe(false);
    expect((await edit(noah.family_id, { family_active: false })).statusCode).toBe(404);
  });

  it("answers 404 for another employee's member and from another tenant, and changes nothing", async () => {
    expect((await edit(jamie!.id, { family_active: false }, sam)).statusCode).toBe(404);
    const { accessToken: northwind } = await openSession(t.app, {
      id: USER_IDS.northwindEmployee,
      clientId: CLIENT_IDS.northwind,
      userType: 'employee',
    });
    const response = await send(
      'PATCH',
      `/api/user/family-members/${ella!.id}`,
      northwind,
      { family_active: false },
      HOSTS.northwind,
    );
    expect(response.statusCode).toBe(404);
    expect((await familyOf()).some((member) => member.family_id === ella!.id)).toBe(true);
  });
});

describe('GET /api/user/policies', () => {
  it("lists Alex's covers and who each protects", async () => {
    const response = await getWithToken(t.app, '/api/user/policies', alex);
    expect(response.statusCode).toBe(200);
    const { policies } = policiesResponseSchema.parse(response.json());
    const dental = policies.find((policy) => policy.benefitName === 'Dental Insurance')!;
    expect(dental).toMatchObject({ status: 'approved', planName: 'Family', groupName: 'Health' });
    expect(dental.peopleCovered.map((person) => [person.name, person.agedOut])).toEqual([
      ['Jamie Morgan', false],
      ['Ella Morgan-Reed', false],
    ]);
    expect(policies.map((policy) => policy.benefitName)).toContain('Cycle to Work');
  });

  it('flags a dependant aged out of cover on the selections that name them', async () => {
    await t.db.update(familyMembers).set({ dateOfBirth: '2008-06-11' }).where(eq(familyMembers.id, ella!.id));
    const { policies } = policiesResponseSchema.parse(
      (await getWithToken(t.app, '/api/user/policies', alex)).json(),
    );
    const dental = policies.find((policy) => policy.benefitName === 'Dental Insurance')!;
    expect(dental.peopleCovered.find((person) => person.familyMemberId === ella!.id)?.agedOut).toBe(true);
    await t.db.update(familyMembers).set({ dateOfBirth: '2019-06-11' }).where(eq(familyMembers.id, ella!.id));
  });
});
