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
import type { SelectionRow } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Principal } from '../../plugins/auth.ts';
import { quoteFor, type Quote } from './costs.service.ts';
import type { EmployeeBenefit } from './employee-benefit.ts';
import { selectionMail } from './selection-mail.ts';
import { recipientOf, type CoverablePerson, type Recipient } from './selection.repository.ts';
import {
  actorOf,
  MEDICAL_REVIEW_REASON,
  refuseIfProblems,
  replaceSettled,
  STALE_MESSAGE,
  type SelectionDeps,
} from './selection-steps.ts';
import { writeSubmission, type SubmissionColumns } from './selection-writes.repository.ts';

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

/**
 * Writes a submit of `current`: the row, its event and its e-mail as one statement
 * (selection-writes.repository.ts), in a transaction only with what must be written beside it: `alsoWrite`'s
 * rows (the people covered), the settled version an approval replaces, or with SMTP the e-mail's delivery job;
 * `tx` is the caller's, if any. A write someone else made since `current` was read answers 409, writing nothing.
 */
export async function writeSubmit(
  deps: SelectionDeps,
  principal: Principal,
  target: EmployeeBenefit,
  current: SelectionRow,
  submit: Submit,
  people: CoverablePerson[],
  now: Date,
  options: { tx?: Database; alsoWrite?: (tx: Database) => Promise<void> } = {},
): Promise<SelectionRow> {
  const { choice, answers, quote } = submit;
  const columns: SubmissionColumns = {
    planId: choice.planId,
    values: choice.values,
    ...submission(deps, target, current, submit.to, choice, answers, quote),
  };
  // The e-mail describes the row as this statement writes it.
  const mail =
    submit.recipient &&
    (await deps.mailer.compose(
      selectionMail(
        { template: 'selection_submitted' },
        {
          benefitName: target.row.name,
          details: target.details,
          row: { ...current, ...columns },
          people,
          monthlyNetPence: quote.breakdown.monthly.netPence,
          monthlySavingPence: quote.breakdown.monthly.taxSavingPence + quote.breakdown.monthly.niSavingPence,
        },
        submit.recipient,
      ),
      options.tx ?? deps.db,
    ));
  const replacesSettled = columns.status === 'approved' && target.settled !== null;

  async function write(db: Database): Promise<SelectionRow> {
    await options.alsoWrite?.(db);
    if (replacesSettled) {
      const approved = { clientId: principal.clientId, startDate: columns.startDate };
      await replaceSettled(db, target.settled, approved, now);
    }
    const written = await writeSubmission(db, {
      key: { clientId: principal.clientId, id: current.id, revision: current.revision },
      columns,
      event: { ...actorOf(principal), fromStatus: current.status, at: now },
      mail,
    });
    if (!written) throw new HttpError(409, STALE_MESSAGE);
    if (mail) await deps.mailer.queue(mail, db);
    return written;
  }
  if (options.tx) return write(options.tx);
  const alone = !options.alsoWrite && !replacesSettled && deps.mailer.mode !== 'smtp';
  return alone ? write(deps.db) : deps.db.transaction(write);
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
): Omit<SubmissionColumns, 'planId' | 'values'> {
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
