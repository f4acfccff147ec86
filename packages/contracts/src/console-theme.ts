import { z } from 'zod';
import { isHexColour, normaliseHex } from './colour.ts';
import { CONTENT_IMAGE_MAX_BYTES } from './content-document.ts';
import { SELF_HOSTED_FONTS } from './constants.ts';
import { themeSchema } from './theme.ts';
import { clientSlugParamsSchema, consoleClientRefSchema } from './console.ts';
import { colourReadability, unreadableColourMessage } from './theme-contrast.ts';

/**
 * The console's theme editor (issue 35): what an operator changes of a client's theme, and the images it
 * uploads. The colours are refused when they break the readability rule (theme-contrast.ts), here, so the
 * editor's form and the server refuse the same themes.
 */

const readableColour = z
  .string()
  .trim()
  .refine(isHexColour, 'Give a colour like #00857c')
  .transform(normaliseHex)
  .superRefine((colour, ctx) => {
    const check = colourReadability(colour);
    if (!check.passes) ctx.addIssue({ code: 'custom', message: unreadableColourMessage(check) });
  });

/** A stored image of the client, or one of the portal's default logos: the server checks which. */
const imageUrl = z.string().trim().min(1, 'Choose an image').max(300);

export const consoleThemeChangeSchema = z.object({
  primaryColour: readableColour,
  secondaryColour: readableColour,
  baseFont: z.enum(SELF_HOSTED_FONTS, { message: 'Choose one of the portal’s fonts' }),
  headerFont: z.enum(SELF_HOSTED_FONTS, { message: 'Choose one of the portal’s fonts' }),
  benefitBrandName: z
    .string()
    .trim()
    .min(1, 'Give the benefit brand name')
    .max(80, 'Use at most 80 characters'),
  logoFileUrl: imageUrl,
  brandHeaderLogo: imageUrl,
  mobileLogo: imageUrl,
  avatarSet: imageUrl.nullable(),
});
export type ConsoleThemeChange = z.output<typeof consoleThemeChangeSchema>;
export type ConsoleThemeChangeInput = z.input<typeof consoleThemeChangeSchema>;

export const consoleThemeSchema = z
  .object({
    client: consoleClientRefSchema,
    theme: themeSchema,
  })
  .meta({ id: 'ConsoleTheme' });
export type ConsoleTheme = z.infer<typeof consoleThemeSchema>;

/** The images of a theme, by the field each fills. */
export const THEME_IMAGE_KINDS = ['desktop', 'mobile', 'client', 'avatarSet'] as const;
export type ThemeImageKind = (typeof THEME_IMAGE_KINDS)[number];

export const THEME_IMAGE_FIELDS = {
  desktop: 'brandHeaderLogo',
  mobile: 'mobileLogo',
  client: 'logoFileUrl',
  avatarSet: 'avatarSet',
} as const satisfies Record<ThemeImageKind, keyof ConsoleThemeChange>;

/** The spec's caps (section 10): the client logo at most 150x38, the header logos 32 px high. */
export const THEME_IMAGE_LIMITS: Record<ThemeImageKind, { maxWidth?: number; maxHeight?: number }> = {
  desktop: { maxHeight: 32 },
  mobile: { maxHeight: 32 },
  client: { maxWidth: 150, maxHeight: 38 },
  avatarSet: {},
};
export const THEME_IMAGE_MAX_BYTES = CONTENT_IMAGE_MAX_BYTES;

export const themeImageParamsSchema = clientSlugParamsSchema.extend({
  kind: z.enum(THEME_IMAGE_KINDS),
});

export const themeImageSchema = z
  .object({ url: z.string(), width: z.number().int(), height: z.number().int() })
  .meta({ id: 'ThemeImage' });
export type ThemeImage = z.infer<typeof themeImageSchema>;
