import { z } from 'zod';

export const healthSchema = z.object({ status: z.literal('ok') });
export const readySchema = z.object({ status: z.enum(['ready', 'unavailable']) });
