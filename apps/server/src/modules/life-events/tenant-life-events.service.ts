/**
 * The employer's side of life events: a tenant's events, paged, and voiding one with a reason (audited; its
 * window closes, the selections changed in it stay, flagged for review, and the employee is e-mailed the reason
 * in the same transaction). The employer is not e-mailed for each event: the life-event report lists them.
 */
import { lifeEventStatus, longDate, ukDateOf, type IsoDate } from '@portal/benefits';
import type { TenantLifeEvent, TenantLifeEventsQuery } from '@portal/contracts';
import { recordAudit } from '../../lib/audit.ts';
import { HttpError } from '../../lib/http-error.ts';
import { pageOf } from '../../lib/paging.ts';
import type { Principal } from '../../plugins/auth.ts';
import type { Mailer } from '../../lib/mailer/index.ts';
import type { LifeEventDeps } from './life-events.service.ts';
import {
  employeeOf,
  eventOf,
  evidenceOf,
  tenantEventsSource,
  voidEvent,
  type TenantEventRow,
} from './life-events.repository.ts';

const NOT_FOUND = 'That life event does not exist';

function presentTenantEvent(row: TenantEventRow, today: IsoDate): TenantLifeEvent {
  return {
    id: row.id,
    employeeId: row.userId,
    employeeName: row.employeeName,
    typeName: row.typeName,
    eventDate: row.eventDate,
    reportedAt: row.reportedAt.toISOString(),
    closesOn: row.closesOn,
    status: lifeEventStatus({ voided: row.voidedAt !== null, closesOn: row.closesOn }, today),
    voidReason: row.voidReason,
    evidenceName: row.evidenceName,
  };
}

export async function tenantLifeEvents(
  deps: LifeEventDeps,
  principal: Principal,
  query: TenantLifeEventsQuery,
) {
  const today = ukDateOf(deps.clock());
  const page = await pageOf(query, tenantEventsSource(deps.db, principal.clientId, query, today), (row) =>
    presentTenantEvent(row, today),
  );
  const filters = Object.fromEntries(
    Object.entries({
      status: query['filter[status]'],
      year: query['filter[year]'],
      type: query['filter[type]'],
      search: query.search,
    }).filter(([, value]) => value !== undefined && value !== ''),
  );
  return { ...page, filters };
}

export async function voidLifeEvent(
  deps: LifeEventDeps & { mailer: Mailer },
  principal: Principal,
  id: string,
  reason: string,
) {
  const event = await eventOf(deps.db, principal.clientId, id);
  if (!event) throw new HttpError(404, NOT_FOUND);
  const now = deps.clock();
  const flagged = await voidEvent(
    deps.db,
    { ...event, clientId: principal.clientId },
    { userId: principal.userId, reason, at: now },
    async (tx) => {
      const employee = await employeeOf(tx, principal.clientId, event.userId);
      if (!employee) return;
      await deps.mailer.send(
        {
          template: 'life_event_voided',
          clientId: principal.clientId,
          to: employee.email,
          data: {
            firstName: employee.firstName,
            typeName: event.typeName,
            eventDate: longDate(event.eventDate),
            reason,
          },
        },
        tx,
      );
    },
  );
  if (flagged === null) throw new HttpError(409, 'That life event has already been voided');
  deps.employees.forgetEmployee(event.userId);
  await recordAudit(deps.db, {
    type: 'life_event.voided',
    clientId: principal.clientId,
    userId: principal.userId,
    detail: { lifeEventId: event.id, employeeId: event.userId, reason, selectionsFlagged: flagged },
    at: now,
  });
  const updated = await eventOf(deps.db, principal.clientId, id);
  return presentTenantEvent(updated!, ukDateOf(now));
}

export async function lifeEventEvidence(deps: LifeEventDeps, principal: Principal, id: string) {
  const evidence = await evidenceOf(deps.db, principal.clientId, id);
  if (!evidence) throw new HttpError(404, 'That life event has no evidence');
  return evidence;
}
