import type { CostsResponse } from '@portal/contracts/selections';

export type CostRowName = 'gross' | 'taxSaving' | 'niSaving' | 'net' | 'employerContribution';

/**
 * The lines of a cost breakdown as a table shows them, a month and a year each: gross, the tax and National
 * Insurance saved, net, and the employer's contribution when there is one. None while no costs are known.
 */
export function costRowsOf(costs: CostsResponse | undefined): (readonly [CostRowName, number, number])[] {
  if (!costs) return [];
  const names: CostRowName[] = ['gross', 'taxSaving', 'niSaving', 'net'];
  if (costs.monthly.employerContribution > 0) names.push('employerContribution');
  return names.map((name) => [name, costs.monthly[name], costs.yearly[name]] as const);
}
