/**
 * A submit, in two halves: its checks, quote and e-mail recipient before anything is written (`prepareSubmit`),
 * then its writes in the caller's transaction (`writeSubmit`): the row with the columns a submission sets, its
 * event and the e-mail. A create-and-submit and a submit of a draft both use them, each in one transaction.
 */
import {
  firstPeriodFrom,
  planProblems,
  questionsFor,
  submitProblems,
  transition,
  valueProblems,
  type BenefitChoice,
  type SelectionStatus,
} from '@portal/benefits';
import {
  CORRECT_ERRORS_MESSAGE,
  TERMS_CHANGED_MESSAGE,
  type UpdateSelectionRequest,
} from '@portal/contracts';
import type { Database } from '../../db/client.ts';
import type { NewSelectionRow, SelectionRow } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Principal } from '../../plugins/auth.ts';
import { quoteFor, type Quote } from './costs.service.ts';
import type { EmployeeBenefit } from './employee-benefit.ts';
import { mailSelection } from './selection-mail.ts';
import {
  recipientOf,
  recordEvent,
  updateIfUnchanged,
  type CoverablePerson,
  type Recipient,
} from './selection.repository.ts';
import {
  actorOf,
  MEDICAL_REVIEW_REASON,
  refuseIfProblems,
  replaceSettled,
  STALE_MESSAGE,
  type SelectionDeps,
} from './selection-steps.ts';

export interface Submit {
  to: SelectionStatus;
  choice: BenefitChoice;
  answers: readonly { questionId: string; answer: boolean }[];
  quote: Quote;
  /** Who the confirmation goes to, read beside the quote: one read fewer inside the transaction. */
  recipient: Recipient | null;
}

/**
 * A wizard opened before a new terms version was published showed the earlier text: accepting it is not
 * accepting the version the submit would record (a request that names no version accepts the current one).
 */
function termsChangedProblems(
  target: EmployeeBenefit,
  body: Pick<UpdateSelectionRequest, 'accepted_terms' | 'accepted_terms_version'>,
) {
  const shown = body.accepted_terms_version;
  const current = target.details.terms?.version;
  if (body.accepted_terms !== true || shown === undefined || current === undefined || shown === current)
    return [];
  return [{ field: 'accepted_terms', message: TERMS_CHANGED_MESSAGE }];
}

/** A submit's checks, quote and recipient, before anything is written: 400 naming each field that is wrong. */
export async function prepareSubmit(
  deps: SelectionDeps,
  principal: Principal,
  target: EmployeeBenefit,
  from: SelectionStatus,
  choice: BenefitChoice,
  family: CoverablePerson[],
  body: Pick<UpdateSelectionRequest, 'accepted_terms' | 'accepted_terms_version' | 'medicalAnswers'>,
): Promise<Submit> {
  const step = transition(from, 'submit', { approvalRequired: target.row.approvalRequired });
  if (!step.allowed) throw new HttpError(409, step.reason);
  const answers = body.medicalAnswers ?? [];
  refuseIfProblems([
    ...valueProblems(target.details, choice.values),
    ...planProblems(target.details, choice, family),
    ...submitProblems(target.details, choice, {
      acceptedTerms: body.accepted_terms === true,
      medicalAnswers: answers,
    }),
    ...termsChangedProblems(target, body),
  ]);
  const [quote, recipient] = await Promise.all([
    quoteFor(deps, target, choice),
    recipientOf(deps.db, principal.clientId, principal.userId),
  ]);
  const wage = quote.response.limits.minimumWage;
  if (wage?.breached && wage.message) {
    const field = target.details.fields[0] ? `values.${target.details.fields[0].name}` : 'planId';
    throw new HttpError(400, CORRECT_ERRORS_MESSAGE, [{ field, message: wage.message }]);
  }
  return { to: step.to, choice, answers, quote, recipient };
}

/** Writes a submit of `current` in the caller's transaction: the row, its event and the e-mail. */
export async function writeSubmit(
  tx: Database,
  deps: SelectionDeps,
  principal: Principal,
  target: EmployeeBenefit,
  current: SelectionRow,
  submit: Submit,
  people: CoverablePerson[],
  now: Date,
): Promise<SelectionRow> {
  const { choice, answers, quote } = submit;
  const changes = {
    planId: choice.planId,
    values: choice.values,
    ...submission(deps, target, current, submit.to, choice, answers, quote),
  };
  if (changes.status === 'approved') {
    await replaceSettled(
      tx,
      target.settled,
      { clientId: principal.clientId, startDate: changes.startDate ?? null },
      now,
    );
  }
  const updated = await updateIfUnchanged(
    tx,
    { clientId: principal.clientId, id: current.id, revision: current.revision },
    changes,
  );
  if (!updated) throw new HttpError(409, STALE_MESSAGE);
  await recordEvent(tx, {
    clientId: principal.clientId,
    selectionId: updated.id,
    ...actorOf(principal),
    fromStatus: current.status,
    toStatus: updated.status,
    version: updated.version,
    at: now,
  });
  await mailSelection(
    tx,
    deps.mailer,
    { template: 'selection_submitted' },
    {
      benefitName: target.row.name,
      details: target.details,
      row: updated,
      people,
      monthlyNetPence: quote.breakdown.monthly.netPence,
      monthlySavingPence: quote.breakdown.monthly.taxSavingPence + quote.breakdown.monthly.niSavingPence,
    },
    submit.recipient,
  );
  return updated;
}

/** The columns a submission sets: status, terms accepted, dates, the health answers sealed, the quote kept. */
function submission(
  deps: SelectionDeps,
  target: EmployeeBenefit,
  current: SelectionRow,
  to: SelectionStatus,
  choice: BenefitChoice,
  answers: readonly { questionId: string; answer: boolean }[],
  quote: Quote,
): Partial<NewSelectionRow> {
  const asked = new Set(questionsFor(target.details, choice.values).map((question) => question.id));
  const relevant = answers.filter((answer) => asked.has(answer.questionId));
  const declared = relevant.some((answer) => answer.answer);
  const status: SelectionStatus = declared ? 'pending' : to;
  const sealed =
    relevant.length > 0 ? deps.secrets.seal(JSON.stringify(relevant), `medical:${current.id}`) : null;
  const { today, scheme } = target.view;
  return {
    status,
    acceptedTermsVersion: target.details.terms?.version ?? null,
    submittedAt: deps.clock(),
    pendingReason: declared ? MEDICAL_REVIEW_REASON : null,
    medicalAnswers: sealed?.ciphertext ?? null,
    medicalAnswersKeyId: sealed?.keyId ?? null,
    quotedCosts: quote.response.monthly,
    startDate: status === 'approved' ? firstPeriodFrom(today, scheme.payrollCutOffDay).startsOn : null,
  };
}
