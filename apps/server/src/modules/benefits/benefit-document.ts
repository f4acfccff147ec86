/**
 * A stored benefit read back as the import's document (docs/benefits-import.md), checked by the same schema:
 * what the console edits and saves through `replaceBenefit`, so that both ways in share one set of rules.
 */
import { benefitInputSchema, type CheckedBenefit } from '@portal/contracts';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  benefitEditFields,
  benefitFaqs,
  benefitGroups,
  benefitMedicalQuestions,
  benefitPlans,
  benefits,
  benefitTerms,
  relatedBenefits,
} from '../../db/schema/index.ts';

export interface BenefitDocument {
  id: number;
  schemeId: string;
  retired: boolean;
  document: CheckedBenefit;
}

/** Drops the nulls the tables keep for "not given", as the document leaves them out. */
const given = <T>(value: T | null) => (value === null ? undefined : value);

/** The client's benefit `id` as its document; null when the client has no such benefit. */
export async function readBenefitDocument(
  db: Database,
  clientId: string,
  id: number,
): Promise<BenefitDocument | null> {
  const [row] = await db
    .select({ benefit: benefits, group: benefitGroups.code })
    .from(benefits)
    .innerJoin(benefitGroups, eq(benefitGroups.id, benefits.groupId))
    .where(and(eq(benefits.clientId, clientId), eq(benefits.id, id)));
  if (!row) return null;
  const { benefit } = row;
  const [plans, fields, questions, faqs, terms, related] = await Promise.all([
    db
      .select()
      .from(benefitPlans)
      .where(and(eq(benefitPlans.clientId, clientId), eq(benefitPlans.benefitId, id)))
      .orderBy(asc(benefitPlans.displayOrder), asc(benefitPlans.id)),
    db
      .select()
      .from(benefitEditFields)
      .where(and(eq(benefitEditFields.clientId, clientId), eq(benefitEditFields.benefitId, id)))
      .orderBy(asc(benefitEditFields.displayOrder)),
    db
      .select()
      .from(benefitMedicalQuestions)
      .where(and(eq(benefitMedicalQuestions.clientId, clientId), eq(benefitMedicalQuestions.benefitId, id)))
      .orderBy(asc(benefitMedicalQuestions.displayOrder)),
    db
      .select()
      .from(benefitFaqs)
      .where(and(eq(benefitFaqs.clientId, clientId), eq(benefitFaqs.benefitId, id)))
      .orderBy(asc(benefitFaqs.displayOrder)),
    db
      .select()
      .from(benefitTerms)
      .where(and(eq(benefitTerms.clientId, clientId), eq(benefitTerms.benefitId, id)))
      .orderBy(desc(benefitTerms.version))
      .limit(1),
    db
      .select({ name: benefits.name })
      .from(relatedBenefits)
      .innerJoin(benefits, eq(benefits.id, relatedBenefits.relatedBenefitId))
      .where(and(eq(relatedBenefits.clientId, clientId), eq(relatedBenefits.benefitId, id)))
      .orderBy(asc(relatedBenefits.displayOrder)),
  ]);
  const document = benefitInputSchema.parse({
    group: row.group,
    name: benefit.name,
    provider: benefit.provider,
    summary: benefit.summary,
    descriptionHtml: benefit.descriptionHtml,
    imageUrl: given(benefit.imageUrl),
    kind: benefit.kind,
    rules: benefit.rules,
    approvalRequired: benefit.approvalRequired,
    claimable: benefit.claimable,
    headline: given(benefit.headline),
    partnerValueLimits: given(benefit.partnerValueLimits),
    costRules: benefit.costRules,
    plans: plans.map((plan) => ({
      id: plan.id,
      name: plan.name,
      monthlyPricePence: plan.monthlyPricePence,
      covers: given(plan.covers),
    })),
    fields: fields.map((field) => ({
      name: field.name,
      label: field.label,
      unit: field.unit,
      minimum: field.minimum,
      maximum: field.maximum,
      stepSize: field.stepSize,
      validationMessage: given(field.validationMessage),
    })),
    medicalQuestions: questions.map((question) => ({
      question: question.question,
      appliesAbove: question.appliesAbove,
    })),
    faqs: faqs.map((faq) => ({ question: faq.question, answerHtml: faq.answerHtml })),
    terms: { version: terms[0]?.version ?? 1, contentHtml: terms[0]?.contentHtml ?? '<p></p>' },
    related: related.map((link) => link.name),
  });
  return { id, schemeId: benefit.schemeId, retired: benefit.retiredAt !== null, document };
}
