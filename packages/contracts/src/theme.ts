import { z } from 'zod';

const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a colour like #00857c');

/** The spec's Theme entity (section 3), as answered by GET /api/theme. */
export const themeSchema = z
  .object({
    primaryColour: hexColour,
    secondaryColour: hexColour,
    logoFileUrl: z.string(),
    brandHeaderLogo: z.string(),
    mobileLogo: z.string(),
    supportEmail: z.string(),
    contactUsEmail: z.string(),
    benefitBrandName: z.string(),
    benefitBrandPhoneNumber: z.string().nullable(),
    avatarSet: z.string().nullable(),
    baseFont: z.string(),
    headerFont: z.string(),
  })
  .meta({ id: 'Theme' });
export type Theme = z.infer<typeof themeSchema>;

export const themeDomainParamsSchema = z.object({
  domain: z.string().max(253),
});

/**
 * What the server accepts for GET /api/theme/domain/:domain: any text, because an over-long or odd domain
 * answers the default theme rather than a validation error.
 */
export const themeLookupParamsSchema = z.object({
  domain: z
    .string()
    .describe('A host name such as northwind.portal.example; its first label names the tenant'),
});
