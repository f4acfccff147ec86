/** The statement each selection e-mail ends with, from the selection as it was written. */
import { longDate, poundsFromPence } from '@portal/benefits';
import type { SelectionRow } from '../../db/schema/index.ts';
import type { Mailer, MailRequest } from '../../lib/mailer/index.ts';
import type { SelectionStatement } from '../../lib/mailer/templates/selection-confirmations.ts';
import type { Database } from '../../db/client.ts';
import type { BenefitDetailRows } from '../benefits/index.ts';
import { presentSelection } from '../benefits/index.ts';
import { liveShapeOf } from './selection.presenter.ts';
import { recipientOf, type CoverablePerson, type Recipient } from './selection.repository.ts';

export interface StatementFacts {
  benefitName: string;
  details: BenefitDetailRows;
  row: SelectionRow;
  people: readonly CoverablePerson[];
  /** The monthly net cost in pence, when known. */
  monthlyNetPence: number | null;
  monthlySavingPence: number;
}

function statementOf(firstName: string, facts: StatementFacts): SelectionStatement {
  const summary = presentSelection(liveShapeOf(facts.row, facts.details), facts.details);
  const { row } = facts;
  const choices = [
    ...(summary.planDetails ? [`Plan: ${summary.planDetails.name}`] : []),
    ...summary.values.map((value) => `${value.label}: ${value.text}`),
    ...(facts.people.length > 0 ? [`Covers: ${facts.people.map((person) => person.name).join(', ')}`] : []),
  ];
  const monthlyCost =
    facts.monthlyNetPence === null
      ? null
      : `${poundsFromPence(facts.monthlyNetPence)} a month${facts.monthlySavingPence > 0 ? ' after your tax and National Insurance savings' : ''}`;
  const dateLine =
    row.status === 'opted-out' && row.endDate
      ? `Ends: ${longDate(row.endDate)}`
      : row.startDate
        ? `Starts: ${longDate(row.startDate)}`
        : row.status === 'pending'
          ? 'Starts: from the first pay period after approval'
          : null;
  return {
    firstName,
    benefitName: facts.benefitName,
    choices,
    monthlyCost,
    dateLine,
    path: `/app/my-benefits/${row.benefitId}/manage`,
  };
}

type Occasion =
  | { template: 'selection_submitted' }
  | { template: 'selection_approved' }
  | { template: 'selection_rejected'; reason: string }
  | { template: 'selection_opted_out' };

/** The e-mail a selection's occasion sends its employee. */
export function selectionMail(occasion: Occasion, facts: StatementFacts, recipient: Recipient): MailRequest {
  const { row } = facts;
  const data = statementOf(recipient.firstName, facts);
  const base = { clientId: row.clientId, to: recipient.email };
  switch (occasion.template) {
    case 'selection_submitted':
      return {
        ...base,
        template: 'selection_submitted',
        data: { ...data, awaitingApproval: row.status === 'pending' },
      };
    case 'selection_rejected':
      return { ...base, template: 'selection_rejected', data: { ...data, reason: occasion.reason } };
    default:
      return { ...base, template: occasion.template, data };
  }
}

/**
 * Writes the e-mail to the outbox in the caller's transaction, so it goes only if the change commits. The
 * recipient is read here unless the caller read it already.
 */
export async function mailSelection(
  db: Database,
  mailer: Mailer,
  occasion: Occasion,
  facts: StatementFacts,
  known?: Recipient | null,
): Promise<void> {
  const { row } = facts;
  const recipient = known === undefined ? await recipientOf(db, row.clientId, row.userId) : known;
  if (recipient) await mailer.send(selectionMail(occasion, facts, recipient), db);
}
