/**
 * What the benefit form edits, as typed, and the import document it sends. Numbers stay text until they are
 * sent: one typed wrongly is sent as typed and the server, whose checks are the import's, refuses it by its
 * field, so the browser keeps no rules of its own. An empty optional number is left out of the document.
 */
import type { BenefitInput, BenefitNumber, contractTypes } from '@portal/contracts/benefit-import';
import type { benefitKinds, planCovers } from '@portal/contracts/benefits';
import type { ConsoleBenefit } from '@portal/contracts/console-catalogue';
import { numberOrText } from '../../field-problems.ts';

export type Document = ConsoleBenefit['document'];
export type BenefitKind = (typeof benefitKinds)[number];
export type ContractType = (typeof contractTypes)[number];
export type PlanCovers = (typeof planCovers)[number];
export type Relief = NonNullable<Document['costRules']['relief']>;

export const LIMITS = ['minimum', 'maximum', 'stepSize'] as const;
export const COST_NUMBERS = [
  'spreadOverMonths',
  'pencePerThousandCover',
  'salaryMultiple',
  'freeCoverLimitPounds',
  'employerContributionPercent',
] as const;
export const RULE_NUMBERS = ['minimumAge', 'maximumAge', 'minimumWeeklyHours'] as const;

/** A plan as typed; `removed` ones stay listed (to be kept again) and are left out of the document. */
export interface DraftPlan {
  key: string;
  id?: string;
  name: string;
  monthlyPricePence: string;
  covers: PlanCovers | '';
  /** Stored already: removing it waits for the save (and is refused while a selection names it). */
  stored: boolean;
  removed: boolean;
}

let made = 0;
/** A React key for an item added in this page. */
export const freshKey = (prefix: string) => `${prefix}-new-${++made}`;

/**
 * The id of a plan added here: chosen by the console, so that the same save sent twice (a double click) finds
 * the plan there and adds it once. From getRandomValues, which works where randomUUID is not offered (http).
 */
export function newPlanId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const typed = (value: number | null | undefined) =>
  value === undefined || value === null ? '' : String(value);

export function draftOf(document: Document) {
  return {
    group: document.group,
    kind: document.kind as BenefitKind,
    name: document.name,
    provider: document.provider,
    summary: document.summary,
    headline: document.headline ?? '',
    descriptionHtml: document.descriptionHtml,
    imageUrl: document.imageUrl ?? '',
    approvalRequired: document.approvalRequired,
    claimable: document.claimable,
    rules: {
      minimumAge: typed(document.rules.minimumAge),
      maximumAge: typed(document.rules.maximumAge),
      minimumWeeklyHours: typed(document.rules.minimumWeeklyHours),
      contractTypes: [...(document.rules.contractTypes ?? [])] as ContractType[],
      duringProbation: document.rules.duringProbation ?? false,
      closedToNewMembers: document.rules.closedToNewMembers ?? false,
    },
    costRules: {
      spreadOverMonths: typed(document.costRules.spreadOverMonths),
      pencePerThousandCover: typed(document.costRules.pencePerThousandCover),
      salaryMultiple: typed(document.costRules.salaryMultiple),
      freeCoverLimitPounds: typed(document.costRules.freeCoverLimitPounds),
      employerContributionPercent: typed(document.costRules.employerContributionPercent),
      relief: (document.costRules.relief ?? '') as Relief | '',
      pension: document.costRules.pension ?? false,
    },
    partnerValueLimits: {
      minimum: typed(document.partnerValueLimits?.minimum),
      maximum: typed(document.partnerValueLimits?.maximum),
    },
    fields: document.fields.map((field) => ({
      label: field.label,
      minimum: String(field.minimum),
      maximum: String(field.maximum),
      stepSize: String(field.stepSize),
      validationMessage: field.validationMessage ?? '',
    })),
    plans: document.plans.map((plan, index): DraftPlan => ({
      key: plan.id ?? `plan-${index}`,
      id: plan.id,
      name: plan.name,
      monthlyPricePence: String(plan.monthlyPricePence),
      covers: plan.covers ?? '',
      stored: true,
      removed: false,
    })),
    medicalQuestions: document.medicalQuestions.map((question, index) => ({
      key: `question-${index}`,
      question: question.question,
      appliesAbove: typed(question.appliesAbove),
    })),
    faqs: document.faqs.map((faq, index) => ({
      key: `faq-${index}`,
      question: faq.question,
      answerHtml: faq.answerHtml,
    })),
    related: [...document.related],
  };
}
export type Draft = ReturnType<typeof draftOf>;

const number = (text: string) => numberOrText(text) as number;
const optionalNumber = (text: string) => (text.trim() === '' ? undefined : number(text));
const optionalText = (text: string) => (text.trim() === '' ? undefined : text);
/** A ticked box is true; an unticked one stays false only where the document said so (else it is left out). */
const flag = (checked: boolean, was: boolean | undefined) =>
  checked ? true : was === false ? false : undefined;

/** The plans the document will list, with the index each has there (the paths of its problems). */
export const keptPlans = (draft: Draft) => draft.plans.filter((plan) => !plan.removed);

export function documentOf(document: Document, draft: Draft): BenefitInput {
  const { rules, costRules, partnerValueLimits: limits } = draft;
  return {
    ...document,
    group: draft.group,
    kind: draft.kind,
    name: draft.name,
    provider: draft.provider,
    summary: draft.summary,
    headline: optionalText(draft.headline),
    descriptionHtml: draft.descriptionHtml,
    imageUrl: optionalText(draft.imageUrl),
    approvalRequired: draft.approvalRequired,
    claimable: draft.claimable,
    rules: {
      minimumAge: optionalNumber(rules.minimumAge),
      maximumAge: optionalNumber(rules.maximumAge),
      contractTypes: rules.contractTypes.length > 0 ? rules.contractTypes : undefined,
      minimumWeeklyHours: optionalNumber(rules.minimumWeeklyHours),
      duringProbation: flag(rules.duringProbation, document.rules.duringProbation),
      closedToNewMembers: flag(rules.closedToNewMembers, document.rules.closedToNewMembers),
    },
    costRules: {
      spreadOverMonths: optionalNumber(costRules.spreadOverMonths),
      pencePerThousandCover: optionalNumber(costRules.pencePerThousandCover),
      salaryMultiple: optionalNumber(costRules.salaryMultiple),
      freeCoverLimitPounds: optionalNumber(costRules.freeCoverLimitPounds),
      relief: costRules.relief === '' ? undefined : costRules.relief,
      pension: flag(costRules.pension, document.costRules.pension),
      employerContributionPercent: optionalNumber(costRules.employerContributionPercent),
    },
    partnerValueLimits:
      limits.minimum.trim() === '' && limits.maximum.trim() === ''
        ? undefined
        : { minimum: number(limits.minimum), maximum: number(limits.maximum) },
    fields: document.fields.map((field, index) => {
      const typedField = draft.fields[index]!;
      return {
        ...field,
        label: typedField.label,
        minimum: number(typedField.minimum),
        maximum: number(typedField.maximum),
        stepSize: number(typedField.stepSize),
        validationMessage: optionalText(typedField.validationMessage),
      };
    }),
    plans: keptPlans(draft).map((plan) => ({
      ...(plan.id ? { id: plan.id } : {}),
      name: plan.name,
      monthlyPricePence: number(plan.monthlyPricePence),
      ...(plan.covers ? { covers: plan.covers } : {}),
    })),
    medicalQuestions: draft.medicalQuestions.map((question) => ({
      question: question.question,
      appliesAbove: question.appliesAbove.trim() === '' ? null : number(question.appliesAbove),
    })),
    faqs: draft.faqs.map((faq) => ({ question: faq.question, answerHtml: faq.answerHtml })),
    related: draft.related,
  };
}

/**
 * The paths the form shows a problem by, in the form's order: the first refused one gets focus. A list's own
 * path (`plans`) is said at its list; a plan's id (listed twice, not this benefit's) by its name.
 */
export function formPaths(draft: Draft): string[] {
  return [
    ...['group', 'kind', 'name', 'provider', 'summary', 'headline', 'descriptionHtml', 'imageUrl'],
    ...RULE_NUMBERS.slice(0, 2).map((key) => `rules.${key}`),
    'rules.contractTypes',
    'rules.minimumWeeklyHours',
    ...COST_NUMBERS.slice(0, 4).map((key) => `costRules.${key}`),
    'costRules.relief',
    'costRules.employerContributionPercent',
    'partnerValueLimits.minimum',
    'partnerValueLimits.maximum',
    ...draft.fields.flatMap((_field, index) =>
      ['label', ...LIMITS, 'validationMessage'].map((key) => `fields.${index}.${key}`),
    ),
    'plans',
    ...keptPlans(draft).flatMap((_plan, index) =>
      ['id', 'name', 'monthlyPricePence', 'covers'].map((key) => `plans.${index}.${key}`),
    ),
    'medicalQuestions',
    ...draft.medicalQuestions.flatMap((_question, index) => [
      `medicalQuestions.${index}.question`,
      `medicalQuestions.${index}.appliesAbove`,
    ]),
    'faqs',
    ...draft.faqs.flatMap((_faq, index) => [
      itemPath('faqs', index, 'question'),
      itemPath('faqs', index, 'answerHtml'),
    ]),
    'related',
  ];
}

/**
 * The path of a list item's key (an FAQ's question at 0), spelt out so that the text catalogue's check does not take
 * it for a text key of the FAQs section.
 */
export const itemPath = (list: string, index: number, key: string) => [list, index, key].join('.');

/** The element a problem at `path` focuses: a plan's id is said by its name. */
export const focusPathOf = (path: string) => path.replace(/^plans\.(\d+)\.id$/, 'plans.$1.name');

/** A number the form edits: its path, what was typed, the message that says what it must be, and if it may be empty. */
export interface TypedNumber {
  path: string;
  typed: string;
  number: BenefitNumber;
  optional: boolean;
}

/** Every number the form edits, by the path the document (and the server's refusal) names it by. */
export function typedNumbers(draft: Draft): TypedNumber[] {
  const { rules, costRules, partnerValueLimits: limits } = draft;
  const optional = (path: string, typed: string, number: BenefitNumber) => ({
    path,
    typed,
    number,
    optional: true,
  });
  const required = (path: string, typed: string, number: BenefitNumber) => ({
    path,
    typed,
    number,
    optional: false,
  });
  // The partner's limits are one optional pair: either end typed asks for both.
  const pairOptional = limits.minimum.trim() === '' && limits.maximum.trim() === '';
  return [
    ...RULE_NUMBERS.map((key) => optional(`rules.${key}`, rules[key], key)),
    ...COST_NUMBERS.map((key) => optional(`costRules.${key}`, costRules[key], key)),
    { ...required('partnerValueLimits.minimum', limits.minimum, 'partnerMinimum'), optional: pairOptional },
    { ...required('partnerValueLimits.maximum', limits.maximum, 'partnerMaximum'), optional: pairOptional },
    ...draft.fields.flatMap((field, index) => [
      required(`fields.${index}.minimum`, field.minimum, 'fieldMinimum'),
      required(`fields.${index}.maximum`, field.maximum, 'fieldMaximum'),
      required(`fields.${index}.stepSize`, field.stepSize, 'stepSize'),
    ]),
    ...keptPlans(draft).map((plan, index) =>
      required(`plans.${index}.monthlyPricePence`, plan.monthlyPricePence, 'monthlyPricePence'),
    ),
    ...draft.medicalQuestions.map((question, index) =>
      optional(`medicalQuestions.${index}.appliesAbove`, question.appliesAbove, 'appliesAbove'),
    ),
  ];
}

/**
 * The numbers typed so that they do not read as one (letters, "£25", empty where one is needed), by path: said
 * by the field at once, in the words the server uses for the same field, rather than sent. Whether a number is
 * in range stays the server's (the import's rules), so the browser keeps no limits of its own.
 */
export function unreadableNumbers(draft: Draft): Map<string, BenefitNumber> {
  const unreadable = new Map<string, BenefitNumber>();
  for (const { path, typed, number, optional } of typedNumbers(draft)) {
    if (optional && typed.trim() === '') continue;
    if (typeof numberOrText(typed) !== 'number') unreadable.set(path, number);
  }
  return unreadable;
}
