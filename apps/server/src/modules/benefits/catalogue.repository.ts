/** Reads of the catalogue: a tenant's scheme years and benefits. Every query is scoped by `client_id`. */
import { LAST_WORKING_DAY, type CostRules, type EnrolmentWindow, type SchemeYear } from '@portal/benefits';
import { and, asc, desc, eq, gte, inArray, isNull } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import {
  benefitEditFields,
  benefitFaqs,
  benefitGroups,
  benefitMedicalQuestions,
  benefitPlans,
  benefits,
  benefitTerms,
  enrolmentWindows,
  relatedBenefits,
  schemes,
  type BenefitEditFieldRow,
  type BenefitPlanRow,
  type SchemeRow,
} from '../../db/schema/index.ts';

export interface SchemeRef extends SchemeYear {
  id: string;
}

/** A scheme year row's pay day and window lengths as the pure rules take them (a null pay day: the default). */
export function payrollScheduleOfRow(
  row: Pick<SchemeRow, 'payDay' | 'newJoinerWindowDays' | 'lifeEventWindowDays'>,
): Pick<SchemeYear, 'payDay' | 'newJoinerWindowDays' | 'lifeEventWindowDays'> {
  return {
    payDay: row.payDay ?? LAST_WORKING_DAY,
    newJoinerWindowDays: row.newJoinerWindowDays,
    lifeEventWindowDays: row.lifeEventWindowDays,
  };
}

/** The client's scheme years from `fromYear` on, each with its windows, oldest first. */
export async function schemeYearsFrom(
  db: Database,
  clientId: string,
  fromYear: number,
): Promise<SchemeRef[]> {
  const years = await db
    .select()
    .from(schemes)
    .where(and(eq(schemes.clientId, clientId), gte(schemes.year, fromYear)))
    .orderBy(asc(schemes.year));
  if (years.length === 0) return [];
  const windows = await db
    .select()
    .from(enrolmentWindows)
    .where(
      and(
        eq(enrolmentWindows.clientId, clientId),
        inArray(
          enrolmentWindows.schemeId,
          years.map((year) => year.id),
        ),
      ),
    )
    .orderBy(asc(enrolmentWindows.opensOn));
  return years.map((year) => ({
    id: year.id,
    year: year.year,
    startsOn: year.startsOn,
    endsOn: year.endsOn,
    payrollCutOffDay: year.payrollCutOffDay,
    ...payrollScheduleOfRow(year),
    windows: windows
      .filter((window) => window.schemeId === year.id)
      .map((window): EnrolmentWindow => ({
        opensOn: window.opensOn,
        closesOn: window.closesOn,
        // Only a window limited to some groups says so: one without covers every group.
        ...(window.groupCodes.length > 0 ? { groups: window.groupCodes } : {}),
      })),
  }));
}

/** The year a request acts in: the named one (masquerade), else the client's current one. */
export async function schemeYearNumber(
  db: Database,
  clientId: string,
  year: number | null,
): Promise<number | null> {
  const [row] = await db
    .select({ year: schemes.year })
    .from(schemes)
    .where(
      and(
        eq(schemes.clientId, clientId),
        year === null ? eq(schemes.isCurrent, true) : eq(schemes.year, year),
      ),
    );
  return row?.year ?? null;
}

const benefitColumns = {
  id: benefits.id,
  name: benefits.name,
  summary: benefits.summary,
  provider: benefits.provider,
  kind: benefits.kind,
  rules: benefits.rules,
  imageUrl: benefits.imageUrl,
  headline: benefits.headline,
  approvalRequired: benefits.approvalRequired,
  claimable: benefits.claimable,
  groupCode: benefitGroups.code,
  groupName: benefitGroups.name,
};

export interface CatalogueRow {
  id: number;
  name: string;
  summary: string;
  provider: string;
  kind: (typeof benefits.$inferSelect)['kind'];
  rules: (typeof benefits.$inferSelect)['rules'];
  imageUrl: string | null;
  headline: string | null;
  approvalRequired: boolean;
  claimable: boolean;
  groupCode: string;
  groupName: string;
  planPricesPence: number[];
  firstField: Pick<BenefitEditFieldRow, 'unit' | 'minimum' | 'maximum'> | null;
}

/** A scheme year's benefits that are not retired, by group and display order, with what the cards show. */
export async function catalogueRows(
  db: Database,
  clientId: string,
  schemeId: string,
): Promise<CatalogueRow[]> {
  const rows = await db
    .select(benefitColumns)
    .from(benefits)
    .innerJoin(benefitGroups, eq(benefitGroups.id, benefits.groupId))
    .where(and(eq(benefits.clientId, clientId), eq(benefits.schemeId, schemeId), isNull(benefits.retiredAt)))
    .orderBy(asc(benefitGroups.displayOrder), asc(benefits.displayOrder), asc(benefits.id));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [plans, fields] = await Promise.all([
    db
      .select({ benefitId: benefitPlans.benefitId, price: benefitPlans.monthlyPricePence })
      .from(benefitPlans)
      .where(and(eq(benefitPlans.clientId, clientId), inArray(benefitPlans.benefitId, ids))),
    db
      .select()
      .from(benefitEditFields)
      .where(and(eq(benefitEditFields.clientId, clientId), inArray(benefitEditFields.benefitId, ids)))
      .orderBy(asc(benefitEditFields.displayOrder)),
  ]);
  return rows.map((row) => {
    const field = fields.find((candidate) => candidate.benefitId === row.id);
    return {
      ...row,
      planPricesPence: plans.filter((plan) => plan.benefitId === row.id).map((plan) => plan.price),
      firstField: field ? { unit: field.unit, minimum: field.minimum, maximum: field.maximum } : null,
    };
  });
}

export interface MedicalQuestion {
  id: string;
  question: string;
  /** Asked only when the chosen amount is above this; null: always. */
  appliesAbove: number | null;
}

export interface BenefitDetailRows {
  descriptionHtml: string;
  partnerValueLimits: { minimum: number; maximum: number } | null;
  costRules: CostRules;
  plans: BenefitPlanRow[];
  fields: BenefitEditFieldRow[];
  medicalQuestions: MedicalQuestion[];
  terms: { id: string; version: number; contentHtml: string } | null;
}

/** What the detail page adds to the card; null when the benefit is not in the client's year (or retired). */
export async function benefitDetailRows(
  db: Database,
  clientId: string,
  schemeId: string,
  id: number,
): Promise<BenefitDetailRows | null> {
  const [benefit] = await db
    .select({
      descriptionHtml: benefits.descriptionHtml,
      partnerValueLimits: benefits.partnerValueLimits,
      costRules: benefits.costRules,
    })
    .from(benefits)
    .where(
      and(
        eq(benefits.clientId, clientId),
        eq(benefits.schemeId, schemeId),
        eq(benefits.id, id),
        isNull(benefits.retiredAt),
      ),
    );
  if (!benefit) return null;
  const owned = (table: { clientId: AnyPgColumn; benefitId: AnyPgColumn }) =>
    and(eq(table.clientId, clientId), eq(table.benefitId, id));
  const [plans, fields, medicalQuestions, [terms]] = await Promise.all([
    db.select().from(benefitPlans).where(owned(benefitPlans)).orderBy(asc(benefitPlans.displayOrder)),
    db
      .select()
      .from(benefitEditFields)
      .where(owned(benefitEditFields))
      .orderBy(asc(benefitEditFields.displayOrder)),
    db
      .select({
        id: benefitMedicalQuestions.id,
        question: benefitMedicalQuestions.question,
        appliesAbove: benefitMedicalQuestions.appliesAbove,
      })
      .from(benefitMedicalQuestions)
      .where(owned(benefitMedicalQuestions))
      .orderBy(asc(benefitMedicalQuestions.displayOrder)),
    db
      .select({ id: benefitTerms.id, version: benefitTerms.version, contentHtml: benefitTerms.contentHtml })
      .from(benefitTerms)
      .where(owned(benefitTerms))
      .orderBy(desc(benefitTerms.version))
      .limit(1),
  ]);
  return { ...benefit, plans, fields, medicalQuestions, terms: terms ?? null };
}

export async function faqRows(db: Database, clientId: string, benefitId: number) {
  return db
    .select({ id: benefitFaqs.id, question: benefitFaqs.question, answer: benefitFaqs.answerHtml })
    .from(benefitFaqs)
    .where(and(eq(benefitFaqs.clientId, clientId), eq(benefitFaqs.benefitId, benefitId)))
    .orderBy(asc(benefitFaqs.displayOrder));
}

/** Ids of the benefits one points at, in order. */
export async function relatedIds(db: Database, clientId: string, benefitId: number): Promise<number[]> {
  const rows = await db
    .select({ id: relatedBenefits.relatedBenefitId })
    .from(relatedBenefits)
    .where(and(eq(relatedBenefits.clientId, clientId), eq(relatedBenefits.benefitId, benefitId)))
    .orderBy(asc(relatedBenefits.displayOrder));
  return rows.map((row) => row.id);
}
