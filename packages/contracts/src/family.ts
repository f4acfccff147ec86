/**
 * Family members and policies (spec point 3: the family member from the server, the outgoing payload; section 7,
 * Family and policies). The server answers members in the spec's `family_*` shape; the browser maps them to its
 * own shape and back (features/family/family-mapping.ts). Names are bounded and kept as text, never HTML.
 */
import { z } from 'zod';
import {
  DEPENDANT_TYPE_ID,
  FAMILY_MESSAGES,
  FAMILY_NAME_MAX,
  FAMILY_TITLES,
  FEMALE_GENDER_ID,
  MALE_GENDER_ID,
  PARTNER_TYPE_ID,
} from './family-messages.ts';

const isoDate = z.iso.date();

/** A family member as the server answers it (spec point 3), plus registered disabled (docs/spec-deviations.md). */
export const familyMemberServerSchema = z
  .object({
    family_id: z.string(),
    family_fname: z.string(),
    family_sname: z.string(),
    family_dob: isoDate,
    family_gender_id: z.union([z.literal(FEMALE_GENDER_ID), z.literal(MALE_GENDER_ID)]),
    family_famtype_id: z.union([z.literal(PARTNER_TYPE_ID), z.literal(DEPENDANT_TYPE_ID)]),
    family_tname: z.string(),
    family_active: z.boolean(),
    family_ft_edu_ends: isoDate.nullable(),
    family_registered_disabled: z.boolean(),
  })
  .meta({ id: 'FamilyMember' });
export type FamilyMemberServer = z.infer<typeof familyMemberServerSchema>;

export const familyResponseSchema = z.object({ family: z.array(familyMemberServerSchema) });
export type FamilyResponse = z.infer<typeof familyResponseSchema>;

const required = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(FAMILY_NAME_MAX, FAMILY_MESSAGES.nameTooLong);

/** The outgoing family payload (spec point 3). `familyMemberId` is null when adding. */
export const familyPayloadSchema = z.strictObject({
  familyMemberId: z.string().max(64).nullable().optional(),
  title: z.enum(FAMILY_TITLES, { error: FAMILY_MESSAGES.title }),
  first_name: required(FAMILY_MESSAGES.firstName),
  surname: required(FAMILY_MESSAGES.surname),
  sex: z.enum(['female', 'male'], { error: FAMILY_MESSAGES.sex }),
  fmember_type: z.union([z.literal(PARTNER_TYPE_ID), z.literal(DEPENDANT_TYPE_ID)], {
    error: FAMILY_MESSAGES.relationship,
  }),
  date_of_birth: isoDate.or(z.literal('')).refine((value) => value !== '', FAMILY_MESSAGES.dateOfBirth),
  /** The full-time education end date (a dependant over 16). */
  education: isoDate.nullable().optional(),
  education_check: z.boolean().optional(),
  registered_disabled: z.boolean().optional(),
});
export type FamilyPayload = z.infer<typeof familyPayloadSchema>;

/** An edit: the payload as a whole, or only `family_active: false` to remove the member. */
export const familyEditSchema = z.union([
  z.strictObject({ family_active: z.literal(false) }),
  familyPayloadSchema,
]);
export type FamilyEdit = z.infer<typeof familyEditSchema>;

export const familyChangeResponseSchema = z.object({
  status: z.literal('success'),
  familyMember: familyMemberServerSchema,
});
export type FamilyChangeResponse = z.infer<typeof familyChangeResponseSchema>;

/** A removal refused because live selections cover the member: the selections to change first. */
export const coveredMemberResponseSchema = z.object({
  message: z.string(),
  selections: z.array(
    z.object({ selectionId: z.string(), benefitId: z.number().int(), benefitName: z.string() }),
  ),
});
export type CoveredMemberResponse = z.infer<typeof coveredMemberResponseSchema>;

export const familySchemeParamsSchema = z.object({ schemeId: z.string().max(64) });
export const familyMemberParamsSchema = z.object({ id: z.string().max(64) });

/** The employee's covers and who each protects (GET /user/policies). */
export const policySchema = z.object({
  selectionId: z.string(),
  benefitId: z.number().int(),
  benefitName: z.string(),
  groupName: z.string(),
  planName: z.string().nullable(),
  status: z.enum(['approved', 'pending']),
  startDate: isoDate.nullable(),
  endDate: isoDate.nullable(),
  peopleCovered: z.array(
    z.object({
      familyMemberId: z.string(),
      name: z.string(),
      relationship: z.enum(['partner', 'dependant']),
      /** A dependant no longer covered by age: the selection needs a change. */
      agedOut: z.boolean(),
    }),
  ),
});
export type Policy = z.infer<typeof policySchema>;
export const policiesResponseSchema = z.object({ policies: z.array(policySchema) });
export type PoliciesResponse = z.infer<typeof policiesResponseSchema>;
