/**
 * The employer's people (spec sections 3 and 7, Employees and Two-factor): the employee list, its report, one
 * employee's record, the two-factor status table and its enforcement setting, and welcome e-mail resends.
 */
import { z } from 'zod';
import { distinct } from './distinct.ts';
import { selectionStatuses } from './benefits.ts';
import { employeeSortColumns } from './constants.ts';
import { pagedQuerySchema, pagedResponseSchema } from './paging.ts';

const isoDate = z.iso.date();
const flag = z.enum(['true', 'false']).transform((value) => value === 'true');
export const reportFormats = ['csv', 'xlsx'] as const;
export type ReportFormat = (typeof reportFormats)[number];

/** The registration figure (spec: totalEmployeesValues; the percentage to one decimal, spec point 9). */
export const registrationTotalsSchema = z.object({
  totalEmployees: z.number().int().nonnegative(),
  totalRegisteredEmployees: z.number().int().nonnegative(),
  registeredPercentage: z.number(),
});
export type RegistrationTotals = z.infer<typeof registrationTotalsSchema>;

/**
 * GET /api/v2/client/{clientId}/employees: `search` (name, e-mail or employee number, any case, accents
 * optional), `filter[person_activated]` (true or false), `sort_by` (`-` first for descending), `page`,
 * `per_page`. An unknown parameter, sort column or filter answers 400.
 */
export const employeeListQuerySchema = pagedQuerySchema({
  sortBy: employeeSortColumns,
  filters: { person_activated: flag },
}).strict();
export type EmployeeListQuery = z.infer<typeof employeeListQuerySchema>;

export const employeeListReportQuerySchema = employeeListQuerySchema
  .omit({ page: true, per_page: true })
  .extend({ format: z.enum(reportFormats).default('csv') })
  .strict();
export type EmployeeListReportQuery = z.infer<typeof employeeListReportQuerySchema>;

export const employeeRowSchema = z.object({
  id: z.string(),
  employeeNumber: z.string().nullable(),
  firstName: z.string(),
  surname: z.string(),
  email: z.string(),
  location: z.string().nullable(),
  employmentStatus: z.enum(['active', 'inactive', 'left']),
  /** The account has been activated: only then can a sign-in link be sent. */
  activated: z.boolean(),
  activatedAt: z.string().nullable(),
  twoFactorEnabled: z.boolean(),
});
export type EmployeeRow = z.infer<typeof employeeRowSchema>;

export const employeeListResponseSchema = pagedResponseSchema(
  employeeRowSchema,
  z.object({ person_activated: z.boolean().optional() }),
)
  .extend({ totalEmployeesValues: registrationTotalsSchema })
  .meta({ id: 'EmployeeList' });
export type EmployeeListResponse = z.infer<typeof employeeListResponseSchema>;

export const employeeParamsSchema = z.object({ clientId: z.string().max(64), employeeId: z.uuid() });

/** GET /api/client/{clientId}/employees/{employeeId}: the `view-employee-data` panel. */
export const employeeDetailSchema = z
  .object({
    employee: employeeRowSchema,
    record: z
      .object({
        salary: z.number(),
        weeklyHours: z.number(),
        taxRegion: z.enum(['england-ni', 'wales', 'scotland']),
        contractType: z.enum(['permanent', 'fixed-term', 'casual']),
        startDate: isoDate,
        probationEndDate: isoDate.nullable(),
        leaveDate: isoDate.nullable(),
      })
      .nullable(),
    /** When the last welcome e-mail (activation link) was sent; null if none is on record. */
    welcomeEmailSentAt: z.string().nullable(),
    lastSignInAt: z.string().nullable(),
    selections: z.array(
      z.object({
        id: z.string(),
        benefitName: z.string(),
        status: z.enum(selectionStatuses),
        startDate: isoDate.nullable(),
        endDate: isoDate.nullable(),
      }),
    ),
    lifeEvents: z.array(
      z.object({
        id: z.string(),
        typeName: z.string(),
        eventDate: isoDate,
        closesOn: isoDate,
        voided: z.boolean(),
      }),
    ),
  })
  .meta({ id: 'EmployeeDetail' });
export type EmployeeDetail = z.infer<typeof employeeDetailSchema>;

/**
 * GET /api/v2/client/{clientId}/employees/two-factor-authentication: `search`, `filter[person_mfa_secret]`
 * (true: two-factor on), `page`, `per_page`; no sort (spec point 4). With `type=employeeTwoFA` the same rows
 * come as a file (`format` csv or xlsx).
 */
export const twoFactorListQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).default(1),
    per_page: employeeListQuerySchema.shape.per_page,
    search: employeeListQuerySchema.shape.search,
    'filter[person_mfa_secret]': flag.optional(),
    type: z.literal('employeeTwoFA').optional(),
    format: z.enum(reportFormats).default('csv'),
  })
  .strict();
export type TwoFactorListQuery = z.infer<typeof twoFactorListQuerySchema>;

export const twoFactorRowSchema = z.object({
  id: z.string(),
  employeeNumber: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  twoFactorEnabled: z.boolean(),
  twoFactorEnabledAt: z.string().nullable(),
});
export type TwoFactorRow = z.infer<typeof twoFactorRowSchema>;

export const twoFactorListResponseSchema = pagedResponseSchema(
  twoFactorRowSchema,
  z.object({ person_mfa_secret: z.boolean().optional() }),
)
  .extend({ isEnforcementTwoFAEnabled: z.boolean() })
  .meta({ id: 'TwoFactorList' });
export type TwoFactorListResponse = z.infer<typeof twoFactorListResponseSchema>;

/** .../two-factor-authentication/enforcement-setting: read, and change (needs `settings`; audited). */
export const enforcementSettingSchema = z
  .object({ isEnforcementTwoFAEnabled: z.boolean() })
  .strict()
  .meta({ id: 'TwoFactorEnforcement' });
export type EnforcementSetting = z.infer<typeof enforcementSettingSchema>;

/** POST /api/companies/{clientId}/welcome-email-resends: every employee not yet activated, or those listed. */
export const bulkWelcomeResendRequestSchema = z
  .object({ employeeIds: distinct(z.array(z.uuid()).min(1).max(1000)).optional() })
  .strict();
export type BulkWelcomeResendRequest = z.infer<typeof bulkWelcomeResendRequestSchema>;

export const welcomeResendSkipReasons = ['activated', 'sent-recently', 'not-found'] as const;
export type WelcomeResendSkipReason = (typeof welcomeResendSkipReasons)[number];

export const bulkWelcomeResendResponseSchema = z
  .object({
    /** How many welcome e-mails were queued (each sent by the outbox, in batches). */
    queued: z.number().int().nonnegative(),
    skipped: z.array(z.object({ employeeId: z.string(), reason: z.enum(welcomeResendSkipReasons) })),
  })
  .meta({ id: 'BulkWelcomeResend' });
export type BulkWelcomeResendResponse = z.infer<typeof bulkWelcomeResendResponseSchema>;

/** POST /api/employees/{employeeId}/welcome-email-resends: one employee's fresh activation link. */
export const welcomeResendParamsSchema = z.object({ employeeId: z.uuid() });
export const welcomeResendResponseSchema = z
  .object({ sentTo: z.string(), sentAt: z.string() })
  .meta({ id: 'WelcomeResend' });
export type WelcomeResendResponse = z.infer<typeof welcomeResendResponseSchema>;

/** Texts the server answers (spec section 8 style: shown as they are). */
export const WELCOME_RESEND_TOO_SOON_MESSAGE =
  'A welcome e-mail was sent to this employee less than an hour ago. Please try again later.';
export const WELCOME_RESEND_ACTIVATED_MESSAGE = 'This employee has already activated their account.';
