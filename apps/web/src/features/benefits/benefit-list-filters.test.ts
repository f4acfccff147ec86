import type { BenefitCard } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import {
  filterBenefits,
  filtersFromSearch,
  groupBenefits,
  searchFromFilters,
} from './benefit-list-filters.ts';

const card = (
  id: number,
  name: string,
  groupCode: string,
  extra: Partial<BenefitCard> = {},
): BenefitCard => ({
  id,
  name,
  summary: `${name} summary`,
  provider: 'Provider',
  groupCode,
  groupName: groupCode.charAt(0).toUpperCase() + groupCode.slice(1),
  kind: 'flexible',
  kindLabel: 'Paid by you',
  imageUrl: null,
  atAGlance: null,
  approvalRequired: false,
  claimable: false,
  availability: { status: 'open', until: '2026-12-31', reasons: [] },
  selection: null,
  cta: { type: 'get-started', label: 'Get started' },
  ...extra,
});

const cards = [
  card(5, 'Dental Insurance', 'health', {
    selection: { selectionId: 's1', status: 'approved', statusLabel: 'Selected' },
  }),
  card(6, 'Health Cash Plan', 'health'),
  card(1, 'Cycle to Work', 'lifestyle', { kind: 'salary-sacrifice', provider: 'Green Commute Cycles' }),
];

describe('the benefit list filters', () => {
  it('round-trip through the URL, leaving out what is not set', () => {
    const filters = filtersFromSearch(new URLSearchParams('group=health&mine=1&q=dent'));
    expect(filters).toEqual({ group: 'health', kind: null, mine: true, search: 'dent' });
    expect(searchFromFilters(filters).toString()).toBe('group=health&mine=1&q=dent');
    expect(searchFromFilters(filtersFromSearch(new URLSearchParams(''))).toString()).toBe('');
  });

  it('filter by group, kind, own selections and words in any order and case', () => {
    const names = (filters: string) =>
      filterBenefits(cards, filtersFromSearch(new URLSearchParams(filters))).map((shown) => shown.name);
    expect(names('group=health')).toEqual(['Dental Insurance', 'Health Cash Plan']);
    expect(names('kind=salary-sacrifice')).toEqual(['Cycle to Work']);
    expect(names('mine=1')).toEqual(['Dental Insurance']);
    expect(names('q=GREEN cycles')).toEqual(['Cycle to Work']);
    expect(names('q=nothing')).toEqual([]);
  });

  it('group the cards in the order the server listed them', () => {
    expect(groupBenefits(cards).map((group) => [group.code, group.cards.length])).toEqual([
      ['health', 2],
      ['lifestyle', 1],
    ]);
  });
});
