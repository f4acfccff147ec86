/**
 * The family form's checks before sending (spec section 5, Family form messages), by the same rules the server
 * applies (packages/benefits family.ts): the server's answer still decides.
 */
import { familyDateOfBirthProblem, needsEducationEndDate } from '@portal/benefits/family';
import { FAMILY_MESSAGES, FAMILY_NAME_MAX } from '@portal/contracts/family-messages';
import type { FamilyForm } from './family-mapping.ts';

export type FamilyField = keyof Omit<FamilyForm, 'familyMemberId' | 'registeredDisabled'>;
export type FamilyProblems = Partial<Record<FamilyField, string>>;

/** Whether the form asks for the end of full-time education (a dependant over 16). */
export function asksForEducation(form: FamilyForm, today: string): boolean {
  return (
    form.relationship === 'dependant' &&
    form.dateOfBirth !== '' &&
    needsEducationEndDate({ relationship: 'dependant', dateOfBirth: form.dateOfBirth }, today)
  );
}

function nameProblem(value: string, required: string): string | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return required;
  if (trimmed.length > FAMILY_NAME_MAX) return FAMILY_MESSAGES.nameTooLong;
  return undefined;
}

export function familyFormProblems(form: FamilyForm, today: string): FamilyProblems {
  const problems: FamilyProblems = {
    title: form.title ? undefined : FAMILY_MESSAGES.title,
    firstName: nameProblem(form.firstName, FAMILY_MESSAGES.firstName),
    surname: nameProblem(form.surname, FAMILY_MESSAGES.surname),
    gender: form.gender ? undefined : FAMILY_MESSAGES.sex,
    relationship: form.relationship ? undefined : FAMILY_MESSAGES.relationship,
  };
  if (!form.dateOfBirth) {
    problems.dateOfBirth = FAMILY_MESSAGES.dateOfBirth;
  } else {
    const problem = familyDateOfBirthProblem(form.dateOfBirth, today);
    if (problem === 'future') problems.dateOfBirth = FAMILY_MESSAGES.dateOfBirthFuture;
    if (problem === 'too-old') problems.dateOfBirth = FAMILY_MESSAGES.dateOfBirthTooOld;
  }
  if (asksForEducation(form, today) && !form.fullTimeEducationEndDate) {
    problems.fullTimeEducationEndDate = FAMILY_MESSAGES.education;
  } else if (
    form.relationship === 'dependant' &&
    form.fullTimeEducationEndDate &&
    form.dateOfBirth &&
    form.fullTimeEducationEndDate < form.dateOfBirth
  ) {
    problems.fullTimeEducationEndDate = FAMILY_MESSAGES.educationBeforeBirth;
  }
  return Object.fromEntries(Object.entries(problems).filter(([, message]) => message)) as FamilyProblems;
}

/** The server's field names (the payload's) as the form's. */
const FORM_FIELD: Record<string, FamilyField> = {
  title: 'title',
  first_name: 'firstName',
  surname: 'surname',
  sex: 'gender',
  fmember_type: 'relationship',
  date_of_birth: 'dateOfBirth',
  education: 'fullTimeEducationEndDate',
};

/**
 * The family status of spec section 8: 'success', the server's errors by form field, or 'error' for any other
 * answer (shown next to the form).
 */
export type FamilyStatus = 'success' | 'error' | { errors: FamilyProblems; message: string | null };

export function familyStatusOf(
  answer: { ok: true } | { ok: false; status: number | null; body: unknown },
): FamilyStatus {
  if (answer.ok) return 'success';
  const body = (answer.body ?? {}) as { message?: string; errors?: { field: string; message: string }[] };
  if (answer.status !== 400 || !Array.isArray(body.errors)) return 'error';
  const errors: FamilyProblems = {};
  for (const problem of body.errors) {
    const field = FORM_FIELD[problem.field.replace(/^body\./, '')];
    if (field && !errors[field]) errors[field] = problem.message;
  }
  return { errors, message: body.message ?? null };
}
