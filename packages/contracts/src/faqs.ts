import { z } from 'zod';

/** GET /api/cms-content/faqs: the tenant's FAQ groups in order, each with its questions in order. */
export const faqQuestionSchema = z
  .object({
    id: z.string(),
    question: z.string(),
    /** Sanitised HTML (sanitised again by the browser before it is shown). */
    answer: z.string(),
    order: z.number().int().nonnegative(),
  })
  .meta({ id: 'FaqQuestion' });
export type FaqQuestion = z.infer<typeof faqQuestionSchema>;

export const faqGroupSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    order: z.number().int().nonnegative(),
    questions: z.array(faqQuestionSchema),
  })
  .meta({ id: 'FaqGroup' });
export type FaqGroup = z.infer<typeof faqGroupSchema>;
export const faqsResponseSchema = z.array(faqGroupSchema);
