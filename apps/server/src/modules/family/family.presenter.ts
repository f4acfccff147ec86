/** A family member in the spec's server shape (spec point 3: family_id, family_fname, ...). */
import {
  DEPENDANT_TYPE_ID,
  FEMALE_GENDER_ID,
  MALE_GENDER_ID,
  PARTNER_TYPE_ID,
  type FamilyMemberServer,
} from '@portal/contracts';
import type { FamilyMemberRow } from '../../db/schema/index.ts';

export function presentMember(row: FamilyMemberRow): FamilyMemberServer {
  return {
    family_id: row.id,
    family_fname: row.firstName,
    family_sname: row.surname,
    family_dob: row.dateOfBirth,
    family_gender_id: row.sex === 'female' ? FEMALE_GENDER_ID : MALE_GENDER_ID,
    family_famtype_id: row.relationship === 'partner' ? PARTNER_TYPE_ID : DEPENDANT_TYPE_ID,
    family_tname: row.title,
    family_active: row.active,
    family_ft_edu_ends: row.fullTimeEducationEndDate,
    family_registered_disabled: row.registeredDisabled,
  };
}
