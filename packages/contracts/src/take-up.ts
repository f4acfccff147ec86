/**
 * Benefit take-up for the employer (spec sections 2 and 7: client/{id}/benefit-takeup[/{id}], and for
 * insights-enabled clients v2/client/{id}/benefit-insights[/{id}], the same figures): for the current scheme
 * year, who could have each benefit today, who has it, and how that splits.
 */
import { z } from 'zod';
import { selectionStatuses } from './benefits.ts';

const count = z.number().int().nonnegative();

export const takeUpLineSchema = z.object({
  benefitId: z.number().int(),
  name: z.string(),
  /** Employees who could have it today (eligibility's rules, counted by the database). */
  eligible: count,
  /** Employees who have it (approved and not ended). */
  selected: count,
  /** Waiting for approval. */
  pending: count,
  /** Selected of eligible, to one decimal. */
  percentage: z.number(),
});
export type TakeUpLine = z.infer<typeof takeUpLineSchema>;

export const takeUpSummarySchema = z
  .object({ benefits: z.array(takeUpLineSchema) })
  .meta({ id: 'TakeUpSummary' });
export type TakeUpSummary = z.infer<typeof takeUpSummarySchema>;

const split = z.object({ label: z.string(), employees: count, selected: count });

export const takeUpDetailSchema = takeUpLineSchema
  .extend({
    byStatus: z.array(z.object({ status: z.enum(selectionStatuses), count })),
    /** Selections starting in each month of the scheme year so far, oldest first. */
    byMonth: z.array(z.object({ month: z.string(), started: count })),
    /** Eligible employees and those who have it, by age band and by location. */
    byAgeBand: z.array(split),
    byLocation: z.array(split),
  })
  .meta({ id: 'TakeUpDetail' });
export type TakeUpDetail = z.infer<typeof takeUpDetailSchema>;

export const takeUpParamsSchema = z.object({
  clientId: z.string().max(64),
  benefitId: z.coerce.number().int().positive(),
});
