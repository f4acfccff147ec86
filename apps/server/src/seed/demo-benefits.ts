/** Demo Ltd's twelve benefits for scheme year 2026 (shared/demo-data.md, The benefits world), by id. */
import type { SeedBenefit } from './benefit-catalogue-types.ts';
import { DEMO_COVER_BENEFITS } from './demo-benefits-cover.ts';
import { DEMO_PAY_BENEFITS } from './demo-benefits-pay.ts';

export const DEMO_BENEFITS: readonly SeedBenefit[] = [...DEMO_PAY_BENEFITS, ...DEMO_COVER_BENEFITS].sort(
  (a, b) => a.id - b.id,
);
