import { z } from 'zod';

/** The content types of spec section 2 (Content pages): cookie, policy (privacy) and terms. */
export const contentTypeSchema = z.enum(['terms', 'policy', 'cookie']);
export type ContentType = z.infer<typeof contentTypeSchema>;

/** One content page, as answered by GET /api/policies/*. `content` is sanitised HTML. */
export const contentPageSchema = z
  .object({
    type: contentTypeSchema,
    title: z.string(),
    content: z.string(),
    revision: z.number().int().positive(),
    updatedAt: z.string(),
  })
  .meta({ id: 'ContentPage' });
export type ContentPage = z.infer<typeof contentPageSchema>;
