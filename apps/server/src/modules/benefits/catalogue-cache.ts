/**
 * A tenant's scheme years and catalogue change only when an operator edits them, yet every catalogue request
 * reads them: they are kept in memory until the next edit, which every process hears of (benefits.module.ts),
 * so a request costs the employee's own two queries.
 */
import type { Database } from '../../db/client.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import {
  benefitDetailRows,
  catalogueRows,
  type BenefitDetailRows,
  schemeYearNumber,
  schemeYearsFrom,
  type CatalogueRow,
  type SchemeRef,
} from './catalogue.repository.ts';

/** Bounds how long an edit whose notice was lost may take to show here. */
const TTL_MS = 10 * 60_000;
const MAX_ENTRIES = 2_000;

export interface CatalogueCache {
  /** The year asked for (null: the current one) first, then the later ones; empty when it does not exist. */
  schemeYears(clientId: string, year: number | null): Promise<SchemeRef[]>;
  catalogue(clientId: string, schemeId: string): Promise<CatalogueRow[]>;
  /** What one benefit's page, set-up and costs read beyond its card; null when it is not in the year. */
  details(clientId: string, schemeId: string, id: number): Promise<BenefitDetailRows | null>;
  /** After an edit of the client's catalogue or years. */
  forgetClient(clientId?: string): void;
}

export function createCatalogueCache(db: Database): CatalogueCache {
  const ttl = TTL_MS;
  const years = new TtlCache<SchemeRef[]>(ttl, MAX_ENTRIES);
  const catalogues = new TtlCache<CatalogueRow[]>(ttl, MAX_ENTRIES);
  const details = new TtlCache<BenefitDetailRows | null>(ttl, MAX_ENTRIES * 10);
  return {
    schemeYears: (clientId, year) =>
      years.getOrLoad(`${clientId}:${year ?? 'current'}`, async () => {
        const number = await schemeYearNumber(db, clientId, year);
        return number === null ? [] : schemeYearsFrom(db, clientId, number);
      }),
    catalogue: (clientId, schemeId) =>
      catalogues.getOrLoad(`${clientId}:${schemeId}`, () => catalogueRows(db, clientId, schemeId)),
    details: (clientId, schemeId, id) =>
      details.getOrLoad(`${clientId}:${schemeId}:${id}`, () => benefitDetailRows(db, clientId, schemeId, id)),
    // Edits are rare (an operator's import): forgetting every tenant's entries keeps this simple.
    forgetClient: () => {
      years.invalidate();
      catalogues.invalidate();
      details.invalidate();
    },
  };
}
