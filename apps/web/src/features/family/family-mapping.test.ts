import type { FamilyMemberServer } from '@portal/contracts/family';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { familyFormProblems, familyStatusOf } from './family-form.ts';
import { activeFamily, emptyFamilyForm, formOf, toFamilyMember, toFamilyPayload } from './family-mapping.ts';

const jamie: FamilyMemberServer = {
  family_id: 'f1',
  family_fname: 'Jamie',
  family_sname: 'Morgan',
  family_dob: '1987-09-02',
  family_gender_id: 1,
  family_famtype_id: 1,
  family_tname: 'Mx',
  family_active: true,
  family_ft_edu_ends: null,
  family_registered_disabled: false,
};

const isoDate = fc
  .date({ min: new Date('1910-01-01T00:00:00Z'), max: new Date('2026-11-24T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
const serverMember = fc.record({
  family_id: fc.uuid(),
  family_fname: fc
    .string({ minLength: 1, maxLength: 100 })
    .filter((name) => name.trim() === name && name !== ''),
  family_sname: fc
    .string({ minLength: 1, maxLength: 100 })
    .filter((name) => name.trim() === name && name !== ''),
  family_dob: isoDate,
  family_gender_id: fc.constantFrom(1 as const, 2 as const),
  family_famtype_id: fc.constantFrom(1 as const, 2 as const),
  family_tname: fc.constantFrom('Mr', 'Mrs', 'Miss', 'Ms', 'Mx', 'Dr'),
  family_active: fc.boolean(),
  family_ft_edu_ends: fc.option(isoDate, { nil: null }),
  family_registered_disabled: fc.boolean(),
});

describe('the family member from the server', () => {
  it('maps to the app shape: relationship partner for type id 1, the name joined', () => {
    expect(toFamilyMember(jamie)).toEqual({
      familyMemberId: 'f1',
      firstName: 'Jamie',
      surname: 'Morgan',
      dateOfBirth: '1987-09-02',
      gender: 1,
      relationship: 'partner',
      title: 'Mx',
      active: true,
      fullTimeEducationEndDate: null,
      registeredDisabled: false,
      name: 'Jamie Morgan',
    });
    expect(toFamilyMember({ ...jamie, family_famtype_id: 2 }).relationship).toBe('dependant');
  });

  it('keeps only active members', () => {
    expect(
      activeFamily([jamie, { ...jamie, family_id: 'f2', family_active: false }]).map((m) => m.familyMemberId),
    ).toEqual(['f1']);
  });

  it('goes to the outgoing payload: sex female for gender id 1, male for 2', () => {
    expect(toFamilyPayload(formOf(toFamilyMember(jamie)))).toEqual({
      familyMemberId: 'f1',
      first_name: 'Jamie',
      surname: 'Morgan',
      date_of_birth: '1987-09-02',
      sex: 'female',
      fmember_type: 1,
      education: null,
      registered_disabled: false,
      education_check: false,
      title: 'Mx',
    });
    expect(toFamilyPayload(formOf(toFamilyMember({ ...jamie, family_gender_id: 2 }))).sex).toBe('male');
  });

  it('round-trips: server shape to app, to form, to payload, and the payload says what the server said', () => {
    fc.assert(
      fc.property(serverMember, (server) => {
        const payload = toFamilyPayload(formOf(toFamilyMember(server)));
        const dependant = server.family_famtype_id === 2;
        expect(payload).toEqual({
          familyMemberId: server.family_id,
          first_name: server.family_fname,
          surname: server.family_sname,
          date_of_birth: server.family_dob,
          sex: server.family_gender_id === 1 ? 'female' : 'male',
          fmember_type: server.family_famtype_id,
          education: dependant ? server.family_ft_edu_ends : null,
          registered_disabled: dependant && server.family_registered_disabled,
          education_check: dependant && server.family_ft_edu_ends !== null,
          title: server.family_tname,
        });
      }),
    );
  });
});

const today = '2026-11-24';
const filled = {
  ...emptyFamilyForm,
  title: 'Mr',
  firstName: 'Noah',
  surname: 'Morgan',
  gender: '2' as const,
  relationship: 'dependant' as const,
  dateOfBirth: '2021-02-03',
};

describe('the family form', () => {
  it('names every missing field with the spec message', () => {
    expect(familyFormProblems(emptyFamilyForm, today)).toEqual({
      title: 'Title is required',
      firstName: 'First name is required',
      surname: 'Surname is required',
      gender: 'Sex is required',
      relationship: 'Relationship is required',
      dateOfBirth: 'Please enter a valid date of birth',
    });
    expect(familyFormProblems(filled, today)).toEqual({});
  });

  it('asks a dependant over 16 for the end of full-time education, never a partner', () => {
    const older = { ...filled, dateOfBirth: '2010-04-01' };
    expect(familyFormProblems(older, today)).toEqual({
      fullTimeEducationEndDate: 'Full time education is required',
    });
    expect(familyFormProblems({ ...older, fullTimeEducationEndDate: '2028-07-31' }, today)).toEqual({});
    expect(familyFormProblems({ ...older, relationship: 'partner' }, today)).toEqual({});
  });

  it('refuses names over 100 characters, blank names and impossible dates of birth', () => {
    expect(familyFormProblems({ ...filled, firstName: 'x'.repeat(101), surname: '   ' }, today)).toEqual({
      firstName: 'Please use 100 characters or fewer',
      surname: 'Surname is required',
    });
    expect(familyFormProblems({ ...filled, dateOfBirth: '2026-11-25' }, today).dateOfBirth).toBe(
      'The date of birth cannot be in the future',
    );
    expect(familyFormProblems({ ...filled, dateOfBirth: '1900-01-01' }, today).dateOfBirth).toBe(
      'Please check the date of birth: it is more than 120 years ago',
    );
    expect(
      familyFormProblems({ ...filled, fullTimeEducationEndDate: '2020-01-01' }, today)
        .fullTimeEducationEndDate,
    ).toBe('Full time education cannot end before the date of birth');
  });
});

describe('the family status (spec section 8)', () => {
  it('is success, the server’s errors by form field, or error for any other answer', () => {
    expect(familyStatusOf({ ok: true })).toBe('success');
    expect(
      familyStatusOf({
        ok: false,
        status: 400,
        body: {
          message: 'Please correct the errors highlighted below',
          errors: [
            { field: 'body.first_name', message: 'First name is required' },
            { field: 'education', message: 'Full time education is required' },
          ],
        },
      }),
    ).toEqual({
      message: 'Please correct the errors highlighted below',
      errors: {
        firstName: 'First name is required',
        fullTimeEducationEndDate: 'Full time education is required',
      },
    });
    expect(familyStatusOf({ ok: false, status: 500, body: { message: 'x' } })).toBe('error');
    expect(familyStatusOf({ ok: false, status: null, body: undefined })).toBe('error');
  });
});
