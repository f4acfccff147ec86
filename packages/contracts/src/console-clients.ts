/** The console's Clients area (issue 35): the platform's clients, listed with a search. */
import { z } from 'zod';
import { changeReasonSchema } from './console.ts';
import { RESERVED_SUBDOMAINS } from './platform.ts';
import { pagedQuerySchema, pagedResponseSchema } from './paging.ts';

export const consoleClientListQuerySchema = pagedQuerySchema({
  sortBy: ['name', 'slug', 'created_at'],
  filters: { status: z.enum(['active', 'archived']) },
});
export type ConsoleClientListQuery = z.input<typeof consoleClientListQuerySchema>;

export const consoleClientSummarySchema = z.object({
  slug: z.string(),
  name: z.string(),
  /** How many employees and employers the client has. */
  people: z.number().int().min(0),
  createdAt: z.string(),
  archivedAt: z.string().nullable(),
});
export type ConsoleClientSummary = z.infer<typeof consoleClientSummarySchema>;

export const consoleClientListSchema = pagedResponseSchema(consoleClientSummarySchema);
export type ConsoleClientList = z.infer<typeof consoleClientListSchema>;

/** Archive a client (nobody signs in on its host; its data stays) or bring it back. It affects employees: why. */
export const consoleClientArchiveSchema = z.object({
  archived: z.boolean(),
  reason: changeReasonSchema,
});
export type ConsoleClientArchive = z.infer<typeof consoleClientArchiveSchema>;

export const SUBDOMAIN_MESSAGES = {
  invalid:
    'Use 1 to 63 lower-case letters, digits and hyphens, starting and ending with a letter or digit (for example acme-ltd).',
  reserved: 'That sub-domain is reserved for the platform. Please choose another.',
  taken: 'That sub-domain is already used by another client. Please choose another.',
} as const;

const SUBDOMAIN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** A client's sub-domain: a host label no client has reserved (the server also checks it is free). */
export const subdomainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(SUBDOMAIN, SUBDOMAIN_MESSAGES.invalid)
  .refine((slug) => !(RESERVED_SUBDOMAINS as readonly string[]).includes(slug), SUBDOMAIN_MESSAGES.reserved);

const personName = (what: string) =>
  z.string().trim().min(1, `Please enter the ${what}`).max(100, `Please keep the ${what} to 100 characters`);

/**
 * An invitee's date of birth ('yyyy-mm-dd', as the date-of-birth input gives it): activation asks for it before a
 * password is set, so the e-mailed link alone never opens the account.
 */
export const INVITEE_DATE_OF_BIRTH_MESSAGE = 'Please enter their date of birth: activation asks them for it';
const inviteeDateOfBirth = z.iso
  .date(INVITEE_DATE_OF_BIRTH_MESSAGE)
  .or(z.literal(''))
  .refine((value) => value !== '', INVITEE_DATE_OF_BIRTH_MESSAGE);

/** A new client and its first employer user, who is invited by e-mail (the activation e-mail). */
export const consoleClientCreateSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, "Please enter the client's name")
    .max(200, 'Please keep the name to 200 characters'),
  slug: subdomainSchema,
  employer: z.object({
    firstName: personName('first name'),
    surname: personName('surname'),
    email: z.email('Please enter a valid e-mail address').trim().toLowerCase().max(254),
    dateOfBirth: inviteeDateOfBirth,
  }),
});
export type ConsoleClientCreate = z.input<typeof consoleClientCreateSchema>;

/** A refusal with a message by the field it is about (`slug`, `employer.email`, ...). */
export const consoleFieldErrorsSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()),
});
export type ConsoleFieldErrors = z.infer<typeof consoleFieldErrorsSchema>;

/** A client's settings as the console edits them. */
export const consoleClientSettingsSchema = z.object({
  contactUsEnabled: z.boolean(),
  ssoOnly: z.boolean(),
  insightsEnabled: z.boolean(),
  dataLoadEligibilityImpactEnabled: z.boolean(),
  twoFactorEnforced: z.boolean(),
  supportEmail: z.email('Please enter a valid e-mail address').trim().max(254),
  supportPhone: z
    .string()
    .trim()
    .max(30, 'Please keep the phone number to 30 characters')
    .regex(/^[0-9 +()-]*$/, 'Use digits, spaces, +, ( ) and - only')
    .nullable(),
});
export type ConsoleClientSettings = z.infer<typeof consoleClientSettingsSchema>;

export const SSO_ONLY_NEEDS_PROVIDER_MESSAGE =
  'This client has no single sign-on provider: add one first, or nobody could sign in.';
