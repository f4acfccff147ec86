/**
 * The templates an operator copies a benefit from: the demo catalogue's benefits (shared/demo-data.md) as
 * import documents, their terms naming the client, their related benefits by name (skipped when the client's
 * year has none of that name).
 */
import { benefitInputSchema, type ConsoleBenefitTemplates } from '@portal/contracts';
import { DEMO_BENEFITS } from '../../seed/demo-benefits.ts';
import { seedBenefitInput } from '../../seed/seed-benefit-input.ts';

const NAMES = new Map(DEMO_BENEFITS.map((benefit) => [benefit.key, benefit.name]));

export function benefitTemplates(clientName: string): ConsoleBenefitTemplates {
  return {
    templates: DEMO_BENEFITS.map((benefit) => ({
      key: benefit.key,
      document: benefitInputSchema.parse(
        seedBenefitInput(
          benefit,
          clientName,
          benefit.related.map((key) => NAMES.get(key) ?? key),
        ),
      ),
    })),
  };
}
