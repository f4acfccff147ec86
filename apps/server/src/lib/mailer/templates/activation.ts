/** The welcome e-mail: the account exists, and this single-use link activates it. */
import { defineTemplate } from './define.ts';

export const activationTemplate = defineTemplate<{
  firstName: string;
  /** '/activation/{token}' */
  linkPath: string;
  /** Shown when given. */
  expiresInDays?: number;
}>(({ firstName, linkPath, expiresInDays }, { brand, link }) => ({
  subject: `Welcome to ${brand.name}: activate your account`,
  greeting: `Hello ${firstName},`,
  blocks: [
    {
      paragraph: `Your ${brand.name} account is ready. It is where you choose and manage your workplace benefits.`,
    },
    {
      paragraph:
        'To activate it, confirm your date of birth and choose a password.' +
        (expiresInDays
          ? ` The link works once and expires in ${expiresInDays} days.`
          : ' The link works once.'),
    },
    { button: { label: 'Activate your account', href: link(linkPath) } },
  ],
}));
