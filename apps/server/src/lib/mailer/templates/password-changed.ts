/** Sent after a password change or reset, so the owner hears of a change they did not make. */
import { defineTemplate } from './define.ts';

export const passwordChangedTemplate = defineTemplate<{ firstName: string }>(
  ({ firstName }, { brand, link }) => ({
    subject: `Your ${brand.name} password has been changed`,
    greeting: `Hello ${firstName},`,
    blocks: [
      {
        paragraph: `The password of your ${brand.name} account has just been changed, and you have been signed out everywhere else.`,
      },
      {
        paragraph: `If you did not change it, reset your password straight away and tell us at ${brand.supportEmail}.`,
      },
      { button: { label: 'Reset your password', href: link('/forgotten-password/') } },
    ],
  }),
);
