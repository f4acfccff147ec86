import { z } from 'zod';

/** Error bodies the client understands (spec section 7): message, error, or errors. */
export const errorResponseSchema = z
  .object({
    message: z.string().optional(),
    error: z.string().optional(),
    errors: z.unknown().optional(),
  })
  .meta({ id: 'ErrorResponse' });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
