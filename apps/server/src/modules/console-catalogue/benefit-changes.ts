/**
 * What an edit of a benefit may not change once employees have chosen it (issue 35): a selection names its plan
 * by id (`selections.plan_id`) and was priced by its kind, so a plan a selection names stays, and the kind stays
 * while any selection of the benefit exists. Appending plans, and removing one nobody chose, are fine. The
 * import's schema checks everything else; these are the console's only extra rules.
 */
import type { CheckedBenefit } from '@portal/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { benefitPlans, selections } from '../../db/schema/index.ts';
import type { FieldProblem } from '../../lib/http-error.ts';

export const KIND_KEPT_MESSAGE =
  "The kind cannot change: employees' selections of this benefit were made and priced as this kind";
export const PLAN_CHOSEN_MESSAGE = (name: string) =>
  `The plan "${name}" cannot be removed: employees' selections name it`;
export const PLAN_NOT_OURS_MESSAGE = 'This is not a plan of this benefit';
export const PLAN_TWICE_MESSAGE = 'This plan is listed twice';

interface Owned {
  clientId: string;
  benefitId: number;
}

/** The problems of the edit, by field (empty when it may be saved). Run in the change's transaction. */
export async function refusedChanges(
  tx: Database,
  owned: Owned,
  before: CheckedBenefit,
  input: CheckedBenefit,
): Promise<FieldProblem[]> {
  const problems = await planProblems(tx, owned, before, input);
  if (input.kind !== before.kind && (await anySelection(tx, owned))) {
    problems.unshift({ field: 'body.kind', message: KIND_KEPT_MESSAGE });
  }
  return problems;
}

async function planProblems(
  tx: Database,
  owned: Owned,
  before: CheckedBenefit,
  input: CheckedBenefit,
): Promise<FieldProblem[]> {
  const problems: FieldProblem[] = [];
  const storedIds = new Set(before.plans.flatMap((plan) => (plan.id ? [plan.id] : [])));
  const seen = new Set<string>();
  const newIds: { id: string; index: number }[] = [];
  for (const [index, plan] of input.plans.entries()) {
    if (!plan.id) continue;
    if (seen.has(plan.id)) problems.push({ field: `body.plans.${index}.id`, message: PLAN_TWICE_MESSAGE });
    seen.add(plan.id);
    if (!storedIds.has(plan.id)) newIds.push({ id: plan.id, index });
  }
  // A new plan's id is the console's own choice: one that is already another benefit's plan is refused.
  if (newIds.length > 0) {
    const taken = new Set(
      (
        await tx
          .select({ id: benefitPlans.id })
          .from(benefitPlans)
          .where(
            inArray(
              benefitPlans.id,
              newIds.map((plan) => plan.id),
            ),
          )
      ).map((plan) => plan.id),
    );
    for (const plan of newIds.filter((candidate) => taken.has(candidate.id))) {
      problems.push({ field: `body.plans.${plan.index}.id`, message: PLAN_NOT_OURS_MESSAGE });
    }
  }
  const removed = before.plans.filter((plan) => plan.id && !seen.has(plan.id));
  if (removed.length > 0) {
    const chosen = await chosenPlans(
      tx,
      owned,
      removed.map((plan) => plan.id!),
    );
    for (const plan of removed.filter((candidate) => chosen.has(candidate.id!))) {
      problems.push({ field: 'body.plans', message: PLAN_CHOSEN_MESSAGE(plan.name) });
    }
  }
  return problems;
}

/**
 * The plans of `ids` that a selection names, in any status or version (history keeps them). The plans' rows
 * are locked first: an employee saving a choice of one of them waits for this change, so none is removed
 * under a selection being made.
 */
async function chosenPlans(tx: Database, owned: Owned, ids: string[]): Promise<Set<string>> {
  await tx
    .select({ id: benefitPlans.id })
    .from(benefitPlans)
    .where(and(eq(benefitPlans.clientId, owned.clientId), inArray(benefitPlans.id, ids)))
    .for('update');
  const rows = await tx
    .selectDistinct({ planId: selections.planId })
    .from(selections)
    .where(and(eq(selections.clientId, owned.clientId), inArray(selections.planId, ids)));
  return new Set(rows.flatMap((row) => (row.planId ? [row.planId] : [])));
}

async function anySelection(tx: Database, owned: Owned): Promise<boolean> {
  const [found] = await tx
    .select({ id: selections.id })
    .from(selections)
    .where(and(eq(selections.clientId, owned.clientId), eq(selections.benefitId, owned.benefitId)))
    .limit(1);
  return found !== undefined;
}
