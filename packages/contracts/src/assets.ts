import { z } from 'zod';

/** GET /api/assets/:clientSlug/:name: a tenant's stored file (its logos), served with an ETag. */
export const assetParamsSchema = z.object({
  clientSlug: z.string().max(63),
  name: z.string().max(200),
});
