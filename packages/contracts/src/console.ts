/**
 * The operator console (issue 35): what every area shares. A route that acts on one client names it by its
 * sub-domain, `:clientSlug`; an unknown one answers 404.
 */
import { z } from 'zod';

/** The platform's own name, in the console's header and title. */
export const PLATFORM_NAME = 'Benefits Platform';

/** The path of every console page on the web; the API's are under /api/console. */
export const CONSOLE_BASE_PATH = '/console/';

export const clientSlugParamsSchema = z.object({ clientSlug: z.string().min(1).max(63) });
export type ClientSlugParams = z.infer<typeof clientSlugParamsSchema>;

/** A change that affects employees says why; the audit trail keeps the reason. */
export const changeReasonSchema = z
  .string()
  .trim()
  .min(1, 'Please give a reason for this change')
  .max(500, 'Please keep the reason to 500 characters or fewer');

/** The answer of a console list or change that names a client. */
export const consoleClientRefSchema = z.object({ slug: z.string(), name: z.string() });
