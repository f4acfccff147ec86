/**
 * The employee's steps through the selection lifecycle (BENEFITS.md): start (a first choice, a reapply or a
 * change), save and submit (opting out is selection-opt-out.ts). Each step is checked against the lifecycle, the
 * change window and the benefit's rules before anything is written, and is written all or nothing with its event
 * and e-mail (a submit as one statement, selection-writes.repository.ts); a write that names a revision someone
 * else has moved on from answers 409 and writes nothing.
 */
import { planProblems, transition, valueProblems, type BenefitChoice } from '@portal/benefits';
import type { CreateSelectionRequest, UpdateSelectionRequest } from '@portal/contracts';
import type { Database } from '../../db/client.ts';
import type { SelectionRow } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Principal } from '../../plugins/auth.ts';
import type { Quote } from './costs.service.ts';
import { afterWrite, employeeBenefit, type EmployeeBenefit } from './employee-benefit.ts';
import { optOut } from './selection-opt-out.ts';
import {
  coveredNow,
  familyOf,
  type CoverablePerson,
  insertSelection,
  liveSelectionOf,
  peopleOfSelection,
  recordEvent,
  selectionRowsById,
  setPeopleCovered,
  supersede,
} from './selection.repository.ts';
import { saveIfUnchanged } from './selection-writes.repository.ts';
import {
  actorOf,
  assertMayChange,
  IN_PROGRESS_MESSAGE,
  NOT_FOUND_MESSAGE,
  refuseIfProblems,
  STALE_MESSAGE,
  type SelectionDeps,
} from './selection-steps.ts';
import { prepareSubmit, writeSubmit } from './selection-submit.ts';
import { wizardResult } from './wizard-result.ts';

/** POST benefit/{id}/selection: a first choice, a reapply or a change, as a new temporary version. */
export async function createSelection(
  deps: SelectionDeps,
  principal: Principal,
  benefitId: number,
  body: CreateSelectionRequest,
) {
  const target = await employeeBenefit(deps, principal, benefitId);
  assertMayChange(target);
  const { settled, proposal } = target;
  if (proposal?.status === 'temporary') throw new HttpError(409, IN_PROGRESS_MESSAGE);
  // A request awaiting approval is changed by withdrawing it for a new version; else the settled one is.
  const from = proposal ?? settled;
  const action = !from
    ? 'save'
    : from.status === 'approved' || from.status === 'pending'
      ? 'change'
      : 'reapply';
  const step = transition(from?.status ?? null, action, { approvalRequired: target.row.approvalRequired });
  if (!step.allowed) throw new HttpError(409, step.reason);

  const { db } = deps;
  const { clientId, userId } = principal;
  const [previous] = from ? await selectionRowsById(db, clientId, [from.id]) : [];
  const previousCovered = previous
    ? await peopleOfSelection(db, clientId, previous.id, target.view.today)
    : [];
  const previousPeople = previousCovered.map((person) => person.id);
  // A change or a reapply starts from what the employee had.
  const choice: BenefitChoice = {
    planId: body.planId !== undefined ? body.planId : (previous?.planId ?? null),
    values: body.values ?? previous?.values ?? {},
    peopleCovered: body.peopleCovered ?? previousPeople,
  };
  const family = coveredNow(await familyOf(db, clientId, userId, target.view.today));
  const people = body.peopleCovered
    ? family.filter((person) => choice.peopleCovered.includes(person.id))
    : previousCovered;
  // Create-and-submit: checked and quoted in full before anything is written, then written in one transaction.
  const submitting = body.submit
    ? prepareSubmit(deps, principal, target, 'temporary', choice, family, {
        accepted_terms: body.accepted_terms,
        accepted_terms_version: body.accepted_terms_version,
        medicalAnswers: body.medicalAnswers,
      })
    : null;
  if (!submitting) {
    refuseIfProblems([
      ...valueProblems(target.details, choice.values),
      ...planProblems(target.details, choice, family),
    ]);
  }
  const submit = submitting && (await submitting);

  const now = deps.clock();
  let row: SelectionRow;
  try {
    row = await db.transaction(async (tx) => {
      if (proposal) await supersede(tx, clientId, proposal.id, now);
      const inserted = await insertSelection(tx, {
        clientId,
        userId,
        benefitId,
        schemeId: target.view.scheme.id,
        status: 'temporary',
        planId: choice.planId,
        values: choice.values,
        version: (previous?.version ?? 0) + 1,
        previousId: previous?.id ?? null,
      });
      await setPeopleCovered(tx, inserted.id, choice.peopleCovered, { fresh: true });
      await recordEvent(tx, {
        clientId,
        selectionId: inserted.id,
        ...actorOf(principal),
        fromStatus: previous?.status ?? null,
        toStatus: 'temporary',
        version: inserted.version,
        at: now,
      });
      if (!submit) return inserted;
      return writeSubmit(deps, principal, target, inserted, submit, people, now, { tx });
    });
  } catch (error) {
    // Another request started one first: the unique index allows one proposal.
    if (isUniqueViolation(error)) throw new HttpError(409, IN_PROGRESS_MESSAGE);
    throw error;
  }
  return keepFacts(
    deps,
    principal,
    changeOf(principal, target, row, [proposal?.id], people, submit?.quote ?? null),
  );
}

/** What a write answers: the row, the benefit as it now is, the people it covers and, after a submit, its result. */
function changeOf(
  principal: Principal,
  target: EmployeeBenefit,
  row: SelectionRow,
  gone: readonly (string | undefined)[],
  people: CoverablePerson[],
  quote: Quote | null,
) {
  const refreshed = afterWrite(target, row, row.status === 'approved' ? [...gone, target.settled?.id] : gone);
  return {
    row,
    target: refreshed,
    people,
    // The quote a submit kept is the month's costs the answer shows; else they are worked out for the answer.
    costs: quote ? quote.response.monthly : undefined,
    result: quote ? wizardResult(refreshed, row, principal.tenant.name) : null,
  };
}

/**
 * After a write has committed: the benefit's versions the answer holds are what this process now keeps of the
 * employee (the others forget them), so the next step reads nothing again. A written plan the catalogue no
 * longer lists cannot be shown as the database would join it: then the employee is read again.
 */
function keepFacts(deps: SelectionDeps, principal: Principal, change: ReturnType<typeof changeOf>) {
  const { target, row } = change;
  const live = [target.settled, target.proposal].filter((selection) => selection !== null);
  const planUnlisted = live.some(
    (selection) => selection.id === row.id && row.planId !== null && !selection.plan,
  );
  if (planUnlisted) deps.employees.forgetEmployee(principal.userId);
  else
    deps.employees.replaceBenefit(principal.userId, {
      readFrom: target.view.live,
      benefitId: target.row.id,
      live,
    });
  return change;
}

/** PATCH selection/{id}: save values, submit, or opt out. */
export async function updateSelection(
  deps: SelectionDeps,
  principal: Principal,
  id: string,
  body: UpdateSelectionRequest,
) {
  const current = await liveSelectionOf(deps.db, principal.clientId, principal.userId, id);
  if (!current) throw new HttpError(404, NOT_FOUND_MESSAGE);
  const target = await employeeBenefit(deps, principal, current.benefitId);
  if (current.schemeId !== target.view.scheme.id) throw new HttpError(404, NOT_FOUND_MESSAGE);
  if (body.revision !== current.revision) throw new HttpError(409, STALE_MESSAGE);
  assertMayChange(target);
  if (body.status === 'opted-out') return optOut(deps, principal, target, current, body);

  const { db } = deps;
  // Two reads at once: one round trip's wait instead of two.
  const [people, familyRows] = await Promise.all([
    body.peopleCovered ? null : peopleOfSelection(db, principal.clientId, current.id, target.view.today),
    familyOf(db, principal.clientId, principal.userId, target.view.today),
  ]);
  const choice: BenefitChoice = {
    planId: body.planId !== undefined ? body.planId : current.planId,
    values: body.values ? { ...current.values, ...body.values } : current.values,
    peopleCovered: body.peopleCovered ?? people!.map((person) => person.id),
  };
  const family = coveredNow(familyRows);
  const covered = people ?? family.filter((person) => choice.peopleCovered.includes(person.id));
  const now = deps.clock();

  if (body.submit) {
    const submit = await prepareSubmit(deps, principal, target, current.status, choice, family, body);
    // The revision the request named: a write someone else made meanwhile answers 409.
    const named = { ...current, revision: body.revision };
    const row = await writeSubmit(deps, principal, target, named, submit, covered, now, {
      ...(body.peopleCovered !== undefined && {
        alsoWrite: (tx) => setPeopleCovered(tx, current.id, choice.peopleCovered),
      }),
    });
    return keepFacts(deps, principal, changeOf(principal, target, row, [], covered, submit.quote));
  }

  const step = transition(current.status, 'save', { approvalRequired: target.row.approvalRequired });
  if (!step.allowed) throw new HttpError(409, step.reason);
  refuseIfProblems([
    ...valueProblems(target.details, choice.values),
    ...planProblems(target.details, choice, family),
  ]);
  const save = async (handle: Database) => {
    const key = { clientId: principal.clientId, id: current.id, revision: body.revision };
    const updated = await saveIfUnchanged(handle, key, choice);
    if (!updated) throw new HttpError(409, STALE_MESSAGE);
    if (body.peopleCovered !== undefined) await setPeopleCovered(handle, updated.id, choice.peopleCovered);
    return updated;
  };
  // One statement needs no transaction; with the people covered it is three.
  const row = body.peopleCovered === undefined ? await save(db) : await db.transaction(save);
  return keepFacts(deps, principal, changeOf(principal, target, row, [], covered, null));
}
