/**
 * The console's People area (issue 35): the platform administrators with their two-factor status, and each
 * client's employer users with their permissions, which an operator changes (audited).
 */
import { z } from 'zod';
import { employerPermissions } from './access.ts';
import { clientSlugParamsSchema } from './console.ts';

export const consoleAdministratorSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** Two-factor is on; an administrator without it cannot open the console. */
  twoFactor: z.boolean(),
  /** The account was activated (a password set). */
  activated: z.boolean(),
});
export type ConsoleAdministrator = z.infer<typeof consoleAdministratorSchema>;
export const consoleAdministratorListSchema = z.object({ data: z.array(consoleAdministratorSchema) });

export const consoleEmployerSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  permissions: z.array(z.enum(employerPermissions)),
  activated: z.boolean(),
});
export type ConsoleEmployer = z.infer<typeof consoleEmployerSchema>;
export const consoleEmployerListSchema = z.object({ data: z.array(consoleEmployerSchema) });

export const consoleEmployerParamsSchema = clientSlugParamsSchema.extend({ userId: z.uuid() });

export const consoleEmployerPermissionsSchema = z.object({
  permissions: z
    .array(z.enum(employerPermissions))
    .max(employerPermissions.length)
    .refine((list) => new Set(list).size === list.length, 'Each permission once'),
});
export type ConsoleEmployerPermissions = z.infer<typeof consoleEmployerPermissionsSchema>;
