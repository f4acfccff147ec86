import { z } from 'zod';
import { withWebScheme } from './web-links.ts';

/**
 * The content document: everything a tenant publishes besides its theme, as one JSON file that an operator
 * exports, edits and imports (`npm run content -- export|import <slug>`). Importing replaces every kind of
 * content below with what the document holds; `policies` and `images` are optional. HTML is sanitised by the
 * server when it is stored.
 */
export const CONTENT_DOCUMENT_FORMAT = 'benefits-portal/content@1';

const REQUIRED = 'This field is required';
const text = (max: number) => z.string().trim().min(1, REQUIRED).max(max, `Use at most ${max} characters`);

/** A portal path (/app/faqs/) or an https:// address; a web address written without a scheme gets https://. */
export const contentLinkSchema = z
  .string()
  .trim()
  .overwrite(withWebScheme)
  .max(500, 'Use at most 500 characters')
  .regex(/^(\/(?!\/)\S*|https:\/\/\S+)$/, 'Use a portal path such as /app/faqs/ or an https:// address');

/** The name of one of the tenant's stored images (served at /api/assets/{slug}/{name}). */
export const contentImageNameSchema = z
  .string()
  .regex(
    /^[a-z0-9][a-z0-9._-]{0,99}\.(svg|png|jpg|jpeg|webp)$/,
    'Use an image name such as card-benefits.svg: lower-case letters, digits, dots, hyphens and underscores, ending .svg, .png, .jpg, .jpeg or .webp',
  );

/** Machine values (enquiry subjects, avatars): what forms send and what is stored. */
export const contentValueSchema = z
  .string()
  .regex(
    /^[a-z0-9][a-z0-9-]{0,49}$/,
    'Use lower-case letters, digits and hyphens (at most 50), such as my-benefits',
  );

const optionalImage = contentImageNameSchema.nullable().default(null);

export const contentCardSchema = z.strictObject({
  title: text(120),
  text: text(600),
  image: optionalImage,
  link: contentLinkSchema,
});

export const contentBannerSchema = z.strictObject({
  title: text(120),
  text: text(600),
  image: optionalImage,
  link: contentLinkSchema.nullable().default(null),
  linkText: text(60).nullable().default(null),
});

export const contentSlideSchema = z.strictObject({
  title: text(120),
  text: text(600),
  image: optionalImage,
});

export const contentFaqGroupSchema = z.strictObject({
  title: text(120),
  questions: z
    .array(z.strictObject({ question: text(300), answer: text(20_000) }))
    .min(1, 'A group needs at least one question')
    .max(100),
});

export const contentContactSchema = z.strictObject({
  title: text(120),
  content: text(20_000),
  enquiryOptions: z.array(z.strictObject({ label: text(80), value: contentValueSchema })).max(30),
});

export const contentAvatarSchema = z.strictObject({
  value: contentValueSchema,
  label: text(60),
  image: contentImageNameSchema,
});

/** Image types by file extension: a stored image is served with this content type. */
export const CONTENT_IMAGE_TYPES = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
} as const;
export const CONTENT_IMAGE_MAX_BYTES = 512 * 1024;

export const contentImageSchema = z
  .strictObject({
    name: contentImageNameSchema,
    /** The file's bytes in base64. */
    data: z
      .string()
      .max(
        Math.ceil(CONTENT_IMAGE_MAX_BYTES / 3) * 4,
        `Images may be at most ${CONTENT_IMAGE_MAX_BYTES / 1024} KiB`,
      )
      .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'Give the file in base64'),
  })
  .refine((image) => image.data.length > 0, { message: 'The image is empty', path: ['data'] });

const policySchema = z.strictObject({ title: text(200), content: text(200_000) });

export const contentDocumentSchema = z
  .strictObject({
    format: z.literal(CONTENT_DOCUMENT_FORMAT, { message: `Must be "${CONTENT_DOCUMENT_FORMAT}"` }),
    homePageCards: z.array(contentCardSchema).max(24),
    homePageBanners: z.array(contentBannerSchema).max(10),
    carouselSlides: z.array(contentSlideSchema).max(12),
    faqs: z.array(contentFaqGroupSchema).max(50),
    contact: contentContactSchema,
    avatars: z.array(contentAvatarSchema).max(60),
    /** Images the content names; each replaces the tenant's stored image of the same name. */
    images: z.array(contentImageSchema).max(200).default([]),
    /** Terms, privacy statement and cookie policy: a changed one is published as a new revision. */
    policies: z
      .strictObject({
        terms: policySchema.optional(),
        policy: policySchema.optional(),
        cookie: policySchema.optional(),
      })
      .optional(),
  })
  .superRefine((document, ctx) => {
    const unique = (values: string[], path: (index: number) => PropertyKey[], what: string) => {
      const seen = new Set<string>();
      values.forEach((value, index) => {
        if (seen.has(value))
          ctx.addIssue({ code: 'custom', path: path(index), message: `${what} "${value}" is used twice` });
        seen.add(value);
      });
    };
    unique(
      document.contact.enquiryOptions.map((option) => option.value),
      (index) => ['contact', 'enquiryOptions', index, 'value'],
      'The subject value',
    );
    unique(
      document.avatars.map((avatar) => avatar.value),
      (index) => ['avatars', index, 'value'],
      'The avatar value',
    );
    unique(
      document.images.map((image) => image.name),
      (index) => ['images', index, 'name'],
      'The image name',
    );
  });

export type ContentDocument = z.output<typeof contentDocumentSchema>;
export type ContentDocumentInput = z.input<typeof contentDocumentSchema>;

/** One problem of a content document, at its JSON path (`faqs[1].questions[0].answer`). */
export interface ContentDocumentIssue {
  path: string;
  message: string;
}

/** `['faqs', 1, 'questions', 0]` → `faqs[1].questions[0]`; the empty path is the document itself. */
export function formatContentPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out === '' ? String(part) : `.${String(part)}`;
  }
  return out === '' ? '(document)' : out;
}

export function contentDocumentIssues(error: z.ZodError): ContentDocumentIssue[] {
  return error.issues.map((issue) => ({ path: formatContentPath(issue.path), message: issue.message }));
}

/**
 * What an import did (`npm run content -- import`): how many of each kind the tenant now has, and the policies
 * newly published.
 */
export const contentImportSummarySchema = z.object({
  tenant: z.string(),
  homePageCards: z.number().int(),
  homePageBanners: z.number().int(),
  carouselSlides: z.number().int(),
  faqGroups: z.number().int(),
  faqQuestions: z.number().int(),
  enquiryOptions: z.number().int(),
  avatars: z.number().int(),
  images: z.number().int(),
  policiesPublished: z.array(z.enum(['terms', 'policy', 'cookie'])),
});
export type ContentImportSummary = z.infer<typeof contentImportSummarySchema>;
