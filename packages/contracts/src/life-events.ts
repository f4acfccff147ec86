/**
 * Life events (spec section 7, Life events; BENEFITS.md, Family members and life events): the types a client
 * offers and what each opens, the employee's reported events with their change windows, and the employer's
 * paged list of a tenant's events with voiding. Reporting is multipart (the evidence file, when a type needs one).
 */
import { z } from 'zod';
import { LIFE_EVENT_MESSAGES } from './family-messages.ts';
import { pagedQuerySchema, pagedResponseSchema } from './paging.ts';

const isoDate = z.iso.date();
const group = z.object({ code: z.string(), name: z.string() });

export const lifeEventTypeSchema = z.object({
  id: z.string(),
  name: z.string(),
  opens: z.array(group),
  daysBefore: z.number().int(),
  daysAfter: z.number().int(),
  evidenceRequired: z.boolean(),
});
export type LifeEventType = z.infer<typeof lifeEventTypeSchema>;
export const lifeEventTypesResponseSchema = z.object({ types: z.array(lifeEventTypeSchema) });

export const lifeEventStatuses = ['open', 'closed', 'voided'] as const;

export const lifeEventSchema = z
  .object({
    id: z.string(),
    typeId: z.string(),
    typeName: z.string(),
    eventDate: isoDate,
    reportedAt: z.string(),
    opensOn: isoDate,
    /** The closed date: the last day changes are allowed. */
    closesOn: isoDate,
    status: z.enum(lifeEventStatuses),
    voidReason: z.string().nullable(),
    evidenceName: z.string().nullable(),
    /** The benefits of the employee's year the window opened (those with something to choose). */
    benefits: z.array(z.object({ id: z.number().int(), name: z.string() })),
  })
  .meta({ id: 'LifeEvent' });
export type LifeEvent = z.infer<typeof lifeEventSchema>;
export const lifeEventsResponseSchema = z.object({ events: z.array(lifeEventSchema) });
export type LifeEventsResponse = z.infer<typeof lifeEventsResponseSchema>;

/** The form fields of a report (multipart, beside the optional file `evidence`). */
export const lifeEventFieldsSchema = z.strictObject({
  typeId: z.string({ error: LIFE_EVENT_MESSAGES.type }).trim().min(1, LIFE_EVENT_MESSAGES.type).max(64),
  eventDate: z.iso.date({ error: LIFE_EVENT_MESSAGES.date }),
});

/** The employer's list (GET client/{id}/employees/life-events). */
export const tenantLifeEventsQuerySchema = pagedQuerySchema({
  sortBy: ['eventDate', 'reportedAt', 'closesOn', 'employeeName'],
  filters: {
    status: z.enum(lifeEventStatuses),
    year: z.coerce.number().int().min(2000).max(2100),
    /** A type's id (GET client/life-events/available lists them). */
    type: z.guid(),
  },
});
export type TenantLifeEventsQuery = z.infer<typeof tenantLifeEventsQuerySchema>;

export const tenantLifeEventSchema = z.object({
  id: z.string(),
  employeeId: z.string(),
  employeeName: z.string(),
  typeName: z.string(),
  eventDate: isoDate,
  reportedAt: z.string(),
  closesOn: isoDate,
  status: z.enum(lifeEventStatuses),
  voidReason: z.string().nullable(),
  evidenceName: z.string().nullable(),
});
export type TenantLifeEvent = z.infer<typeof tenantLifeEventSchema>;
export const tenantLifeEventsResponseSchema = pagedResponseSchema(tenantLifeEventSchema);

export const tenantLifeEventParamsSchema = z.object({ clientId: z.string().max(64), id: z.string().max(64) });
export const voidLifeEventRequestSchema = z.strictObject({
  status: z.literal('voided'),
  reason: z
    .string({ error: LIFE_EVENT_MESSAGES.voidReason })
    .trim()
    .min(1, LIFE_EVENT_MESSAGES.voidReason)
    .max(500),
});
