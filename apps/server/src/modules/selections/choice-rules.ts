/**
 * Whether what the employee chose fits the benefit: known fields with values inside their limits and on their
 * step, a plan of this benefit, people covered who are the employee's own family and fit the plan, and (to
 * submit) everything the benefit needs: every amount, a plan, the terms accepted and the health questions
 * answered. Each problem names its field, in words a person can act on.
 */
import { amountProblem, pounds, questionsAsked } from '@portal/benefits';
import { FIELD_REQUIRED_MESSAGE, MEDICAL_ANSWERS_MESSAGE, TERMS_REQUIRED_MESSAGE } from '@portal/contracts';
import type { BenefitDetailRows, MedicalQuestion } from '../benefits/index.ts';
import type { FieldProblem } from '../../lib/http-error.ts';
import type { FamilyMemberRow } from '../../db/schema/index.ts';

export const NOBODY_TO_COVER_MESSAGE =
  'This plan covers family members, and you have none recorded yet. Add them in your profile first.';

export interface Choice {
  planId: string | null;
  values: Record<string, number>;
  peopleCovered: string[];
}

/** Problems with the values given (a save may give some of them; the rest wait). */
export function valueProblems(details: BenefitDetailRows, values: Record<string, number>): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const limits = details.partnerValueLimits;
  for (const [name, value] of Object.entries(values)) {
    const field = details.fields.find((candidate) => candidate.name === name);
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
  details: BenefitDetailRows,
  choice: Choice,
  family: readonly Pick<FamilyMemberRow, 'id' | 'relationship'>[],
): FieldProblem[] {
  const plan = choice.planId ? details.plans.find((candidate) => candidate.id === choice.planId) : null;
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

/** The health questions the chosen amount calls for (critical illness above £100,000). */
export function questionsFor(details: BenefitDetailRows, values: Record<string, number>): MedicalQuestion[] {
  return questionsAsked(details.medicalQuestions, details.fields, values);
}

export interface SubmitFacts {
  acceptedTerms: boolean;
  medicalAnswers: readonly { questionId: string; answer: boolean }[];
}

/** What a submission still lacks. */
export function submitProblems(
  details: BenefitDetailRows,
  choice: Choice,
  facts: SubmitFacts,
): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const field of details.fields) {
    if (choice.values[field.name] === undefined) {
      problems.push({ field: `values.${field.name}`, message: FIELD_REQUIRED_MESSAGE });
    }
  }
  if (details.plans.length > 0 && !choice.planId)
    problems.push({ field: 'planId', message: FIELD_REQUIRED_MESSAGE });
  if (details.terms && !facts.acceptedTerms)
    problems.push({ field: 'accepted_terms', message: TERMS_REQUIRED_MESSAGE });
  const answered = new Set(facts.medicalAnswers.map((answer) => answer.questionId));
  if (questionsFor(details, choice.values).some((question) => !answered.has(question.id))) {
    problems.push({ field: 'medicalAnswers', message: MEDICAL_ANSWERS_MESSAGE });
  }
  return problems;
}
