/**
 * The selections e-mails (BENEFITS.md, Selection lifecycle): submitted, approved, rejected with the reason, and
 * opted out. Each ends with a statement the employee can keep: the benefit, what they chose, the monthly cost
 * and the date it starts or ends.
 */
import type { MailBlock } from '../layout.ts';
import { defineTemplate } from './define.ts';

export interface SelectionStatement {
  firstName: string;
  benefitName: string;
  /** "Total hire value: £1,200", "Plan: Family", "Covers: Jamie Morgan, Ella Morgan". */
  choices: string[];
  /** "£72.00 a month after tax and National Insurance savings". */
  monthlyCost: string | null;
  /** "Starts: 1 January 2027", "Ends: 31 December 2026". */
  dateLine: string | null;
  /** The manage page of the benefit. */
  path: string;
}

function statement(data: SelectionStatement, link: (path: string) => string): MailBlock[] {
  const lines = [
    `Benefit: ${data.benefitName}`,
    ...data.choices,
    ...(data.monthlyCost ? [`Monthly cost: ${data.monthlyCost}`] : []),
    ...(data.dateLine ? [data.dateLine] : []),
  ];
  return [
    { paragraph: 'Your confirmation, to keep:' },
    ...lines.map((line) => ({ paragraph: line })),
    { button: { label: 'See this benefit', href: link(data.path) } },
  ];
}

export const selectionSubmittedTemplate = defineTemplate<SelectionStatement & { awaitingApproval: boolean }>(
  (data, { brand, link }) => ({
    subject: data.awaitingApproval
      ? `We have your ${data.benefitName} request`
      : `Your ${data.benefitName} selection is confirmed`,
    greeting: `Hello ${data.firstName},`,
    blocks: [
      {
        paragraph: data.awaitingApproval
          ? `Thank you. Your ${data.benefitName} request is with ${brand.name} for approval. We will e-mail you when it has been decided.`
          : `Thank you. Your ${data.benefitName} selection is confirmed.`,
      },
      ...statement(data, link),
    ],
  }),
);

export const selectionApprovedTemplate = defineTemplate<SelectionStatement>((data, { link }) => ({
  subject: `Your ${data.benefitName} request is approved`,
  greeting: `Hello ${data.firstName},`,
  blocks: [
    { paragraph: `Good news: your ${data.benefitName} request has been approved.` },
    ...statement(data, link),
  ],
}));

export const selectionRejectedTemplate = defineTemplate<SelectionStatement & { reason: string }>(
  (data, { brand, link }) => ({
    subject: `Your ${data.benefitName} request was not approved`,
    greeting: `Hello ${data.firstName},`,
    blocks: [
      {
        paragraph: `${brand.name} did not approve your ${data.benefitName} request. The reason given: ${data.reason}`,
      },
      { paragraph: 'You can apply again while your benefits window is open.' },
      ...statement(data, link),
    ],
  }),
);

export const selectionOptedOutTemplate = defineTemplate<SelectionStatement>((data, { link }) => ({
  subject: `You have opted out of ${data.benefitName}`,
  greeting: `Hello ${data.firstName},`,
  blocks: [
    { paragraph: `As you asked, you have opted out of ${data.benefitName}.` },
    ...statement(data, link),
  ],
}));
