/**
 * GET /benefits/user/eligible's answer, serialised, kept per employee for as long as what it is worked out from
 * holds. The list is a pure function of the view's inputs (catalogue.service.ts, `ViewInputs`): the tenant's
 * catalogue and scheme years, the employee's facts, and today. Each cache hands out the same object until its
 * entry changes, and every change reaches every process as a change notice that drops the entry (the catalogue
 * cache's and the employee facts cache's topics), so comparing identities and the date is exact across
 * processes: a repeat request is three cache lookups and a write, with no eligibility, pricing or serialising.
 *
 * Kept in a WeakMap on the facts object, so an answer goes when the employee's entry goes (evicted, expired,
 * forgotten): no size cap or time to live of its own.
 */
import type { ViewInputs } from './catalogue.service.ts';
import type { EmployeeFacts } from './employee-facts-cache.ts';

interface KeptAnswer {
  rows: ViewInputs['rows'];
  schemeYears: ViewInputs['schemeYears'];
  today: ViewInputs['today'];
  json: string;
}

/** The answer as JSON: the one kept for these inputs, or `work`'s, then kept. */
export type EligibleAnswers = (inputs: ViewInputs, work: () => string) => string;

export function eligibleAnswers(): EligibleAnswers {
  const kept = new WeakMap<EmployeeFacts, KeptAnswer>();
  return (inputs, work) => {
    const found = kept.get(inputs.facts);
    if (
      found?.rows === inputs.rows &&
      found.schemeYears === inputs.schemeYears &&
      found.today === inputs.today
    ) {
      return found.json;
    }
    const json = work();
    kept.set(inputs.facts, { rows: inputs.rows, schemeYears: inputs.schemeYears, today: inputs.today, json });
    return json;
  };
}
