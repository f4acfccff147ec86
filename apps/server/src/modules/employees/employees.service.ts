/** The employer's people: the list with its registration figure, the report files and one employee's record. */
import type {
  EmployeeDetail,
  EmployeeListQuery,
  EmployeeListReportQuery,
  EmployeeListResponse,
  RegistrationTotals,
  TwoFactorListQuery,
  TwoFactorListResponse,
} from '@portal/contracts';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { pageOf } from '../../lib/paging.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import {
  inBatches,
  REPORT_CONTENT_TYPES,
  reportFileName,
  reportStream,
  type ReportColumn,
  type ReportFile,
} from '../../lib/report-file.ts';
import type { Principal } from '../../plugins/auth.ts';
import {
  EMPLOYEE_REPORT_COLUMNS,
  presentEmployee,
  presentTwoFactorRow,
  TWO_FACTOR_REPORT_COLUMNS,
} from './employees.presenter.ts';
import {
  countRegistration,
  employeeActivity,
  employeeBenefitsAndEvents,
  employeeListSource,
  findEmployee,
  twoFactorSource,
  type EmployeeListRow,
} from './employees.repository.ts';
import type { PagedSource } from '../../lib/paging.ts';
import { rosterOrder, rosterSearchSource, type RosterIndexOf } from './roster-search.ts';

/** Spec section 9: the registered percentage is rounded to one decimal. */
export function registeredPercentage(registered: number, total: number): number {
  return total === 0 ? 0 : Math.round((registered / total) * 1000) / 10;
}

export async function registrationTotals(db: Database, clientId: string): Promise<RegistrationTotals> {
  const { total, registered } = await countRegistration(db, clientId);
  return {
    totalEmployees: total,
    totalRegisteredEmployees: registered,
    registeredPercentage: registeredPercentage(registered, total),
  };
}

/**
 * The registration figure of each tenant, kept for 15 seconds: every page of the list answers it, and counting
 * 100,000 people for each would cost more than the page itself. It may lag an activation by that long.
 */
export function createRegistrationFigures(db: Database, ttlMs = 15_000) {
  const cache = new TtlCache<RegistrationTotals>(ttlMs, 1_000);
  return (clientId: string) => cache.getOrLoad(clientId, () => registrationTotals(db, clientId));
}
export type RegistrationFigures = ReturnType<typeof createRegistrationFigures>;

/**
 * Without a search, the list holds everyone, the activated or the others: the registration figure already
 * counts them (it may lag an activation by 15 seconds, as the figure itself does).
 */
function unsearchedTotal(figure: RegistrationTotals, activated: boolean | undefined): number {
  if (activated === undefined) return figure.totalEmployees;
  return activated
    ? figure.totalRegisteredEmployees
    : figure.totalEmployees - figure.totalRegisteredEmployees;
}

/** How the lists read the roster: SQL for the whole list in an order its indexes give, memory for a search. */
export interface RosterReads {
  db: Database;
  figures: RegistrationFigures;
  rosterIndexOf: RosterIndexOf;
}

export async function employeeList(
  { db, figures, rosterIndexOf }: RosterReads,
  principal: Principal,
  query: EmployeeListQuery,
): Promise<EmployeeListResponse> {
  // Whoever opens the list may search next: the index is built meanwhile (seconds for 100,000 people).
  if (!query.search) rosterIndexOf.warm(principal.clientId);
  const activated = query['filter[person_activated]'];
  const totalEmployeesValues = await figures(principal.clientId);
  const page = query.search
    ? await pageOf(
        query,
        rosterSearchSource(
          rosterIndexOf,
          principal.clientId,
          query.search,
          rosterOrder(query.sort_by),
          activated === undefined ? undefined : (entry) => (entry.activatedAt !== null) === activated,
        ),
        presentEmployee,
      )
    : await pageOf(
        query,
        employeeListSource(db, principal.clientId, query),
        presentEmployee,
        unsearchedTotal(totalEmployeesValues, activated),
      );
  return {
    ...page,
    filters: activated === undefined ? {} : { person_activated: activated },
    totalEmployeesValues,
  };
}

export async function twoFactorList(
  { db, rosterIndexOf }: RosterReads,
  principal: Principal,
  query: TwoFactorListQuery,
): Promise<TwoFactorListResponse> {
  const on = query['filter[person_mfa_secret]'];
  const source = query.search
    ? rosterSearchSource(
        rosterIndexOf,
        principal.clientId,
        query.search,
        rosterOrder(undefined),
        on === undefined ? undefined : (entry) => (entry.totpEnabledAt !== null) === on,
      )
    : twoFactorSource(db, principal.clientId, query);
  const page = await pageOf(query, source, presentTwoFactorRow);
  return {
    ...page,
    filters: on === undefined ? {} : { person_mfa_secret: on },
    isEnforcementTwoFAEnabled: principal.tenant.twoFactorPolicy === 'enforced',
  };
}

function reportOf(
  principal: Principal,
  clock: Clock,
  kind: string,
  format: EmployeeListReportQuery['format'],
  columns: readonly ReportColumn<EmployeeListRow>[],
  source: PagedSource<EmployeeListRow>,
): ReportFile {
  return {
    fileName: reportFileName(principal.tenant.slug, kind, clock().toISOString().slice(0, 10), format),
    contentType: REPORT_CONTENT_TYPES[format],
    body: reportStream(
      format,
      kind,
      columns,
      inBatches((window) => source.rows(window)),
    ),
  };
}

/** Every row of the employee list as it is filtered and ordered, as a file. */
export function employeeListReport(
  db: Database,
  clock: Clock,
  principal: Principal,
  query: EmployeeListReportQuery,
): ReportFile {
  const source = employeeListSource(db, principal.clientId, query);
  return reportOf(principal, clock, 'employees', query.format, EMPLOYEE_REPORT_COLUMNS, source);
}

/** The two-factor table's rows (type=employeeTwoFA), as a file. */
export function twoFactorReport(
  db: Database,
  clock: Clock,
  principal: Principal,
  query: TwoFactorListQuery,
): ReportFile {
  const source = twoFactorSource(db, principal.clientId, query);
  return reportOf(principal, clock, 'two-factor', query.format, TWO_FACTOR_REPORT_COLUMNS, source);
}

/** The `view-employee-data` panel's record; null for someone not on the tenant's roster. */
export async function employeeDetail(
  db: Database,
  principal: Principal,
  employeeId: string,
): Promise<EmployeeDetail | null> {
  const found = await findEmployee(db, principal.clientId, employeeId);
  if (!found) return null;
  const [activity, [chosen, events]] = await Promise.all([
    employeeActivity(db, employeeId),
    employeeBenefitsAndEvents(db, principal.clientId, employeeId),
  ]);
  const { record, ...row } = found;
  return {
    employee: presentEmployee(row),
    record:
      record && record.salaryPence !== null
        ? {
            salary: record.salaryPence / 100,
            weeklyHours: record.weeklyHours!,
            taxRegion: record.taxRegion!,
            contractType: record.contractType!,
            startDate: record.startDate!,
            probationEndDate: record.probationEndDate,
            leaveDate: record.leaveDate,
          }
        : null,
    welcomeEmailSentAt: activity.welcomeEmailSentAt?.toISOString() ?? null,
    lastSignInAt: activity.lastSignInAt?.toISOString() ?? null,
    selections: chosen,
    lifeEvents: events.map(({ voidedAt, ...event }) => ({ ...event, voided: voidedAt !== null })),
  };
}
