/** Sent when two-factor authentication is turned off: the account is now protected by its password alone. */
import { defineTemplate } from './define.ts';

export const twoFactorDisabledTemplate = defineTemplate<{ firstName: string }>(
  ({ firstName }, { brand, link }) => ({
    subject: `Two factor authentication has been disabled on your ${brand.name} account`,
    greeting: `Hello ${firstName},`,
    blocks: [
      {
        paragraph: `Two factor authentication has just been disabled on your ${brand.name} account, so signing in now needs only your password, and you have been signed out on your other devices. You can enable it again from your profile at any time.`,
      },
      {
        paragraph: `If you did not do this, reset your password straight away and tell us at ${brand.supportEmail}.`,
      },
      { button: { label: 'Reset your password', href: link('/forgotten-password/') } },
    ],
  }),
);
