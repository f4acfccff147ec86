/**
 * The benefits catalogue (issue 15): what an employee can have and why. GET /api/benefits/user/eligible,
 * /api/benefits/filters, /api/benefit/:id (and with-selection, related_FAQ, related_benefits), /api/ccv/balance.
 */
import { defineModule } from '../../lib/app-context.ts';

export { benefitInputSchema, type BenefitInput, type CheckedBenefit } from './catalogue-input.ts';
export { addBenefit, relateByName, retireBenefit, type CatalogueTarget } from './catalogue-writer.ts';

export const benefitsModule = defineModule('benefits', async () => {});
