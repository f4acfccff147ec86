/** Sent when repeated failed sign-ins lock an account, so its owner knows someone tried. */
import { defineTemplate } from './define.ts';

export const accountLockedTemplate = defineTemplate<{ firstName: string; lockedMinutes: number }>(
  ({ firstName, lockedMinutes }, { brand, link }) => ({
    subject: `Your ${brand.name} account has been locked`,
    greeting: `Hello ${firstName},`,
    blocks: [
      {
        paragraph: `There have been several unsuccessful attempts to sign in to your ${brand.name} account, so we have locked it for ${lockedMinutes} minutes to keep it safe.`,
      },
      {
        paragraph:
          'If this was you, you can try again once the time is up, or reset your password now. If it was not you, we recommend that you reset your password.',
      },
      { button: { label: 'Reset your password', href: link('/forgotten-password/') } },
      { paragraph: `If you are concerned, contact us at ${brand.supportEmail}.` },
    ],
  }),
);
