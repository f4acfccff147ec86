/**
 * The employer's engagement and insights (spec sections 2 and 7: v2/client/{id}/employee-insights and
 * .../logins): who has registered, over time and by location; who signs in, how often and on what.
 */
import { z } from 'zod';

const count = z.number().int().nonnegative();

export const deviceKinds = ['desktop', 'mobile', 'tablet', 'unknown'] as const;

export const employeeInsightsSchema = z
  .object({
    /** People who signed in themselves (not a masquerade) in the last 30 days, and this calendar month. */
    activeUsers: z.object({ last30Days: count, thisMonth: count }),
    signInsLast30Days: count,
    devices: z.array(z.object({ device: z.enum(deviceKinds), signIns: count })),
    /** The last 12 months, oldest first: activations in the month and everyone registered by its end. */
    registrationByMonth: z.array(z.object({ month: z.string(), activated: count, registered: count })),
    registrationByLocation: z.array(
      z.object({
        location: z.string().nullable(),
        employees: count,
        registered: count,
        registeredPercentage: z.number(),
      }),
    ),
  })
  .meta({ id: 'EmployeeInsights' });
export type EmployeeInsights = z.infer<typeof employeeInsightsSchema>;

export const loginsQuerySchema = z.object({ by: z.enum(['day', 'week']).default('day') }).strict();
export type LoginsQuery = z.infer<typeof loginsQuerySchema>;

/** Sign-ins of the last 90 days by day, or of the last 13 weeks by week (Monday first), oldest first. */
export const loginsResponseSchema = z
  .object({
    by: z.enum(['day', 'week']),
    points: z.array(z.object({ start: z.iso.date(), signIns: count, people: count })),
  })
  .meta({ id: 'Logins' });
export type LoginsResponse = z.infer<typeof loginsResponseSchema>;
