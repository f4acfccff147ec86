/** Sent when two-factor authentication is turned on, so the owner hears of a change they did not make. */
import { defineTemplate } from './define.ts';

export const twoFactorEnabledTemplate = defineTemplate<{ firstName: string }>(
  ({ firstName }, { brand, link }) => ({
    subject: `Two factor authentication is now on for your ${brand.name} account`,
    greeting: `Hello ${firstName},`,
    blocks: [
      {
        paragraph: `Two factor authentication has just been enabled on your ${brand.name} account. From now on, signing in asks for a code from your authenticator app after your password. You have been signed out on your other devices.`,
      },
      {
        paragraph: `If you did not do this, reset your password straight away and tell us at ${brand.supportEmail}.`,
      },
      { button: { label: 'Reset your password', href: link('/forgotten-password/') } },
    ],
  }),
);
