/**
 * A person's message from the contact page, to the tenant's contact address. Sent with Reply-To set to the
 * person, so the tenant answers them directly; every value is escaped by the layout.
 */
import { defineTemplate } from './define.ts';

export const contactEnquiryTemplate = defineTemplate<{
  senderName: string;
  senderEmail: string;
  company: string;
  subject: string;
  comments: string;
}>(({ senderName, senderEmail, company, subject, comments }, { brand }) => ({
  subject: `Contact us: ${subject} (from ${senderName})`,
  greeting: 'Hello,',
  blocks: [
    {
      paragraph: `${senderName} (${senderEmail}) of ${company} sent this message through ${brand.name} about "${subject}":`,
    },
    // One paragraph per line the person wrote, so the message keeps its shape in both parts.
    ...comments
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter((line) => line !== '')
      .map((line) => ({ paragraph: line })),
  ],
  replyNote: `Reply to this e-mail to answer ${senderName} directly.`,
}));
