/**
 * A seeded benefit as the operator import's document (docs/benefits-import.md): what the seed writes, and the
 * templates the console's Benefits catalogue copies into a client, with the employer's name in its terms.
 */
import type { BenefitInput } from '@portal/contracts';
import type { SeedBenefit } from './benefit-catalogue-types.ts';

function termsHtml(benefit: SeedBenefit, employer: string): string {
  return [
    `<h2>${benefit.name}: terms</h2>`,
    `<p>${benefit.name} is provided by ${benefit.provider} and offered to you by ${employer} as part of your benefits for the scheme year.</p>`,
    '<ol>',
    '<li>Your choice applies from the first pay period after the payroll cut-off and lasts for the rest of the scheme year, unless a qualifying life event lets you change it.</li>',
    `<li>${employer} may change or end this benefit at the end of a scheme year; you will be told before the enrolment window opens.</li>`,
    `<li>Claims and questions about the cover go to ${benefit.provider}; questions about deductions from your pay go to your HR team.</li>`,
    '</ol>',
  ].join('');
}

/** The import's rules hold a list of their own, where the seed's is read-only. */
function rulesOf(rules: SeedBenefit['rules']): BenefitInput['rules'] {
  if (!rules) return undefined;
  const { contractTypes, ...rest } = rules;
  return contractTypes ? { ...rest, contractTypes: [...contractTypes] } : rest;
}

/** The benefit's document, its related benefits named by `relatedNames` (the seed relates them by key). */
export function seedBenefitInput(
  benefit: SeedBenefit,
  employer: string,
  relatedNames: readonly string[] = [],
): BenefitInput {
  return {
    group: benefit.group,
    name: benefit.name,
    provider: benefit.provider,
    summary: benefit.summary,
    descriptionHtml: benefit.descriptionHtml,
    kind: benefit.kind,
    rules: rulesOf(benefit.rules),
    approvalRequired: benefit.approvalRequired,
    claimable: benefit.claimable,
    headline: benefit.headline,
    partnerValueLimits: benefit.partnerValueLimits,
    costRules: benefit.costRules,
    plans: benefit.plans,
    fields: benefit.fields,
    medicalQuestions: benefit.medicalQuestions,
    faqs: benefit.faqs.map(([question, answerHtml]) => ({ question, answerHtml })),
    terms: { version: 1, contentHtml: termsHtml(benefit, employer) },
    related: [...relatedNames],
  };
}
