/** A client's benefit groups (`benefit_groups`) in the order employees' catalogue lists them. */
import type { ConsoleBenefitGroup } from '@portal/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { benefitGroups } from '../../db/schema/index.ts';

export function groupsOf(db: Database, clientId: string): Promise<ConsoleBenefitGroup[]> {
  return db
    .select({ code: benefitGroups.code, name: benefitGroups.name, displayOrder: benefitGroups.displayOrder })
    .from(benefitGroups)
    .where(eq(benefitGroups.clientId, clientId))
    .orderBy(asc(benefitGroups.displayOrder), asc(benefitGroups.code));
}
