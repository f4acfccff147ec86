/**
 * The set-up wizard's form, in pure functions: what it starts from, which steps a benefit needs, what is wrong
 * with each step (by the choice rules the server refuses by, packages/benefits' choice-rules.ts), and what is
 * sent. Amounts are kept as typed (text) so a half-typed number is never lost.
 */
import { questionsAsked } from '@portal/benefits/amount-fields';
import {
  planProblems,
  submitProblems,
  valueProblems,
  type ChoiceBenefit,
} from '@portal/benefits/choice-rules';
import type { BenefitDetail, BenefitSelectionResponse, CostsRequest, Selection } from '@portal/contracts';
import { FIELD_REQUIRED_MESSAGE } from '@portal/contracts/selection-messages';

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

/** The wizard's benefit as the choice rules read it. */
function rulesOf(
  benefit: BenefitDetail,
  questions: readonly MedicalQuestion[],
): ChoiceBenefit<MedicalQuestion> {
  return {
    fields: benefit.editFields,
    plans: benefit.plans,
    partnerValueLimits: benefit.partnerValueLimits,
    medicalQuestions: questions,
    terms: benefit.terms,
  };
}

/** The message for one amount as typed (its limits, its step, the provider's limits); null when it is fine. */
export function fieldError(benefit: BenefitDetail, field: EditField, raw: string | undefined): string | null {
  const value = parse(raw);
  if (value === null) return FIELD_REQUIRED_MESSAGE;
  return valueProblems(rulesOf(benefit, []), { [field.name]: value })[0]?.message ?? null;
}

/** The amounts that are valid numbers within their limits (what may be saved or priced). */
export function validValues(benefit: BenefitDetail, form: SetupForm): Record<string, number> {
  const values: Record<string, number> = {};
  for (const field of benefit.editFields) {
    const raw = form.values[field.name];
    if (fieldError(benefit, field, raw) === null) values[field.name] = Number(raw);
  }
  return values;
}

/** The questions the chosen amounts call for (critical illness above £100,000). */
export function questionsFor(
  questions: readonly MedicalQuestion[],
  benefit: BenefitDetail,
  form: SetupForm,
): MedicalQuestion[] {
  return questionsAsked(questions, benefit.editFields, validValues(benefit, form));
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
    ...(questionsFor(questions, benefit, form).length > 0 ? (['health'] as const) : []),
    'review',
  ];
}

/** The fields each step answers for (the amounts step checks each amount as typed). */
const STEP_FIELDS: Record<StepKey, readonly string[]> = {
  eligibility: [],
  plan: ['planId', 'peopleCovered'],
  amounts: [],
  health: ['medicalAnswers'],
  review: ['accepted_terms'],
};

/** Problems of one step, by field; empty when the employee may go on. */
export function stepErrors(
  step: StepKey,
  benefit: BenefitDetail,
  data: Pick<BenefitSelectionResponse, 'medicalQuestions' | 'coverable'>,
  form: SetupForm,
): Record<string, string> {
  const errors: Record<string, string> = {};
  if (step === 'amounts') {
    for (const field of benefit.editFields) {
      const error = fieldError(benefit, field, form.values[field.name]);
      if (error) errors[field.name] = error;
    }
    return errors;
  }
  const rules = rulesOf(benefit, data.medicalQuestions);
  const choice = {
    planId: form.planId,
    values: validValues(benefit, form),
    peopleCovered: form.peopleCovered,
  };
  const medicalAnswers = Object.entries(form.medicalAnswers).map(([questionId, answer]) => ({
    questionId,
    answer,
  }));
  const problems = [
    ...submitProblems(rules, choice, { acceptedTerms: form.acceptedTerms, medicalAnswers }),
    ...planProblems(rules, choice, data.coverable),
  ];
  for (const problem of problems) {
    if (STEP_FIELDS[step].includes(problem.field)) errors[problem.field] ??= problem.message;
  }
  return errors;
}

/** What the costs calculation is asked; null until there is something to price. */
export function costsRequestOf(benefit: BenefitDetail, form: SetupForm): CostsRequest | null {
  const values = validValues(benefit, form);
  const priced = Object.keys(values).length > 0 || form.planId !== null || benefit.editFields.length === 0;
  if (!priced) return null;
  return { benefitId: benefit.id, planId: form.planId, values };
}

/** The save and submit payload's choice (values only once valid, so nothing invalid is stored). */
export function choiceOf(benefit: BenefitDetail, questions: readonly MedicalQuestion[], form: SetupForm) {
  const asked = questionsFor(questions, benefit, form);
  return {
    planId: form.planId,
    values: validValues(benefit, form),
    peopleCovered: form.peopleCovered,
    medicalAnswers: asked
      .filter((question) => form.medicalAnswers[question.id] !== undefined)
      .map((question) => ({ questionId: question.id, answer: form.medicalAnswers[question.id]! })),
  };
}
