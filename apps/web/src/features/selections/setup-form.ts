/**
 * The set-up wizard's form, in pure functions: what it starts from, which steps a benefit needs, what is wrong
 * with each step, and what is sent. Amounts are kept as typed (text) so a half-typed number is never lost.
 */
import { amountProblem, DEFAULT_MAXIMUM, questionsAsked } from '@portal/benefits/amount-fields';
import type { BenefitDetail, BenefitSelectionResponse, CostsRequest, Selection } from '@portal/contracts';
import { FIELD_REQUIRED_MESSAGE, MEDICAL_ANSWERS_MESSAGE } from '@portal/contracts/selection-messages';

export type StepKey = 'eligibility' | 'plan' | 'amounts' | 'health' | 'review';
export type EditField = BenefitDetail['editFields'][number];
export type MedicalQuestion = BenefitSelectionResponse['medicalQuestions'][number];

export interface SetupForm {
  planId: string | null;
  /** As typed, by field name. */
  values: Record<string, string>;
  peopleCovered: string[];
  medicalAnswers: Record<string, boolean>;
  acceptedTerms: boolean;
}

/** Where the form starts: the draft, or what the employee has now (a change or a reapply starts from it). */
export function initialForm(selection: Selection | null): SetupForm {
  return {
    planId: selection?.planDetails?.id ?? null,
    values: Object.fromEntries(
      Object.entries(selection?.rawValues ?? {}).map(([name, value]) => [name, String(value)]),
    ),
    peopleCovered: selection?.peopleCovered.map((person) => person.id) ?? [],
    medicalAnswers: {},
    acceptedTerms: false,
  };
}

const parse = (raw: string | undefined) => (raw === undefined || raw.trim() === '' ? null : Number(raw));

/** The message for one field as typed; null when it is fine. */
export function fieldError(field: EditField, raw: string | undefined): string | null {
  const value = parse(raw);
  if (value === null) return FIELD_REQUIRED_MESSAGE;
  return amountProblem({ ...field, maximum: field.maximum ?? DEFAULT_MAXIMUM }, value);
}

/** The amounts that are valid numbers within their limits (what may be saved or priced). */
export function validValues(fields: readonly EditField[], form: SetupForm): Record<string, number> {
  const values: Record<string, number> = {};
  for (const field of fields) {
    const raw = form.values[field.name];
    if (fieldError(field, raw) === null) values[field.name] = Number(raw);
  }
  return values;
}

/** The questions the chosen amounts call for (critical illness above £100,000). */
export function questionsFor(
  questions: readonly MedicalQuestion[],
  fields: readonly EditField[],
  form: SetupForm,
): MedicalQuestion[] {
  return questionsAsked(questions, fields, validValues(fields, form));
}

export function stepsFor(
  benefit: BenefitDetail,
  questions: readonly MedicalQuestion[],
  form: SetupForm,
): StepKey[] {
  return [
    'eligibility',
    ...(benefit.plans.length > 0 ? (['plan'] as const) : []),
    ...(benefit.editFields.length > 0 ? (['amounts'] as const) : []),
    ...(questionsFor(questions, benefit.editFields, form).length > 0 ? (['health'] as const) : []),
    'review',
  ];
}

/** Problems of one step, by field; empty when the employee may go on. */
export function stepErrors(
  step: StepKey,
  benefit: BenefitDetail,
  questions: readonly MedicalQuestion[],
  form: SetupForm,
): Record<string, string> {
  const errors: Record<string, string> = {};
  if (step === 'plan' && benefit.plans.length > 0 && !form.planId) errors.planId = FIELD_REQUIRED_MESSAGE;
  if (step === 'amounts') {
    for (const field of benefit.editFields) {
      const error = fieldError(field, form.values[field.name]);
      if (error) errors[field.name] = error;
    }
  }
  if (step === 'health') {
    const unanswered = questionsFor(questions, benefit.editFields, form).some(
      (question) => form.medicalAnswers[question.id] === undefined,
    );
    if (unanswered) errors.medicalAnswers = MEDICAL_ANSWERS_MESSAGE;
  }
  return errors;
}

/** What the costs calculation is asked; null until there is something to price. */
export function costsRequestOf(benefit: BenefitDetail, form: SetupForm): CostsRequest | null {
  const values = validValues(benefit.editFields, form);
  const priced = Object.keys(values).length > 0 || form.planId !== null || benefit.editFields.length === 0;
  if (!priced) return null;
  return { benefitId: benefit.id, planId: form.planId, values };
}

/** The save and submit payload's choice (values only once valid, so nothing invalid is stored). */
export function choiceOf(benefit: BenefitDetail, questions: readonly MedicalQuestion[], form: SetupForm) {
  const asked = questionsFor(questions, benefit.editFields, form);
  return {
    planId: form.planId,
    values: validValues(benefit.editFields, form),
    peopleCovered: form.peopleCovered,
    medicalAnswers: asked
      .filter((question) => form.medicalAnswers[question.id] !== undefined)
      .map((question) => ({ questionId: question.id, answer: form.medicalAnswers[question.id]! })),
  };
}
