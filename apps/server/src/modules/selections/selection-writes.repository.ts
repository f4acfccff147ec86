/**
 * The employee's two busiest writes, each one statement prepared once per pooled connection (issue 34): a save
 * and a submit. Each updates the selection's row only if nobody has written it since it was read (its revision
 * unchanged, still live). A submit then writes, from the row it wrote and only if it wrote one, its event and
 * its e-mail's outbox row: PostgreSQL runs a statement's data-modifying parts together and all or nothing, so
 * this is the transaction it replaces (begin, three writes, commit) in one round trip, and drizzle builds
 * nothing per request. Measured in docs/decisions.md.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { SelectionStatus } from '@portal/benefits';
import type { Database } from '../../db/client.ts';
import { preparedPerHandle } from '../../db/prepared.ts';
import {
  outboxMessages,
  selectionEvents,
  selections,
  type NewSelectionRow,
  type SelectionRow,
} from '../../db/schema/index.ts';
import type { ComposedMail } from '../../lib/mailer/index.ts';

/** The columns a submission sets, every one of them (the statement names each). */
export type SubmissionColumns = Required<
  Pick<
    NewSelectionRow,
    | 'planId'
    | 'values'
    | 'status'
    | 'acceptedTermsVersion'
    | 'pendingReason'
    | 'medicalAnswers'
    | 'medicalAnswersKeyId'
    | 'startDate'
  >
> & { submittedAt: Date; quotedCosts: Record<string, unknown> };

/** The live row a write names, at the revision its writer read. */
export interface SelectionKey {
  clientId: string;
  id: string;
  revision: number;
}

export interface Submission {
  key: SelectionKey;
  columns: SubmissionColumns;
  event: { actorId: string | null; actedAsEmployee: boolean; fromStatus: SelectionStatus; at: Date };
  /** The confirmation, composed by the mailer; null when the employee has no address to send it to. */
  mail: ComposedMail | null;
}

const p = sql.placeholder;
/** The row named, live, at the revision its writer read. */
const unchangedSinceRead = and(
  eq(selections.clientId, p('clientId')),
  eq(selections.id, p('id')),
  eq(selections.revision, p('revision')),
  isNull(selections.supersededAt),
);

/**
 * A value of the statement's, given at each run: in a SET its column's type is PostgreSQL's to infer, and the
 * value goes to `pg` as it is (the two JSON columns are written as text for that).
 */
const param = (name: string) => sql`${p(name)}`;

const submissionStatement = preparedPerHandle((db) => {
  const written = db.$with('written').as(
    db
      .update(selections)
      .set({
        planId: param('planId'),
        values: param('values'),
        status: param('status'),
        acceptedTermsVersion: param('acceptedTermsVersion'),
        submittedAt: param('submittedAt'),
        pendingReason: param('pendingReason'),
        medicalAnswers: param('medicalAnswers'),
        medicalAnswersKeyId: param('medicalAnswersKeyId'),
        quotedCosts: param('quotedCosts'),
        startDate: param('startDate'),
        revision: sql`${selections.revision} + 1`,
        updatedAt: param('updatedAt'),
      })
      .where(unchangedSinceRead)
      .returning(),
  );
  // Written by hand: drizzle's insert-from-select names every column of the table, the generated ones too.
  // Parameters in a select list have no type of their own: each is cast to its column's.
  const event = db.$with('event', {}).as(sql`
    insert into ${selectionEvents} (client_id, selection_id, actor_id, acted_as_employee, from_status, to_status,
      version, at)
    select client_id, id, ${p('actorId')}::uuid, ${p('actedAsEmployee')}::boolean, ${p('fromStatus')}::text,
      status, version, ${p('at')}::timestamptz
    from ${written}`);
  const mail = db.$with('mail', {}).as(sql`
    insert into ${outboxMessages} (id, client_id, template, to_address, reply_to, subject, html, text, links,
      status, created_at)
    select ${p('mailId')}::uuid, client_id, ${p('mailTemplate')}::text, ${p('mailTo')}::text,
      ${p('mailReplyTo')}::text, ${p('mailSubject')}::text, ${p('mailHtml')}::text, ${p('mailText')}::text,
      ${p('mailLinks')}::jsonb, ${p('mailStatus')}::text, ${p('mailCreatedAt')}::timestamptz
    from ${written}
    where ${p('mailed')}::boolean`);
  return db.with(written, event, mail).select().from(written).prepare('write_submission');
});

/** Writes a submission; the row as written, or null when another write came first or it is no longer live. */
export async function writeSubmission(db: Database, submission: Submission): Promise<SelectionRow | null> {
  const { key, columns, event, mail } = submission;
  const [row] = await submissionStatement(db).execute({
    ...columns,
    values: JSON.stringify(columns.values),
    quotedCosts: JSON.stringify(columns.quotedCosts),
    updatedAt: new Date(),
    ...key,
    ...event,
    mailed: mail !== null,
    mailId: mail?.id ?? null,
    mailTemplate: mail?.template ?? null,
    mailTo: mail?.toAddress ?? null,
    mailReplyTo: mail?.replyTo ?? null,
    mailSubject: mail?.subject ?? null,
    mailHtml: mail?.html ?? null,
    mailText: mail?.text ?? null,
    mailLinks: JSON.stringify(mail?.links ?? []),
    mailStatus: mail?.status ?? null,
    mailCreatedAt: mail?.createdAt ?? null,
  });
  return row ?? null;
}

const saveStatement = preparedPerHandle((db) =>
  db
    .update(selections)
    .set({
      planId: param('planId'),
      values: param('values'),
      revision: sql`${selections.revision} + 1`,
      updatedAt: param('updatedAt'),
    })
    .where(unchangedSinceRead)
    .returning()
    .prepare('save_selection'),
);

/** Saves a draft's choice; the row as written, or null when another write came first or it is not live. */
export async function saveIfUnchanged(
  db: Database,
  key: SelectionKey,
  choice: { planId: string | null; values: Record<string, number> },
): Promise<SelectionRow | null> {
  const [row] = await saveStatement(db).execute({
    ...key,
    planId: choice.planId,
    values: JSON.stringify(choice.values),
    updatedAt: new Date(),
  });
  return row ?? null;
}
