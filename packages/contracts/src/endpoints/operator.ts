import { z } from 'zod';
import { errorResponses } from '../endpoint.ts';

/** The operator channel's routes name a tenant by its slug (a host label: at most 63 characters). */
export const operatorSlugParamsSchema = z.object({ slug: z.string().max(63) });

/** The operator channel answers 401 or 403 to a caller without the key, and 404 for an unknown tenant. */
export const operatorRefusals = errorResponses(401, 403, 404);
