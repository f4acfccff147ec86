/**
 * The employee's catalogue: the benefits of their scheme year (a masquerading administrator's named year), each
 * with its eligibility worked out on the server from the HR record (BENEFITS.md, Eligibility).
 */
import {
  catalogueFor,
  eligibilityOf,
  isLiveMembership,
  KIND_LABELS,
  lifeEventWindowsFor,
  nextWindowAfter,
  openWindowOn,
  reasonText,
  ukDateOf,
  windowOffersChoice,
  type EmployeeRecord,
  type IsoDate,
  type ReportedLifeEvent,
} from '@portal/benefits';
import {
  BENEFIT_REMOVED_MESSAGE,
  benefitKinds,
  type BenefitFiltersResponse,
  type EligibleBenefitsResponse,
} from '@portal/contracts';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Principal } from '../../plugins/auth.ts';
import type { CatalogueCache } from './catalogue-cache.ts';
import { presentCard, presentDetail, presentSelection } from './catalogue.presenter.ts';
import { faqRows, relatedIds, type CatalogueRow, type SchemeRef } from './catalogue.repository.ts';
import type { EmployeeFacts, EmployeeFactsCache } from './employee-facts-cache.ts';
import type { LiveSelection, PayFacts } from './employee-facts.repository.ts';

export interface CatalogueDeps {
  db: Database;
  clock: Clock;
  cache: CatalogueCache;
  employees: EmployeeFactsCache;
}

/** Everything one request's answers are worked out from. */
export interface EmployeeView {
  clientId: string;
  today: IsoDate;
  scheme: SchemeRef;
  schemeYears: SchemeRef[];
  rows: CatalogueRow[];
  employee: EmployeeRecord | null;
  pay: PayFacts | null;
  /** Every live version (per benefit a settled one, a proposal, or both). */
  live: LiveSelection[];
  /** The one per benefit the cards and pages show. */
  selections: ReadonlyMap<number, LiveSelection>;
  /** The employee's life events: their windows open benefits of the groups each names. */
  lifeEvents: ReportedLifeEvent[];
}

/**
 * What a view is worked out from, each as its cache holds it: a cache hands out the same object until what it
 * holds changes (an edit heard through change notices, or its time to live), so these objects' identities and
 * today's date say exactly whether an answer worked out from them still holds (eligible-answers.ts).
 */
export interface ViewInputs {
  clientId: string;
  today: IsoDate;
  schemeYears: SchemeRef[];
  rows: CatalogueRow[];
  facts: EmployeeFacts;
}

export async function viewInputsFor(deps: CatalogueDeps, principal: Principal): Promise<ViewInputs> {
  const { cache } = deps;
  const schemeYears = await cache.schemeYears(principal.clientId, principal.masquerade?.schemeYear ?? null);
  const scheme = schemeYears[0];
  if (!scheme) throw new HttpError(404, 'That scheme year does not exist');
  const [rows, facts] = await Promise.all([
    cache.catalogue(principal.clientId, scheme.id),
    deps.employees.facts(principal.clientId, principal.userId, scheme.id),
  ]);
  return { clientId: principal.clientId, today: ukDateOf(deps.clock()), schemeYears, rows, facts };
}

export function viewOf({ clientId, today, schemeYears, rows, facts }: ViewInputs): EmployeeView {
  return {
    clientId,
    today,
    scheme: schemeYears[0]!,
    schemeYears,
    rows,
    employee: facts.record,
    pay: facts.pay,
    live: facts.selections,
    selections: facts.shown,
    lifeEvents: facts.lifeEvents,
  };
}

export async function viewFor(deps: CatalogueDeps, principal: Principal): Promise<EmployeeView> {
  return viewOf(await viewInputsFor(deps, principal));
}

export function eligibilityFor(view: EmployeeView, row: CatalogueRow) {
  if (!view.employee) return null;
  return eligibilityOf(view.employee, row, {
    today: view.today,
    schemeYear: view.scheme,
    schemeYears: view.schemeYears,
    isMember: isLiveMembership(view.selections.get(row.id)?.status ?? null),
    lifeEventWindows: lifeEventWindowsFor(view.lifeEvents, row.groupCode),
  });
}

function listedCards(view: EmployeeView) {
  if (!view.employee) return { eligible: [], later: [] };
  const offers = view.rows.map((row) => ({
    ...row,
    isMember: isLiveMembership(view.selections.get(row.id)?.status ?? null),
    lifeEventWindows: lifeEventWindowsFor(view.lifeEvents, row.groupCode),
  }));
  return catalogueFor(view.employee, offers, {
    today: view.today,
    schemeYear: view.scheme,
    schemeYears: view.schemeYears,
  });
}

/**
 * The scheme window open today as the employee's banner says it: with the names of the groups it opens when it
 * is limited to some (in the catalogue's order), and none at all when it gives them nothing to choose.
 */
function openWindowFor(view: EmployeeView) {
  const window = openWindowOn(view.scheme, view.today);
  if (!window) return null;
  const { opensOn, closesOn } = window;
  const limited = window.groups ?? [];
  if (limited.length === 0) return { opensOn, closesOn, groups: [] };
  if (!view.employee) return null;
  const offers = view.rows.map((row) => ({
    ...row,
    isMember: isLiveMembership(view.selections.get(row.id)?.status ?? null),
  }));
  if (!windowOffersChoice(view.employee, window, offers, view.today)) return null;
  const groups = new Map<string, string>();
  for (const row of view.rows) if (limited.includes(row.groupCode)) groups.set(row.groupCode, row.groupName);
  return { opensOn, closesOn, groups: [...groups].map(([code, name]) => ({ code, name })) };
}

export function eligibleBenefits(view: EmployeeView): EligibleBenefitsResponse {
  const { eligible, later } = listedCards(view);
  const { scheme, today } = view;
  return {
    schemeYear: {
      year: scheme.year,
      startsOn: scheme.startsOn,
      endsOn: scheme.endsOn,
      openWindow: openWindowFor(view),
      nextWindow: nextWindowAfter(view.schemeYears, today),
    },
    hasEmployeeRecord: view.employee !== null,
    benefits: eligible.map(({ benefit, eligibility }) =>
      presentCard(benefit, eligibility, view.selections.get(benefit.id)),
    ),
    later: later.map(({ benefit, availableFrom }) => ({
      id: benefit.id,
      name: benefit.name,
      summary: benefit.summary,
      groupCode: benefit.groupCode,
      groupName: benefit.groupName,
      imageUrl: benefit.imageUrl,
      availableFrom,
      reason: reasonText({ code: 'probation', availableFrom }),
    })),
  };
}

export async function benefitFilters(
  deps: CatalogueDeps,
  principal: Principal,
): Promise<BenefitFiltersResponse> {
  const view = await viewFor(deps, principal);
  const listed = listedCards(view).eligible.map((entry) => entry.benefit);
  const groups = new Map<string, { code: string; name: string; count: number }>();
  for (const benefit of listed) {
    const group = groups.get(benefit.groupCode) ?? {
      code: benefit.groupCode,
      name: benefit.groupName,
      count: 0,
    };
    groups.set(benefit.groupCode, { ...group, count: group.count + 1 });
  }
  return {
    groups: [...groups.values()],
    kinds: benefitKinds
      .map((kind) => ({
        kind,
        label: KIND_LABELS[kind],
        count: listed.filter((benefit) => benefit.kind === kind).length,
      }))
      .filter((kind) => kind.count > 0),
    mySelections: listed.filter((benefit) => view.selections.has(benefit.id)).length,
  };
}

const removed = () => new HttpError(404, BENEFIT_REMOVED_MESSAGE);

/** One benefit of the employee's year, with what the detail page shows; 404 when it is not there. */
export async function benefitDetail(deps: CatalogueDeps, principal: Principal, id: number) {
  const view = await viewFor(deps, principal);
  const row = view.rows.find((candidate) => candidate.id === id);
  const rows = row ? await deps.cache.details(principal.clientId, view.scheme.id, id) : null;
  if (!row || !rows) throw removed();
  const selection = view.selections.get(id);
  const benefit = presentDetail(presentCard(row, eligibilityFor(view, row), selection), rows);
  return { benefit, selection: selection ? presentSelection(selection, rows) : null };
}

export async function benefitFaqs(deps: CatalogueDeps, principal: Principal, id: number) {
  const view = await viewFor(deps, principal);
  if (!view.rows.some((row) => row.id === id)) throw removed();
  return { faqs: await faqRows(deps.db, principal.clientId, id) };
}

/** The benefits one points at that the employee may have (those they could not are left out). */
export async function relatedBenefits(deps: CatalogueDeps, principal: Principal, id: number) {
  const view = await viewFor(deps, principal);
  if (!view.rows.some((row) => row.id === id)) throw removed();
  const ids = await relatedIds(deps.db, principal.clientId, id);
  const listed = new Map(listedCards(view).eligible.map((entry) => [entry.benefit.id, entry]));
  return {
    benefits: ids
      .map((relatedId) => listed.get(relatedId))
      .filter((entry) => entry !== undefined)
      .map(({ benefit, eligibility }) => presentCard(benefit, eligibility, view.selections.get(benefit.id))),
  };
}
