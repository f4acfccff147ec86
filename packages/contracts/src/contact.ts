import { z } from 'zod';

/** Contact us (spec sections 2, 3 Contact enquiry payload, 5 Contact form and 7 Contact page load/send). */

export const enquiryOptionSchema = z
  .object({ label: z.string(), value: z.string() })
  .meta({ id: 'EnquiryOption' });
export type EnquiryOption = z.infer<typeof enquiryOptionSchema>;

/** GET /api/cms-content/contact: the subject choices and the information card (`content` is sanitised HTML). */
export const contactPageSchema = z
  .object({
    enquiryOptions: z.array(enquiryOptionSchema),
    pageContent: z.object({ name: z.string(), content: z.string() }),
  })
  .meta({ id: 'ContactPage' });
export type ContactPage = z.infer<typeof contactPageSchema>;

/** Longest message a person may send, in characters (after trimming). */
export const CONTACT_COMMENTS_MAX_LENGTH = 5000;
/** Enquiries one person may send per hour. */
export const CONTACT_ENQUIRIES_PER_HOUR = 5;

/**
 * POST /api/cms-content/contact. The spec's payload; the server takes the person's name, e-mail and company
 * from the signed-in user and their tenant, so `email`, `firstName`, `surname` and `company` are accepted and
 * ignored. An empty or unknown subject and empty comments answer field errors, not a validation error.
 */
export const contactEnquiryRequestSchema = z.object({
  subject: z.string().max(200).nullish(),
  comments: z.string().max(50_000).nullish(),
  email: z.string().max(500).nullish(),
  firstName: z.string().max(500).nullish(),
  surname: z.string().max(500).nullish(),
  company: z.string().max(500).nullish(),
});
export type ContactEnquiryRequest = z.infer<typeof contactEnquiryRequestSchema>;

/** Field messages of spec section 5 (Contact form), keyed as the spec's response keys them. */
export const CONTACT_SUBJECT_MESSAGE = 'Please provide a subject for your message';
export const CONTACT_COMMENTS_REQUIRED_MESSAGE = 'This field is required';
export const CONTACT_COMMENTS_TOO_LONG_MESSAGE = `Please keep your message to ${CONTACT_COMMENTS_MAX_LENGTH} characters or fewer`;
export const CONTACT_DISABLED_MESSAGE = 'Contact us is not available for your organisation.';
export const CONTACT_RATE_LIMIT_MESSAGE = `You have sent ${CONTACT_ENQUIRIES_PER_HOUR} messages in the last hour. Please wait a while before sending another.`;

export const contactFieldErrorsSchema = z.object({
  _person_enq: z.string().optional(),
  _message: z.string().optional(),
});
export type ContactFieldErrors = z.infer<typeof contactFieldErrorsSchema>;

/**
 * The answer of a send: 200 { status: 'success' }; 422 { status: 'error', errors } for field errors;
 * 403 (contact us disabled) or 429 (too many messages) { status: 'error', message }.
 */
export const contactSendSuccessSchema = z.object({ status: z.literal('success') });
export const contactSendFieldErrorSchema = z.object({
  status: z.literal('error'),
  errors: contactFieldErrorsSchema,
});
export const contactSendMessageErrorSchema = z.object({ status: z.literal('error'), message: z.string() });
export const contactSendResponseSchema = z
  .union([contactSendSuccessSchema, contactSendFieldErrorSchema, contactSendMessageErrorSchema])
  .meta({ id: 'ContactSendResponse' });
export type ContactSendResponse = z.infer<typeof contactSendResponseSchema>;
