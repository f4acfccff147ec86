import { z } from 'zod';
import { employmentStatusSchema, userTypeSchema } from './auth.ts';
import { employerPermissions } from './access.ts';
import { loginSetupDemoClockSchema } from './demo-clock.ts';
import { masqueradeStateSchema } from './masquerade.ts';

/** GET /api/login/setup: the spec's login setup response plus what the session state needs (spec section 3). */
export const loginSetupResponseSchema = z
  .object({
    user: z.object({
      id: z.string(),
      firstLogin: z.boolean(),
      isInsightsEnabled: z.boolean(),
      client: z.object({ id: z.string(), clientName: z.string() }).nullable(),
    }),
    client: z
      .object({
        id: z.string(),
        clientName: z.string(),
        contactUsEnabled: z.boolean(),
        clientExceptions: z.array(z.object({ code: z.string(), status: z.boolean() })),
        scheme: z
          .object({
            id: z.string(),
            schemeYear: z.number().int(),
            startsOn: z.string(),
            endsOn: z.string(),
            theme: z.object({ core: z.boolean(), primaryColour: z.string(), secondaryColour: z.string() }),
            baseFont: z.string(),
            headerFont: z.string(),
            avatarSet: z.object({ avatarsetPlainFileURL: z.string().nullable() }),
          })
          .nullable(),
      })
      .nullable(),
    cmsData: z.object({
      reference: z.string(),
      live: z.boolean(),
      /** The tenant publishes at least one FAQ (the FAQs navigation item shows). */
      faqs: z.boolean(),
      sso_access_only: z.boolean(),
    }),
    id: z.string(),
    name: z.string(),
    firstName: z.string(),
    surname: z.string(),
    email: z.string(),
    /** The address of the chosen avatar's image, or null. */
    avatar: z.string().nullable(),
    userType: userTypeSchema,
    employmentStatus: employmentStatusSchema,
    siteTermsUpdated: z.boolean(),
    termsRevision: z.number().int().nullable(),
    primary: z.string(),
    benefitBrandName: z.string(),
    supportEmail: z.string(),
    contactEmail: z.string(),
    supportNumber: z.string().nullable(),
    clientLogo: z.string().nullable(),
    brandHeaderLogo: z.string(),
    brandHeaderLogoMobile: z.string(),
    contactUsEnabled: z.boolean(),
    isDataLoadEligibilityImpactEnabled: z.boolean(),
    ssoLogoutUrl: z.string().nullable(),
    /** Two-factor is on for the user (the profile offers to disable it) or off (to enable it). */
    twoFactorEnabled: z.boolean(),
    /** The tenant requires two-factor: it cannot be disabled. */
    twoFactorEnforced: z.boolean(),
    /** An employer's permissions (a platform administrator holds every one); none for an employee. */
    permissions: z.array(z.enum(employerPermissions)),
    /**
     * Spec section 3, "masquerade" (userId)": in a masquerade session, who is acted as, for which scheme year,
     * and by whom (the banner); null otherwise. The server always sends it.
     */
    masquerade: masqueradeStateSchema.nullable().optional(),
    /** The demo's clock (issue 35): how far the portal's time is moved, or null when it is not (the banner). */
    demoClock: loginSetupDemoClockSchema.optional(),
  })
  .meta({ id: 'LoginSetupResponse' });
export type LoginSetupResponse = z.infer<typeof loginSetupResponseSchema>;

/**
 * GET /api/user: the signed-in person. Here `termsRevision` is the revision the user has accepted (null when
 * none); `siteTermsUpdated` says whether the tenant's current revision is newer.
 */
export const userSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    firstName: z.string(),
    surname: z.string(),
    name: z.string(),
    userType: userTypeSchema,
    employmentStatus: employmentStatusSchema,
    termsRevision: z.number().int().nullable(),
    siteTermsUpdated: z.boolean(),
    firstLogin: z.boolean(),
    twoFactorEnabled: z.boolean(),
    twoFactorEnforced: z.boolean(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof userSchema>;

/**
 * PATCH /api/user, each part optional but at least one given: accepting the site terms names the revision read
 * (spec: "Terms accept: termsAccepted"); `firstLoginComplete` records that the welcome carousel has been seen
 * (firstLogin becomes false); `avatar` chooses one of the tenant's avatars by value (null clears it). Names and
 * e-mail are not editable: they come from the employer's data load.
 */
export const patchUserRequestSchema = z.object({
  termsAccepted: z.boolean().optional(),
  termsRevision: z.number().int().positive().optional(),
  firstLoginComplete: z.literal(true).optional(),
  avatar: z.string().max(100).nullable().optional(),
});
export type PatchUserRequest = z.infer<typeof patchUserRequestSchema>;

export const pingResponseSchema = z.object({ status: z.literal('ok') });

/** POST /api/logout and DELETE /api/user/logout. */
export const logoutResponseSchema = z.object({ status: z.literal('ok') });
