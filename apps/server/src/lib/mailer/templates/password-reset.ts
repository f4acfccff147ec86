/** The forgotten-password e-mail: a single-use link to choose a new password. */
import { defineTemplate } from './define.ts';

export const passwordResetTemplate = defineTemplate<{
  firstName: string;
  /** '/reset-password?token=...' */
  linkPath: string;
  expiresInMinutes: number;
}>(({ firstName, linkPath, expiresInMinutes }, { brand, link }) => ({
  subject: `Reset your ${brand.name} password`,
  greeting: `Hello ${firstName},`,
  blocks: [
    { paragraph: `We received a request to reset the password of your ${brand.name} account.` },
    { button: { label: 'Reset your password', href: link(linkPath) } },
    {
      paragraph: `The link works once and expires in ${expiresInMinutes} minutes. You will be asked for your date of birth.`,
    },
    {
      paragraph:
        'If you did not ask to reset your password, you can ignore this e-mail: your password has not changed.',
    },
  ],
}));
