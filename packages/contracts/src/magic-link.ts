import { z } from 'zod';

/**
 * Magic links (spec sections 1 and 7: "Magic link | POST | password, by scheme and employee"): an employer
 * has a single-use sign-in link (15 minutes) e-mailed to one of their own employees, by giving the
 * employer's own password. The link goes to the employee only; the answer never carries it.
 */
export const MAGIC_LINK_MINUTES = 15;

/** POST /api/magic-link/scheme/{schemeId}/employee/{userId} */
export const magicLinkRequestSchema = z.object({ password: z.string().min(1).max(1024) });
export type MagicLinkRequest = z.infer<typeof magicLinkRequestSchema>;

/** 202: the e-mail is on its way to the employee. */
export const magicLinkResponseSchema = z.object({ sent: z.literal(true) }).meta({ id: 'MagicLinkSent' });
export type MagicLinkResponse = z.infer<typeof magicLinkResponseSchema>;

export const MAGIC_LINK_WRONG_PASSWORD_MESSAGE = 'Your password is not right. Please try again.';
export const MAGIC_LINK_EMPLOYERS_ONLY_MESSAGE = 'Only an employer can send a sign-in link.';
export const MAGIC_LINK_UNKNOWN_EMPLOYEE_MESSAGE = 'There is no such employee in this scheme.';
export const MAGIC_LINK_NOT_ACTIVATED_MESSAGE =
  'This employee has not activated their account yet: please resend their welcome e-mail instead.';
export const MAGIC_LINK_RATE_LIMIT_MESSAGE =
  'You have sent too many sign-in links. Please try again in an hour.';
