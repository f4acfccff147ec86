/**
 * Seeds the benefits world of shared/demo-data.md: enrolment windows, both catalogues (through the operator
 * import's own checks and writer), the HR records and the named people's selections, every date moved by
 * `demoMonthShift(today)`.
 */
import { addDays, addMonths, type IsoDate } from '@portal/benefits';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  benefitPlans,
  employeeRecords,
  enrolmentWindows,
  familyMembers,
  selectionEvents,
  selectionPeopleCovered,
  selections,
  type SelectionStatus,
} from '../db/schema/index.ts';
import { assetUrl, saveAsset } from '../modules/assets/index.ts';
import { benefitInputSchema } from '@portal/contracts';
import { addBenefit, relateByName } from '../modules/benefits/index.ts';
import type { GroupCode, SeedBenefit } from './benefit-catalogue-types.ts';
import { ENROLMENT_WINDOWS, FAMILY, HR_RECORDS, SELECTIONS, type SeedSelection } from './benefits-world.ts';
import { DEMO_ROSTER } from './demo-roster.ts';
import { seedLifeEvents } from './seed-life-events.ts';
import { seedPayroll } from './seed-payroll.ts';
import { USER_IDS } from './ids.ts';
import { pictureSvg, type PictureKind } from './content-images.ts';
import { DEMO_BENEFITS } from './demo-benefits.ts';
import { seedBenefitInput } from './seed-benefit-input.ts';
import { NORTHWIND_BENEFITS } from './northwind-benefits.ts';

const GROUP_PICTURES: Record<GroupCode, PictureKind> = {
  health: 'heart',
  protection: 'shield',
  wellbeing: 'conversation',
  financial: 'chart',
  lifestyle: 'gift',
  ccv: 'welcome',
};

export interface SeedTenant {
  key: keyof typeof ENROLMENT_WINDOWS;
  clientId: string;
  slug: string;
  name: string;
  colour: string;
  schemeId: string;
}

/**
 * Writes a catalogue into a tenant's scheme year through the operator import's checks and writer, with its
 * pictures; answers each benefit's id by its key. The demo keeps the documented ids; the bench lets the
 * database number them.
 */
export async function writeCatalogue(
  db: Database,
  tenant: Omit<SeedTenant, 'key'>,
  catalogue: readonly SeedBenefit[],
  options: { publishedAt: Date; fixedIds: boolean },
): Promise<Map<string, number>> {
  const { clientId, schemeId } = tenant;
  const groups = [...new Set(catalogue.map((benefit) => benefit.group))];
  for (const group of groups) {
    const svg = pictureSvg(GROUP_PICTURES[group], tenant.colour);
    await saveAsset(db, {
      clientId,
      name: `benefit-${group}.svg`,
      contentType: 'image/svg+xml',
      bytes: Buffer.from(svg),
    });
  }
  const target = { clientId, schemeId };
  const names = new Map(catalogue.map((benefit) => [benefit.key, benefit.name]));
  const ids = new Map<string, number>();
  for (const [index, benefit] of catalogue.entries()) {
    const input = benefitInputSchema.parse({
      ...(options.fixedIds ? { id: benefit.id } : {}),
      ...seedBenefitInput(benefit, tenant.name),
      imageUrl: assetUrl(tenant.slug, `benefit-${benefit.group}.svg`),
      // Related by key below, once every benefit has its id.
      related: [],
    });
    ids.set(
      benefit.key,
      await addBenefit(db, target, input, { displayOrder: index + 1, publishedAt: options.publishedAt }),
    );
  }
  for (const benefit of catalogue) {
    await relateByName(
      db,
      target,
      ids.get(benefit.key)!,
      benefit.related.map((key) => names.get(key)!),
    );
  }
  return ids;
}

export async function seedBenefitsWorld(
  db: Database,
  tenant: SeedTenant,
  options: {
    shift: number;
    publishedAt: Date;
    today: IsoDate;
    schemeYear: { startsOn: IsoDate; endsOn: IsoDate };
  },
): Promise<void> {
  const moved = (date: IsoDate) => addMonths(date, options.shift);
  const seededAt = (date: IsoDate) => new Date(`${moved(date)}T09:00:00.000Z`);
  // A month before it started, or early in the mid-year window for one not started yet.
  const submittedOnOf = (selection: SeedSelection) =>
    selection.startDate ? addDays(selection.startDate, -30) : '2026-11-03';
  const { clientId, schemeId } = tenant;
  for (const window of ENROLMENT_WINDOWS[tenant.key]) {
    await db
      .insert(enrolmentWindows)
      .values({ clientId, schemeId, opensOn: moved(window.opensOn), closesOn: moved(window.closesOn) });
  }

  const catalogue = tenant.key === 'demo' ? DEMO_BENEFITS : NORTHWIND_BENEFITS;
  await writeCatalogue(db, tenant, catalogue, { publishedAt: options.publishedAt, fixedIds: true });

  const people = [...HR_RECORDS, ...DEMO_ROSTER.records].filter((row) => row.clientId === clientId);
  await db.insert(employeeRecords).values(
    people.map(({ salary, ...person }) => ({
      ...person,
      salaryPence: salary * 100,
      startDate: moved(person.startDate),
      probationEndDate: person.probationEndDate && moved(person.probationEndDate),
      leaveDate: person.leaveDate && moved(person.leaveDate),
    })),
  );

  // Plans by benefit and name, read once: the roster's selections name theirs.
  const plans = await db
    .select({ id: benefitPlans.id, benefitId: benefitPlans.benefitId, name: benefitPlans.name })
    .from(benefitPlans)
    .where(eq(benefitPlans.clientId, clientId));
  const planId = (benefitId: number, name: string | undefined) =>
    plans.find((plan) => plan.benefitId === benefitId && plan.name === name)?.id ?? null;
  const ids = new Set(catalogue.map((benefit) => benefit.id));
  const chosen = [...SELECTIONS, ...DEMO_ROSTER.selections].filter((row) => ids.has(row.benefitId));
  if (tenant.key === 'demo') {
    await db
      .insert(familyMembers)
      .values(FAMILY.map(({ key: _key, ...member }) => ({ ...member, clientId })));
  }
  await seedLifeEvents(db, tenant, moved);
  if (chosen.length === 0) return;
  const inserted = await db
    .insert(selections)
    .values(
      chosen.map((selection) => ({
        clientId,
        schemeId,
        userId: selection.userId,
        benefitId: selection.benefitId,
        status: selection.status,
        planId: planId(selection.benefitId, selection.plan),
        values: selection.values ?? {},
        startDate: selection.startDate ? moved(selection.startDate) : null,
        endDate: selection.endDate ? moved(selection.endDate) : null,
        submittedAt: selection.status === 'temporary' ? null : seededAt(submittedOnOf(selection)),
        createdAt: options.publishedAt,
        updatedAt: options.publishedAt,
      })),
    )
    .returning({ id: selections.id, status: selections.status });
  // Each seeded selection's history: submitted a month before it started (or early in the open window), and
  // decided by the employer or opted out of later.
  const employer = tenant.key === 'demo' ? USER_IDS.demoEmployer : USER_IDS.northwindEmployer;
  const events = chosen.flatMap((selection, index): (typeof selectionEvents.$inferInsert)[] => {
    const submittedOn = submittedOnOf(selection);
    const base = { clientId, selectionId: inserted[index]!.id, version: 1, actorId: selection.userId };
    const submitted = { ...base, at: seededAt(submittedOn) };
    if (selection.status === 'temporary') return [{ ...submitted, fromStatus: null, toStatus: 'temporary' }];
    const first: SelectionStatus =
      selection.status === 'pending' || selection.status === 'rejected' ? 'pending' : 'approved';
    const laterOn = selection.endDate ? addDays(selection.endDate, -40) : addDays(submittedOn, 2);
    const later = {
      ...base,
      at: seededAt(laterOn),
      actorId: selection.status === 'opted-out' ? selection.userId : employer,
      fromStatus: first,
      toStatus: selection.status,
    };
    return [
      { ...submitted, fromStatus: 'temporary', toStatus: first },
      ...(selection.status === first ? [] : [later]),
    ];
  });
  await db.insert(selectionEvents).values(events);
  const covered = chosen.flatMap((selection, index) =>
    (selection.peopleCovered ?? []).map((familyMemberId) => ({
      selectionId: inserted[index]!.id,
      familyMemberId,
    })),
  );
  if (covered.length > 0) await db.insert(selectionPeopleCovered).values(covered);
  if (tenant.key === 'demo') {
    await seedPayroll(db, { clientId, schemeYear: options.schemeYear }, { today: options.today, moved });
  }
}
