/** The shape of a seeded benefit: plain data, written through the same checks as the operator's import. */
import type { BenefitKind, CostRules, EligibilityRules } from '@portal/benefits';
import type { EditFieldUnit, PlanCovers } from '@portal/contracts';
import type { PartnerValueLimits } from '../db/schema/index.ts';

export type GroupCode = 'ccv' | 'health' | 'protection' | 'wellbeing' | 'financial' | 'lifestyle';

export interface SeedBenefit {
  /** Fixed, so documentation and tests can name it (`/app/my-benefits/5`). */
  id: number;
  key: string;
  group: GroupCode;
  name: string;
  provider: string;
  summary: string;
  descriptionHtml: string;
  kind: BenefitKind;
  rules?: EligibilityRules;
  approvalRequired?: boolean;
  claimable?: boolean;
  headline?: string;
  partnerValueLimits?: PartnerValueLimits;
  costRules?: CostRules;
  plans?: { name: string; monthlyPricePence: number; covers: PlanCovers }[];
  fields?: {
    name: string;
    label: string;
    unit: EditFieldUnit;
    minimum: number;
    maximum: number;
    stepSize: number;
  }[];
  medicalQuestions?: { question: string; appliesAbove: number | null }[];
  faqs: [question: string, answerHtml: string][];
  /** Keys of two related benefits. */
  related: [string, string];
}
