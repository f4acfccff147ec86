/**
 * Whether what an employee chose fits the benefit: known amounts inside their limits and on their step (and the
 * provider's partner limits), a plan of this benefit, people covered who are the employee's own family and fit
 * the plan, and (to submit) everything the benefit needs: every amount, a plan, the terms accepted and the
 * health questions answered. One set of rules: the server refuses by them and the set-up wizard checks each
 * step by them. Each problem names its field, in words a person can act on.
 */
import {
  FIELD_REQUIRED_MESSAGE,
  MEDICAL_ANSWERS_MESSAGE,
  TERMS_REQUIRED_MESSAGE,
} from '@portal/contracts/selection-messages';
import type { PlanCovers } from '@portal/contracts/benefits';
import { amountProblem, questionsAsked, type AmountField } from './amount-fields.ts';
import { pounds } from './money.ts';

export interface FieldProblem {
  field: string;
  message: string;
}

/** What the rules need to know of a benefit (the server's rows and the browser's detail both carry it). */
export interface ChoiceBenefit<Question extends { id: string; appliesAbove: number | null }> {
  fields: readonly (AmountField & { name: string; unit: string })[];
  plans: readonly { id: string; covers: PlanCovers | null }[];
  partnerValueLimits: { minimum: number; maximum: number } | null;
  medicalQuestions: readonly Question[];
  /** The benefit has terms to accept (their text, or null). */
  terms: object | null;
}
type AnyChoiceBenefit = ChoiceBenefit<{ id: string; appliesAbove: number | null }>;

export interface BenefitChoice {
  planId: string | null;
  values: Readonly<Record<string, number>>;
  peopleCovered: readonly string[];
}

/** Problems with the values given (a save may give some of them; the rest wait). */
export function valueProblems(benefit: AnyChoiceBenefit, values: BenefitChoice['values']): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const limits = benefit.partnerValueLimits;
  for (const [name, value] of Object.entries(values)) {
    const field = benefit.fields.find((candidate) => candidate.name === name);
    const key = `values.${name}`;
    if (!field) {
      problems.push({ field: key, message: 'This benefit has no such amount' });
      continue;
    }
    const problem = amountProblem(field, value);
    if (problem) {
      problems.push({ field: key, message: problem });
    } else if (field.unit === 'pounds' && limits && (value < limits.minimum || value > limits.maximum)) {
      problems.push({
        field: key,
        message: `The provider accepts from ${pounds(limits.minimum)} to ${pounds(limits.maximum)}`,
      });
    }
  }
  return problems;
}

/** Problems with the plan and the people it covers. `family` is the employee's active family members. */
export function planProblems(
  benefit: AnyChoiceBenefit,
  choice: BenefitChoice,
  family: readonly { id: string; relationship: string }[],
): FieldProblem[] {
  const plan = choice.planId ? benefit.plans.find((candidate) => candidate.id === choice.planId) : null;
  if (choice.planId && !plan) return [{ field: 'planId', message: 'That plan is not one of this benefit' }];
  const people = choice.peopleCovered.map((id) => family.find((member) => member.id === id));
  if (people.some((person) => person === undefined)) {
    return [{ field: 'peopleCovered', message: 'Only your own family members can be covered' }];
  }
  if (people.length === 0) return [];
  const covers = plan?.covers ?? 'you';
  const partners = people.filter((person) => person!.relationship === 'partner').length;
  const dependants = people.length - partners;
  const fits =
    covers === 'family' ||
    (covers === 'you-and-partner' && dependants === 0 && partners <= 1) ||
    (covers === 'you-and-children' && partners === 0);
  return fits ? [] : [{ field: 'peopleCovered', message: 'The plan you chose does not cover these people' }];
}

/** The health questions the chosen amounts call for (critical illness above £100,000). */
export function questionsFor<Question extends { id: string; appliesAbove: number | null }>(
  benefit: ChoiceBenefit<Question>,
  values: BenefitChoice['values'],
): Question[] {
  return questionsAsked(benefit.medicalQuestions, benefit.fields, values);
}

export interface SubmitFacts {
  acceptedTerms: boolean;
  medicalAnswers: readonly { questionId: string; answer: boolean }[];
}

/** What a submission still lacks. */
export function submitProblems(
  benefit: AnyChoiceBenefit,
  choice: BenefitChoice,
  facts: SubmitFacts,
): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const field of benefit.fields) {
    if (choice.values[field.name] === undefined) {
      problems.push({ field: `values.${field.name}`, message: FIELD_REQUIRED_MESSAGE });
    }
  }
  if (benefit.plans.length > 0 && !choice.planId)
    problems.push({ field: 'planId', message: FIELD_REQUIRED_MESSAGE });
  if (benefit.terms && !facts.acceptedTerms)
    problems.push({ field: 'accepted_terms', message: TERMS_REQUIRED_MESSAGE });
  const answered = new Set(facts.medicalAnswers.map((answer) => answer.questionId));
  if (questionsFor(benefit, choice.values).some((question) => !answered.has(question.id))) {
    problems.push({ field: 'medicalAnswers', message: MEDICAL_ANSWERS_MESSAGE });
  }
  return problems;
}
