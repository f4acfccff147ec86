/**
 * An open enrolment window moved by an operator (the console's Scheme years and windows area, issue 35): each
 * active employee of the client is told the new dates, with a link to My benefits on the tenant's own address.
 */
import { defineTemplate } from './define.ts';

export const windowChangedTemplate = defineTemplate<{
  firstName: string;
  schemeYear: number;
  opensOn: string;
  closesOn: string;
}>(({ firstName, schemeYear, opensOn, closesOn }, { brand, link }) => ({
  subject: `The dates of your ${schemeYear} benefits window have changed`,
  greeting: `Hello ${firstName},`,
  blocks: [
    {
      paragraph: `The window in which you can choose or change your ${brand.name} benefits for the ${schemeYear} scheme year now runs from ${opensOn} to ${closesOn}.`,
    },
    { button: { label: 'See my benefits', href: link('/app/my-benefits/') } },
    { paragraph: `Questions? Write to us at ${brand.supportEmail}.` },
  ],
}));
