/**
 * The family member in its three shapes (spec point 3): the server's `family_*` fields, the app's member, and
 * the outgoing payload the form sends. Only active members are kept.
 */
import { DEPENDANT_TYPE_ID, FEMALE_GENDER_ID, PARTNER_TYPE_ID } from '@portal/contracts/family-messages';
import type { FamilyMemberServer, FamilyPayload } from '@portal/contracts/family';
import type { FamilyMember, GenderId, Relationship } from '../../lib/family-member.ts';

export type { FamilyMember, GenderId, Relationship };

export function toFamilyMember(server: FamilyMemberServer): FamilyMember {
  return {
    familyMemberId: server.family_id,
    firstName: server.family_fname,
    surname: server.family_sname,
    dateOfBirth: server.family_dob,
    gender: server.family_gender_id,
    relationship: server.family_famtype_id === PARTNER_TYPE_ID ? 'partner' : 'dependant',
    title: server.family_tname,
    active: server.family_active,
    fullTimeEducationEndDate: server.family_ft_edu_ends,
    registeredDisabled: server.family_registered_disabled,
    name: `${server.family_fname} ${server.family_sname}`,
  };
}

/** The active members, in the app's shape. */
export function activeFamily(members: readonly FamilyMemberServer[]): FamilyMember[] {
  return members.map(toFamilyMember).filter((member) => member.active);
}

/** The family form's values (spec point 3: title, first name, surname, sex, relationship, date of birth, full time education). */
export interface FamilyForm {
  familyMemberId: string | null;
  title: string;
  firstName: string;
  surname: string;
  /** The gender id as the select holds it: '1' female, '2' male, '' not chosen. */
  gender: '' | `${GenderId}`;
  relationship: '' | Relationship;
  dateOfBirth: string;
  fullTimeEducationEndDate: string;
  registeredDisabled: boolean;
}

export const emptyFamilyForm: FamilyForm = {
  familyMemberId: null,
  title: '',
  firstName: '',
  surname: '',
  gender: '',
  relationship: '',
  dateOfBirth: '',
  fullTimeEducationEndDate: '',
  registeredDisabled: false,
};

export function formOf(member: FamilyMember): FamilyForm {
  return {
    familyMemberId: member.familyMemberId,
    title: member.title,
    firstName: member.firstName,
    surname: member.surname,
    gender: `${member.gender}`,
    relationship: member.relationship,
    dateOfBirth: member.dateOfBirth,
    fullTimeEducationEndDate: member.fullTimeEducationEndDate ?? '',
    registeredDisabled: member.registeredDisabled,
  };
}

/** The outgoing payload of a checked form (spec point 3: gender id 1 becomes female, 2 male). */
export function toFamilyPayload(form: FamilyForm): FamilyPayload {
  const dependant = form.relationship === 'dependant';
  const education = dependant && form.fullTimeEducationEndDate ? form.fullTimeEducationEndDate : null;
  return {
    familyMemberId: form.familyMemberId,
    first_name: form.firstName.trim(),
    surname: form.surname.trim(),
    date_of_birth: form.dateOfBirth,
    sex: form.gender === `${FEMALE_GENDER_ID}` ? 'female' : 'male',
    fmember_type: dependant ? DEPENDANT_TYPE_ID : PARTNER_TYPE_ID,
    education,
    registered_disabled: dependant && form.registeredDisabled,
    education_check: education !== null,
    title: form.title as FamilyPayload['title'],
  };
}
