/** The console's Clients area (issue 35): the platform's clients, listed with a search. */
import { z } from 'zod';
import { changeReasonSchema } from './console.ts';
import { pagedQuerySchema, pagedResponseSchema } from './paging.ts';

export const consoleClientListQuerySchema = pagedQuerySchema({
  sortBy: ['name', 'slug', 'created_at'],
  filters: { status: z.enum(['active', 'archived']) },
});
export type ConsoleClientListQuery = z.input<typeof consoleClientListQuerySchema>;

export const consoleClientSummarySchema = z.object({
  slug: z.string(),
  name: z.string(),
  /** How many employees and employers the client has. */
  people: z.number().int().min(0),
  createdAt: z.string(),
  archivedAt: z.string().nullable(),
});
export type ConsoleClientSummary = z.infer<typeof consoleClientSummarySchema>;

export const consoleClientListSchema = pagedResponseSchema(consoleClientSummarySchema);
export type ConsoleClientList = z.infer<typeof consoleClientListSchema>;

/** Archive a client (nobody signs in on its host; its data stays) or bring it back. It affects employees: why. */
export const consoleClientArchiveSchema = z.object({
  archived: z.boolean(),
  reason: changeReasonSchema,
});
export type ConsoleClientArchive = z.infer<typeof consoleClientArchiveSchema>;
