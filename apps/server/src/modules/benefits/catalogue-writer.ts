/**
 * Writes a checked benefit and everything that belongs to it, HTML sanitised on the way in (architecture:
 * stored clean, shown through DOMPurify). Used by the operator's import and by the demo seed.
 */
import { groupNameOf } from '@portal/benefits';
import { and, eq, inArray, isNull } from 'drizzle-orm';
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
import { sanitiseContentHtml } from '../../lib/sanitise-html.ts';
import type { CheckedBenefit } from '@portal/contracts';

/** Groups are listed in this order; a client's own codes come after. */
const GROUP_ORDER = ['health', 'protection', 'wellbeing', 'financial', 'lifestyle', 'ccv'];

export interface CatalogueTarget {
  clientId: string;
  schemeId: string;
}

/** The group with this code, made when the client has none yet. */
export async function groupIdFor(db: Database, clientId: string, code: string): Promise<string> {
  const [made] = await db
    .insert(benefitGroups)
    .values({ clientId, code, name: groupNameOf(code), displayOrder: GROUP_ORDER.indexOf(code) + 1 || 99 })
    .onConflictDoNothing()
    .returning({ id: benefitGroups.id });
  if (made) return made.id;
  const [found] = await db
    .select({ id: benefitGroups.id })
    .from(benefitGroups)
    .where(and(eq(benefitGroups.clientId, clientId), eq(benefitGroups.code, code)));
  if (!found) throw new Error(`benefit group ${code} could not be made`);
  return found.id;
}

/** The benefit's own columns, as a new benefit and a replaced one both write them. */
function benefitColumns(input: CheckedBenefit) {
  return {
    name: input.name,
    provider: input.provider,
    summary: input.summary,
    descriptionHtml: sanitiseContentHtml(input.descriptionHtml),
    imageUrl: input.imageUrl ?? null,
    kind: input.kind,
    rules: input.rules,
    approvalRequired: input.approvalRequired,
    claimable: input.claimable,
    headline: input.headline ?? null,
    partnerValueLimits: input.partnerValueLimits ?? null,
    costRules: input.costRules,
  };
}

/** The benefit's amounts, health questions and FAQs, in their order (FAQ answers sanitised). */
async function insertBenefitLists(
  db: Database,
  owned: { clientId: string; benefitId: number },
  input: CheckedBenefit,
): Promise<void> {
  if (input.fields.length > 0) {
    await db
      .insert(benefitEditFields)
      .values(input.fields.map((field, index) => ({ ...owned, ...field, displayOrder: index })));
  }
  if (input.medicalQuestions.length > 0) {
    await db
      .insert(benefitMedicalQuestions)
      .values(
        input.medicalQuestions.map((question, index) => ({ ...owned, ...question, displayOrder: index })),
      );
  }
  if (input.faqs.length > 0) {
    await db.insert(benefitFaqs).values(
      input.faqs.map((faq, index) => ({
        ...owned,
        question: faq.question,
        answerHtml: sanitiseContentHtml(faq.answerHtml),
        displayOrder: index,
      })),
    );
  }
}

/** Adds one benefit to a scheme year; returns its id. Related benefits are linked by `relateByName`. */
export async function addBenefit(
  db: Database,
  target: CatalogueTarget,
  input: CheckedBenefit,
  options: { displayOrder: number; publishedAt: Date },
): Promise<number> {
  const { clientId } = target;
  const groupId = await groupIdFor(db, clientId, input.group);
  const [row] = await db
    .insert(benefits)
    .values({
      ...(input.id ? { id: input.id } : {}),
      clientId,
      schemeId: target.schemeId,
      groupId,
      ...benefitColumns(input),
      displayOrder: options.displayOrder,
    })
    .returning({ id: benefits.id });
  const benefitId = row!.id;
  const owned = { clientId, benefitId };
  if (input.plans.length > 0) {
    // A plan's id in the document names a stored plan: a new benefit's plans are numbered by the database.
    await db.insert(benefitPlans).values(
      input.plans.map(({ id: _id, ...plan }, index) => ({
        ...owned,
        ...plan,
        covers: plan.covers ?? null,
        displayOrder: index,
      })),
    );
  }
  await insertBenefitLists(db, owned, input);
  await db.insert(benefitTerms).values({
    ...owned,
    version: input.terms.version,
    contentHtml: sanitiseContentHtml(input.terms.contentHtml),
    publishedAt: options.publishedAt,
  });
  return benefitId;
}

/** Links a benefit to others of the same client and year, by name; returns the names it could not find. */
export async function relateByName(
  db: Database,
  target: CatalogueTarget,
  benefitId: number,
  names: readonly string[],
): Promise<string[]> {
  if (names.length === 0) return [];
  const found = await db
    .select({ id: benefits.id, name: benefits.name })
    .from(benefits)
    .where(
      and(
        eq(benefits.clientId, target.clientId),
        eq(benefits.schemeId, target.schemeId),
        inArray(benefits.name, [...names]),
        isNull(benefits.retiredAt),
      ),
    );
  const idByName = new Map(found.map((row) => [row.name, row.id]));
  const links = names
    .map((name, index) => ({ relatedBenefitId: idByName.get(name), displayOrder: index }))
    .filter(
      (link): link is { relatedBenefitId: number; displayOrder: number } =>
        link.relatedBenefitId !== undefined,
    )
    .filter((link) => link.relatedBenefitId !== benefitId);
  if (links.length > 0) {
    await db
      .insert(relatedBenefits)
      .values(links.map((link) => ({ clientId: target.clientId, benefitId, ...link })))
      .onConflictDoNothing();
  }
  return names.filter((name) => !idByName.has(name));
}

/** Removes a benefit from its year: it answers the removed message from now on. Returns whether it did. */
export async function retireBenefit(
  db: Database,
  clientId: string,
  benefitId: number,
  at: Date,
): Promise<boolean> {
  const retired = await db
    .update(benefits)
    .set({ retiredAt: at, updatedAt: at })
    .where(and(eq(benefits.clientId, clientId), eq(benefits.id, benefitId), isNull(benefits.retiredAt)))
    .returning({ id: benefits.id });
  return retired.length > 0;
}

/**
 * Rewrites a benefit from its edited document, in place: its row, edit fields, medical questions, FAQs and
 * related benefits are replaced; its plans are matched by id (employees' selections name them): a stored one
 * is updated, one with a new id or none is added, one left out is deleted (the caller refuses removing one a
 * selection names); its terms are left alone (a new version is published on purpose).
 */
export async function replaceBenefit(
  db: Database,
  target: CatalogueTarget,
  benefitId: number,
  input: CheckedBenefit,
  at: Date,
): Promise<void> {
  const { clientId } = target;
  const owned = { clientId, benefitId };
  await db
    .update(benefits)
    .set({
      groupId: await groupIdFor(db, clientId, input.group),
      ...benefitColumns(input),
      updatedAt: at,
    })
    .where(and(eq(benefits.clientId, clientId), eq(benefits.id, benefitId)));
  await replacePlans(db, owned, input.plans, at);
  for (const table of [benefitEditFields, benefitMedicalQuestions, benefitFaqs, relatedBenefits]) {
    await db.delete(table).where(and(eq(table.clientId, clientId), eq(table.benefitId, benefitId)));
  }
  await insertBenefitLists(db, owned, input);
  await relateByName(db, target, benefitId, input.related);
}

/** The benefit's plans as the document lists them, each stored plan kept by its id. */
async function replacePlans(
  db: Database,
  owned: { clientId: string; benefitId: number },
  plans: CheckedBenefit['plans'],
  at: Date,
): Promise<void> {
  const ofBenefit = and(
    eq(benefitPlans.clientId, owned.clientId),
    eq(benefitPlans.benefitId, owned.benefitId),
  );
  const stored = new Set(
    (await db.select({ id: benefitPlans.id }).from(benefitPlans).where(ofBenefit)).map((plan) => plan.id),
  );
  const listed = new Set(plans.flatMap((plan) => (plan.id ? [plan.id] : [])));
  const gone = [...stored].filter((id) => !listed.has(id));
  if (gone.length > 0) await db.delete(benefitPlans).where(and(ofBenefit, inArray(benefitPlans.id, gone)));
  for (const [index, { id, ...plan }] of plans.entries()) {
    const values = { ...plan, covers: plan.covers ?? null, displayOrder: index };
    if (id && stored.has(id)) {
      await db
        .update(benefitPlans)
        .set({ ...values, updatedAt: at })
        .where(and(ofBenefit, eq(benefitPlans.id, id)));
    } else {
      await db.insert(benefitPlans).values({ ...owned, ...(id ? { id } : {}), ...values });
    }
  }
}
