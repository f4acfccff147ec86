/** The magic link: the employee's employer had a single-use sign-in link sent to them (issue 7). */
import { defineTemplate } from './define.ts';

export const magicLinkTemplate = defineTemplate<{
  firstName: string;
  /** The employer who asked for it, by name. */
  requestedBy: string;
  /** '/sso-login/mgl…' */
  linkPath: string;
  expiresInMinutes: number;
}>(({ firstName, requestedBy, linkPath, expiresInMinutes }, { brand, link }) => ({
  subject: `Your ${brand.name} sign-in link`,
  greeting: `Hello ${firstName},`,
  blocks: [
    { paragraph: `${requestedBy} has asked for a link that signs you in to your ${brand.name} account.` },
    { button: { label: 'Sign in', href: link(linkPath) } },
    {
      paragraph: `The link works once and expires in ${expiresInMinutes} minutes. If you use two factor authentication, you will still be asked for a code. Do not forward this e-mail: the link signs in as you.`,
    },
    {
      paragraph: `If you did not expect this e-mail, you can ignore it, or tell us at ${brand.supportEmail}.`,
    },
  ],
}));
