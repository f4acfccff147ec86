/** Sent when the employer voids a life event the employee reported: what was voided, why, and what follows. */
import { defineTemplate } from './define.ts';

export const lifeEventVoidedTemplate = defineTemplate<{
  firstName: string;
  typeName: string;
  /** The event's date, written out ("10 November 2026"). */
  eventDate: string;
  reason: string;
}>(({ firstName, typeName, eventDate, reason }, { brand, link }) => ({
  subject: `Your life event was voided: ${typeName}`,
  greeting: `Hello ${firstName},`,
  blocks: [
    {
      paragraph: `${brand.name} has voided the life event you reported: ${typeName} on ${eventDate}. The reason given: ${reason}`,
    },
    {
      paragraph:
        'The change window it opened has closed. Any changes you made in it stay, and your employer will review them.',
    },
    { button: { label: 'See your life events', href: link('/app/home/my-profile/life-events/') } },
  ],
}));
