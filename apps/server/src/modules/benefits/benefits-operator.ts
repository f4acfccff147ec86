/**
 * A tenant's benefits as an operator manages them (`npm run admin -- benefits ...`): list, add from a checked
 * JSON benefit, retire. The CLI then tells running servers (CATALOGUE_TOPIC) to forget the tenant's catalogue.
 */
import type { CheckedBenefit, OperatorBenefitList } from '@portal/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { benefitGroups, benefits, schemes } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { findClientBySlug } from '../tenants/index.ts';
import { addBenefit, relateByName, retireBenefit } from './catalogue-writer.ts';

export type OperatorOutcome<T> = { ok: true; value: T } | { ok: false; message: string };

export async function currentYearOf(db: Database, slug: string) {
  const client = await findClientBySlug(db, slug);
  if (!client) return null;
  const [scheme] = await db
    .select({ id: schemes.id, year: schemes.year })
    .from(schemes)
    .where(and(eq(schemes.clientId, client.id), eq(schemes.isCurrent, true)));
  return scheme ? { clientId: client.id, schemeId: scheme.id, year: scheme.year } : null;
}

const noYear = (slug: string) => ({
  ok: false as const,
  message: `There is no tenant "${slug}" with a current scheme year`,
});

export async function listTenantBenefits(
  db: Database,
  slug: string,
): Promise<OperatorOutcome<OperatorBenefitList>> {
  const year = await currentYearOf(db, slug);
  if (!year) return noYear(slug);
  const rows = await db
    .select({
      id: benefits.id,
      name: benefits.name,
      groupCode: benefitGroups.code,
      kind: benefits.kind,
      approvalRequired: benefits.approvalRequired,
      retiredAt: benefits.retiredAt,
    })
    .from(benefits)
    .innerJoin(benefitGroups, eq(benefitGroups.id, benefits.groupId))
    .where(and(eq(benefits.clientId, year.clientId), eq(benefits.schemeId, year.schemeId)))
    .orderBy(asc(benefits.displayOrder), asc(benefits.id));
  return {
    ok: true,
    value: {
      schemeYear: year.year,
      benefits: rows.map(({ retiredAt, ...row }) => ({ ...row, retired: retiredAt !== null })),
    },
  };
}

export async function addTenantBenefit(
  db: Database,
  clock: Clock,
  slug: string,
  checked: CheckedBenefit,
): Promise<OperatorOutcome<{ clientId: string; id: number; unknownRelated: string[] }>> {
  const year = await currentYearOf(db, slug);
  if (!year) return noYear(slug);
  // Fixed ids are the demo seed's only: an operator's benefits are numbered by the database.
  const { id: _fixedId, ...input } = checked;
  const target = { clientId: year.clientId, schemeId: year.schemeId };
  const added = await db.transaction(async (tx) => {
    const existing = await tx
      .select({ id: benefits.id })
      .from(benefits)
      .where(and(eq(benefits.clientId, year.clientId), eq(benefits.schemeId, year.schemeId)));
    const id = await addBenefit(tx, target, input, {
      displayOrder: existing.length + 1,
      publishedAt: clock(),
    });
    return { id, unknownRelated: await relateByName(tx, target, id, input.related) };
  });
  return { ok: true, value: { clientId: year.clientId, ...added } };
}

export async function retireTenantBenefit(
  db: Database,
  clock: Clock,
  slug: string,
  id: number,
): Promise<OperatorOutcome<{ clientId: string }>> {
  const year = await currentYearOf(db, slug);
  if (!year) return noYear(slug);
  if (!(await retireBenefit(db, year.clientId, id, clock()))) {
    return { ok: false, message: `Benefit ${id} is not a current benefit of ${slug}` };
  }
  return { ok: true, value: { clientId: year.clientId } };
}
