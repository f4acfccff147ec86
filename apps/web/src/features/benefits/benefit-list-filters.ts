/**
 * The list's filters live in the URL (`?group=health&kind=flexible&mine=1&q=dent`), so a filtered list can be
 * shared and survives a reload. Unknown values are ignored rather than showing an empty list.
 */
import type { BenefitCard } from '@portal/contracts';

export interface BenefitListFilters {
  group: string | null;
  kind: string | null;
  /** Only benefits the employee has a selection for. */
  mine: boolean;
  search: string;
}

export function filtersFromSearch(params: URLSearchParams): BenefitListFilters {
  return {
    group: params.get('group') || null,
    kind: params.get('kind') || null,
    mine: params.get('mine') === '1',
    search: (params.get('q') ?? '').slice(0, 100),
  };
}

/** The query string for filters: empty values are left out, so the plain list has a plain URL. */
export function searchFromFilters(filters: BenefitListFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.group) params.set('group', filters.group);
  if (filters.kind) params.set('kind', filters.kind);
  if (filters.mine) params.set('mine', '1');
  if (filters.search.trim()) params.set('q', filters.search);
  return params;
}

const normalise = (text: string) => text.toLocaleLowerCase('en-GB').normalize('NFKD').replace(/\p{M}/gu, '');

/** The cards that pass every filter; the search looks in the name, summary, provider and group. */
export function filterBenefits(cards: readonly BenefitCard[], filters: BenefitListFilters): BenefitCard[] {
  const words = normalise(filters.search).split(/\s+/).filter(Boolean);
  return cards.filter((card) => {
    if (filters.group && card.groupCode !== filters.group) return false;
    if (filters.kind && card.kind !== filters.kind) return false;
    if (filters.mine && !card.selection) return false;
    const haystack = normalise(`${card.name} ${card.summary} ${card.provider} ${card.groupName}`);
    return words.every((word) => haystack.includes(word));
  });
}

/** Cards by group, in the order the server listed them. */
export function groupBenefits(
  cards: readonly BenefitCard[],
): { code: string; name: string; cards: BenefitCard[] }[] {
  const groups = new Map<string, { code: string; name: string; cards: BenefitCard[] }>();
  for (const card of cards) {
    const group = groups.get(card.groupCode) ?? { code: card.groupCode, name: card.groupName, cards: [] };
    group.cards.push(card);
    groups.set(card.groupCode, group);
  }
  return [...groups.values()];
}

export const hasFilters = (filters: BenefitListFilters) =>
  filters.group !== null || filters.kind !== null || filters.mine || filters.search.trim() !== '';
