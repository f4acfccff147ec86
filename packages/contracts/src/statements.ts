/**
 * Money over time (spec sections 3 and 7; BENEFITS.md): statements of a benefit group's monthly contributions,
 * the total reward statement (card and page) and childcare vouchers.
 * Amounts are pounds.
 */
import { z } from 'zod';

/** A benefit group by its code (`health`, `ccv`): the spec's benefit-group id. */
export const benefitGroupParamsSchema = z.object({ id: z.string().regex(/^[a-z0-9-]{1,40}$/) });

/** Spec section 3, Statement entry: one month of a group's contributions, oldest first (the web reverses). */
export const statementEntrySchema = z.object({
  month: z.number().int().min(1).max(12),
  year: z.number().int(),
  employeeContribution: z.number(),
  employerContribution: z.number(),
});
export type StatementEntry = z.infer<typeof statementEntrySchema>;
export const contributionsResponseSchema = z.array(statementEntrySchema);

/** One benefit's part of a year: what the employee paid, what the employer paid, and what tax and NI saved. */
export const rewardLineSchema = z.object({
  benefitId: z.number().int(),
  name: z.string(),
  youPaid: z.number(),
  employerPaid: z.number(),
  taxSaving: z.number(),
  niSaving: z.number(),
  /** What it is worth to the employee beyond what they paid: employer's part plus the savings. */
  value: z.number(),
});
export type RewardLine = z.infer<typeof rewardLineSchema>;

export const rewardCategorySchema = z.object({
  code: z.string(),
  name: z.string(),
  value: z.number(),
  lines: z.array(rewardLineSchema),
});
export type RewardCategory = z.infer<typeof rewardCategorySchema>;

/** One scheme year of the total reward statement, to the last month payroll has run. */
export const rewardYearSchema = z.object({
  year: z.number().int(),
  /** `2026/27`. */
  label: z.string(),
  /** The first and last pay periods the figures cover (`2026-04`, `2026-10`). */
  from: z.string(),
  to: z.string(),
  months: z.number().int(),
  /** Salary paid in those months. */
  salary: z.number(),
  employerContributions: z.number(),
  savings: z.number(),
  youPaid: z.number(),
  /** Everything the benefits are worth beyond what the employee paid. */
  benefitsValue: z.number(),
  /** Salary plus the benefits' value. */
  total: z.number(),
  categories: z.array(rewardCategorySchema),
});
export type RewardYear = z.infer<typeof rewardYearSchema>;

/** GET user/selections/mtb/page: every year with statements, newest first. */
export const totalRewardPageSchema = z.object({ years: z.array(rewardYearSchema) });
export type TotalRewardPage = z.infer<typeof totalRewardPageSchema>;

/** GET user/selections/mtb/card: the newest year's headline, or null before any payroll run. */
export const totalRewardCardSchema = z.object({
  year: rewardYearSchema.omit({ categories: true }).nullable(),
});
export type TotalRewardCard = z.infer<typeof totalRewardCardSchema>;

/** Spec section 3, Voucher manage response: orders to registered childcare providers. */
export const voucherOrderSchema = z.object({
  id: z.string(),
  memberName: z.string(),
  providerName: z.string(),
  register: z.string(),
  registrationNumber: z.string(),
  amount: z.number(),
  reference: z.string().nullable(),
  /** When it was placed (yyyy-MM-dd), or null for a saved one. */
  placedOn: z.string().nullable(),
  savedOn: z.string(),
});
export type VoucherOrder = z.infer<typeof voucherOrderSchema>;

export const voucherManageResponseSchema = z.object({
  nextVoucherDate: z.string(),
  placedOrders: z.array(voucherOrderSchema),
  savedOrders: z.array(voucherOrderSchema),
});
export type VoucherManageResponse = z.infer<typeof voucherManageResponseSchema>;

/** The voucher management frame's single-use code (60 seconds), for the frame's `bearerToken`. */
export const voucherFrameCodeSchema = z.object({ code: z.string(), expiresAt: z.string() });
