/**
 * The console's People area (issue 35): the platform administrators with their two-factor status, and each
 * client's employer users with their permissions, which an operator changes (audited).
 */
import { z } from 'zod';
import { employerPermissions } from './access.ts';
import { changeReasonSchema, clientSlugParamsSchema, consoleClientRefSchema } from './console.ts';
import { consoleClientCreateSchema } from './console-clients.ts';
import { masqueradeLauncherSchema } from './masquerade.ts';

export const consoleAdministratorSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** Two-factor is on; an administrator without it cannot open the console. */
  twoFactor: z.boolean(),
  /** The account was activated (a password set). */
  activated: z.boolean(),
  /** When they last signed in themselves (ISO 8601); null when no sign-in is recorded. */
  lastSignInAt: z.string().nullable(),
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

const permissionListSchema = z
  .array(z.enum(employerPermissions))
  .max(employerPermissions.length)
  .refine((list) => new Set(list).size === list.length, 'Each permission once');

export const consoleEmployerPermissionsSchema = z.object({ permissions: permissionListSchema });
export type ConsoleEmployerPermissions = z.infer<typeof consoleEmployerPermissionsSchema>;

/** A person invited by the activation e-mail: the same fields as a new client's first employer user. */
export const consolePersonInviteSchema = consoleClientCreateSchema.shape.employer;
export type ConsolePersonInvite = z.input<typeof consolePersonInviteSchema>;

/** A new platform administrator (two-factor is set up at their first sign-in, as for every administrator). */
export const consoleAdministratorInviteSchema = consolePersonInviteSchema;
export type ConsoleAdministratorInvite = z.input<typeof consoleAdministratorInviteSchema>;

/** A new employer user of a client, with what they may do. */
export const consoleEmployerInviteSchema = consolePersonInviteSchema.extend({
  permissions: permissionListSchema,
});
export type ConsoleEmployerInvite = z.input<typeof consoleEmployerInviteSchema>;

export const consoleAdministratorParamsSchema = z.object({ userId: z.uuid() });

/** Removing an administrator says why; the audit trail keeps it. */
export const consoleAdministratorRemovalSchema = z.object({ reason: changeReasonSchema });
export type ConsoleAdministratorRemoval = z.infer<typeof consoleAdministratorRemovalSchema>;

export const CONSOLE_PEOPLE_MESSAGES = {
  adminEmailTaken: 'That e-mail address already belongs to a platform administrator.',
  employerEmailTaken: 'That e-mail address is already used by someone in this client.',
  removeYourself: 'You cannot remove yourself. Please ask another administrator.',
  removeLast: 'This is the last platform administrator, who cannot be removed.',
} as const;

/**
 * What the console's masquerade needs besides the search: the client, whether it is archived (then no link is
 * made) and its scheme years, newest first.
 */
export const consoleMasqueradeSchema = z.object({
  client: consoleClientRefSchema,
  archived: z.boolean(),
  schemeYears: masqueradeLauncherSchema.shape.schemeYears,
});
export type ConsoleMasquerade = z.infer<typeof consoleMasqueradeSchema>;

export const consoleMasqueradeParamsSchema = clientSlugParamsSchema.extend({ userId: z.uuid() });
