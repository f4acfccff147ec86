/**
 * The employee's life events (BENEFITS.md, Family members and life events): the types their employer offers,
 * the events they reported with the window each opened, and reporting one (a date neither in the future nor more
 * than 30 days ago; evidence, when the type requires it, checked by its content). Reporting opens the window at
 * once: the employee's benefit facts are forgotten after it commits, so eligibility reads the new window.
 */
import {
  groupNameOf,
  lifeEventDateProblem,
  lifeEventDaysAfter,
  lifeEventStatus,
  lifeEventWindow,
  needsChoice,
  ukDateOf,
  type IsoDate,
} from '@portal/benefits';
import {
  CORRECT_ERRORS_MESSAGE,
  LIFE_EVENT_MESSAGES,
  lifeEventFieldsSchema,
  type LifeEvent,
  type LifeEventType,
} from '@portal/contracts';
import type { Database } from '../../db/client.ts';
import { inTurn } from '../../db/in-turn.ts';
import { masqueradeDetail, recordAudit } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import { checkedFormFields } from '../../lib/form-fields.ts';
import { HttpError } from '../../lib/http-error.ts';
import {
  checkedDocument,
  DOCUMENT_MARKUP_MESSAGE,
  type DocumentUpload,
} from '../../lib/uploaded-document.ts';
import type { Principal } from '../../plugins/auth.ts';
import {
  eligibilityFor,
  schemeYearsFrom,
  viewFor,
  type CatalogueDeps,
  type EmployeeView,
} from '../benefits/index.ts';
import {
  eventsOf,
  groupNamesOf,
  insertEvent,
  sameEventOf,
  typesOf,
  type EventListRow,
} from './life-events.repository.ts';

export type LifeEventDeps = CatalogueDeps & { db: Database; clock: Clock };

/**
 * How many days after an event on `date` its type's window stays open: the type's own, else the scheme year's
 * life-event window length (the year the date falls in, else the current one; lifeEventDaysAfter).
 */
async function daysAfterOn(deps: LifeEventDeps, clientId: string, date: IsoDate) {
  const [years, [current]] = await Promise.all([
    schemeYearsFrom(deps.db, clientId, 0),
    deps.cache.schemeYears(clientId, null),
  ]);
  return (daysAfter: number | null) => lifeEventDaysAfter(daysAfter, years, date, current ?? null);
}

export async function availableTypes(
  deps: LifeEventDeps,
  principal: Principal,
): Promise<{ types: LifeEventType[] }> {
  const [types, names, daysAfterOf] = await Promise.all([
    typesOf(deps.db, principal.clientId),
    groupNamesOf(deps.db, principal.clientId),
    // What a type opens for an event reported today.
    daysAfterOn(deps, principal.clientId, ukDateOf(deps.clock())),
  ]);
  return {
    types: types.map((type) => ({
      id: type.id,
      name: type.name,
      opens: type.groupCodes.map((code) => ({ code, name: names.get(code) ?? groupNameOf(code) })),
      daysBefore: type.daysBefore,
      daysAfter: daysAfterOf(type.daysAfter),
      evidenceRequired: type.evidenceRequired,
    })),
  };
}

/** The benefits of the employee's year in the groups an event opened that they may choose. */
function benefitsOpenedBy(view: EmployeeView, groupCodes: readonly string[]) {
  return view.rows
    .filter((row) => groupCodes.includes(row.groupCode) && needsChoice(row.kind))
    .filter((row) => eligibilityFor(view, row)?.status === 'open')
    .map((row) => ({ id: row.id, name: row.name }));
}

function presentEvent(row: EventListRow, view: EmployeeView): LifeEvent {
  const status = lifeEventStatus({ voided: row.voidedAt !== null, closesOn: row.closesOn }, view.today);
  return {
    id: row.id,
    typeId: row.typeId,
    typeName: row.typeName,
    eventDate: row.eventDate,
    reportedAt: row.reportedAt.toISOString(),
    opensOn: row.opensOn,
    closesOn: row.closesOn,
    status,
    voidReason: row.voidReason,
    evidenceName: row.evidenceName,
    benefits: status === 'open' ? benefitsOpenedBy(view, row.groupCodes) : [],
  };
}

export async function myLifeEvents(deps: LifeEventDeps, principal: Principal) {
  const [view, rows] = await Promise.all([
    viewFor(deps, principal),
    eventsOf(deps.db, principal.clientId, principal.userId),
  ]);
  return { events: rows.map((row) => presentEvent(row, view)) };
}

const refuse = (field: string, message: string) =>
  new HttpError(400, CORRECT_ERRORS_MESSAGE, [{ field, message }]);

function checkedEvidence(file: DocumentUpload['file'], required: boolean) {
  if (!file || file.content.length === 0) {
    if (required) throw refuse('evidence', LIFE_EVENT_MESSAGES.evidence);
    return null;
  }
  if (file.truncated) throw new HttpError(413, LIFE_EVENT_MESSAGES.evidence);
  const document = checkedDocument(file, 'evidence');
  if (!document.ok) {
    throw refuse(
      'evidence',
      document.reason === 'markup' ? DOCUMENT_MARKUP_MESSAGE : LIFE_EVENT_MESSAGES.evidence,
    );
  }
  const { contentType, fileName, content } = document;
  return { contentType, fileName, content };
}

export async function reportLifeEvent(deps: LifeEventDeps, principal: Principal, upload: DocumentUpload) {
  const { typeId, eventDate } = checkedFormFields(lifeEventFieldsSchema, upload.fields);
  const { clientId, userId } = principal;
  const type = (await typesOf(deps.db, clientId)).find((candidate) => candidate.id === typeId);
  if (!type) throw refuse('typeId', LIFE_EVENT_MESSAGES.type);
  const now = deps.clock();
  const problem = lifeEventDateProblem(eventDate, ukDateOf(now));
  if (problem) {
    throw refuse('eventDate', problem === 'future' ? LIFE_EVENT_MESSAGES.future : LIFE_EVENT_MESSAGES.tooOld);
  }
  const evidence = checkedEvidence(upload.file, type.evidenceRequired);
  const daysAfter = (await daysAfterOn(deps, clientId, eventDate))(type.daysAfter);
  const window = lifeEventWindow(eventDate, { daysBefore: type.daysBefore, daysAfter });
  // One employee's reports take turns: the same event reported twice at once (a double click) is refused.
  const row = await inTurn(deps.db, ['life-event', clientId, userId], async (tx) => {
    if (await sameEventOf(tx, { clientId, userId, typeId, eventDate })) {
      throw new HttpError(409, 'You have already reported this life event');
    }
    const reported = await insertEvent(
      tx,
      { clientId, userId, typeId, eventDate, reportedAt: now, ...window, createdAt: now, updatedAt: now },
      evidence,
    );
    await recordAudit(tx, {
      type: 'life_event.reported',
      clientId,
      userId,
      detail: {
        lifeEventId: reported.id,
        type: type.name,
        eventDate,
        closesOn: reported.closesOn,
        ...masqueradeDetail(principal.masquerade),
      },
      at: now,
    });
    return reported;
  });
  deps.employees.forgetEmployee(userId);
  const view = await viewFor(deps, principal);
  return presentEvent(
    {
      ...row,
      typeName: type.name,
      groupCodes: type.groupCodes,
      evidenceName: evidence?.fileName ?? null,
    },
    view,
  );
}
