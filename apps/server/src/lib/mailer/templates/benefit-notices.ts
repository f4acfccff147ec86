/**
 * The benefits e-mails of the daily notices job (modules/benefits/benefit-notices.ts): an enrolment window has
 * opened, it closes in 7 days, and probation has ended. Each links to My benefits on the tenant's own address.
 */
import { defineTemplate } from './define.ts';

const MY_BENEFITS = '/app/my-benefits/';

/**
 * A window limited to some benefit groups names them ("Health and Protection"); `groups` is absent for one that
 * opens every group, whose words stay as they were.
 */
interface WindowNoticeData {
  firstName: string;
  schemeYear: number;
  closesOn: string;
  groups?: string;
}

/** What the window opens, as a sentence says it: "your Demo Benefits benefits", or the groups' benefits. */
const whatItOpens = (brandName: string, groups: string | undefined) =>
  groups ? `your ${groups} benefits in ${brandName}` : `your ${brandName} benefits`;

export const windowOpenedTemplate = defineTemplate<WindowNoticeData>(
  ({ firstName, schemeYear, closesOn, groups }, { brand, link }) => ({
    subject: groups
      ? `Your ${schemeYear} benefits window is open for ${groups} benefits`
      : `Your ${schemeYear} benefits window is open`,
    greeting: `Hello ${firstName},`,
    blocks: [
      {
        paragraph: `You can now choose or change ${whatItOpens(brand.name, groups)} for the ${schemeYear} scheme year, until ${closesOn}.`,
      },
      { button: { label: 'See my benefits', href: link(MY_BENEFITS) } },
      { paragraph: `Questions? Write to us at ${brand.supportEmail}.` },
    ],
  }),
);

export const windowClosingTemplate = defineTemplate<WindowNoticeData>(
  ({ firstName, schemeYear, closesOn, groups }, { brand, link }) => ({
    subject: groups
      ? `Your window for ${groups} benefits closes on ${closesOn}`
      : `Your benefits window closes on ${closesOn}`,
    greeting: `Hello ${firstName},`,
    blocks: [
      {
        paragraph: `There is a week left to choose or change ${whatItOpens(brand.name, groups)} for the ${schemeYear} scheme year: the window closes on ${closesOn}. After that, changes wait for the next window or a qualifying life event.`,
      },
      { button: { label: 'See my benefits', href: link(MY_BENEFITS) } },
    ],
  }),
);

export const probationEndedTemplate = defineTemplate<{ firstName: string; openFrom: string }>(
  ({ firstName, openFrom }, { brand, link }) => ({
    subject: `More ${brand.name} benefits are open to you`,
    greeting: `Hello ${firstName},`,
    blocks: [
      {
        paragraph: `Your probation has ended, so from ${openFrom} you can choose from all of your ${brand.name} benefits. You have 30 days to make your choices.`,
      },
      { button: { label: 'See my benefits', href: link(MY_BENEFITS) } },
    ],
  }),
);
