import { z } from 'zod';
import { contentPageSchema, contentTypeSchema } from './content.ts';
import { changeReasonSchema, clientSlugParamsSchema, consoleClientRefSchema } from './console.ts';
import { contentDocumentSchema } from './content-document.ts';

/**
 * The console's content area (issue 35): a client's whole content document (the same one `npm run content`
 * exports and imports) and its policies, each published as a new version with a reason.
 */

/** changeReasonSchema's message for a missing reason, for a reason the server finds missing on its own. */
export const REASON_REQUIRED_MESSAGE = 'Please give a reason for this change';

export const consoleContentSchema = z
  .object({
    client: consoleClientRefSchema,
    document: contentDocumentSchema,
    /** The current version of each policy, or null where none is published. */
    policies: z.object({
      terms: contentPageSchema.nullable(),
      policy: contentPageSchema.nullable(),
      cookie: contentPageSchema.nullable(),
    }),
  })
  .meta({ id: 'ConsoleContent' });
export type ConsoleContent = z.infer<typeof consoleContentSchema>;

/**
 * A content document to import, checked by the server whole (every problem answered at its path in `errors`);
 * a reason is needed when it publishes a policy.
 */
export const consoleContentChangeSchema = z.object({
  document: z.unknown(),
  reason: z.string().trim().max(500, 'Use at most 500 characters').optional(),
});

export const policyParamsSchema = clientSlugParamsSchema.extend({ type: contentTypeSchema });

export const policyPublicationSchema = z.object({
  title: z.string().trim().min(1, 'Give the page a title').max(200, 'Use at most 200 characters'),
  html: z.string().trim().min(1, 'Write the text of the page').max(200_000, 'The text is too long'),
  reason: changeReasonSchema,
});
export type PolicyPublication = z.input<typeof policyPublicationSchema>;

/** The message by an HTML field that holds script or other active code (refused, never silently dropped). */
export const ACTIVE_HTML_MESSAGE =
  'This text holds script or other active web code (a script, an embedded frame, an event handler or a javascript: link): remove it and save again';
