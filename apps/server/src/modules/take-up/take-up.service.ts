/**
 * Benefit take-up for the employer: per benefit of the current scheme year, who could have it today, who has
 * it and who waits for approval; per benefit, the splits. Kept a minute per tenant: every figure is a count
 * over the whole roster, and a minute-old take-up figure misleads nobody.
 */
import { eligibleCriteria, needsChoice, ukDateOf } from '@portal/benefits';
import type { TakeUpDetail, TakeUpLine, TakeUpSummary } from '@portal/contracts';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import { registeredPercentage } from '../employees/index.ts';
import {
  AGE_BANDS,
  ageBand,
  currentSchemeBenefits,
  eligibleCounts,
  eligibleSplit,
  eligibleSql,
  locationLabel,
  selectionCounts,
  selectionSplits,
} from './take-up.repository.ts';

const KEEP_MS = 60_000;

export function createTakeUp(db: Database, clock: Clock) {
  // Employers opening the dashboard at once wait on one count rather than each running their own.
  const summaries = new TtlCache<TakeUpSummary>(KEEP_MS, 1_000);
  const details = new TtlCache<TakeUpDetail | null>(KEEP_MS, 5_000);

  async function summary(clientId: string): Promise<TakeUpSummary> {
    const today = ukDateOf(clock());
    const offered = await currentSchemeBenefits(db, clientId);
    const schemeId = offered[0]?.schemeId;
    if (!schemeId) return { benefits: [] };
    const [eligible, chosen] = await Promise.all([
      eligibleCounts(
        db,
        clientId,
        offered.map((benefit) => ({
          benefitId: benefit.id,
          eligible: eligibleSql(eligibleCriteria(benefit, today), benefit.id),
        })),
      ),
      selectionCounts(db, clientId, schemeId, today),
    ]);
    return {
      benefits: offered.map((benefit): TakeUpLine => {
        const counts = chosen.find((row) => row.benefitId === benefit.id);
        const eligibleCount = eligible.get(benefit.id) ?? 0;
        // Nothing to choose (employer-paid, discounts): everyone who may have it has it.
        const selected = needsChoice(benefit.kind) ? (counts?.selected ?? 0) : eligibleCount;
        return {
          benefitId: benefit.id,
          name: benefit.name,
          eligible: eligibleCount,
          selected,
          pending: counts?.pending ?? 0,
          percentage: registeredPercentage(selected, eligibleCount),
        };
      }),
    };
  }

  async function detail(clientId: string, benefitId: number): Promise<TakeUpDetail | null> {
    const today = ukDateOf(clock());
    const line = (await summaries.getOrLoad(clientId, () => summary(clientId))).benefits.find(
      (benefit) => benefit.benefitId === benefitId,
    );
    const benefit = (await currentSchemeBenefits(db, clientId)).find((offered) => offered.id === benefitId);
    if (!line || !benefit) return null;
    const eligible = eligibleSql(eligibleCriteria(benefit, today), benefitId);
    const [[byStatus, byMonth], byAgeBand, byLocation] = await Promise.all([
      selectionSplits(db, clientId, benefitId, benefit.schemeId),
      eligibleSplit(db, clientId, benefitId, eligible, today, ageBand(today)),
      eligibleSplit(db, clientId, benefitId, eligible, today, locationLabel),
    ]);
    const bandOrder = (label: string) => AGE_BANDS.indexOf(label);
    return {
      ...line,
      byStatus,
      byMonth,
      byAgeBand: byAgeBand.sort((a, b) => bandOrder(a.label) - bandOrder(b.label)),
      byLocation,
    };
  }

  return {
    summary: (clientId: string) => summaries.getOrLoad(clientId, () => summary(clientId)),
    detail: (clientId: string, benefitId: number) =>
      details.getOrLoad(`${clientId}:${benefitId}`, () => detail(clientId, benefitId)),
  };
}
export type TakeUp = ReturnType<typeof createTakeUp>;
