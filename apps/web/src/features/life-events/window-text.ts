import { longDate } from '@portal/benefits/dates';

const list = new Intl.ListFormat('en-GB', { style: 'long', type: 'conjunction' });

/** "Dental Insurance and Life Assurance" for the names of the benefits an event opened. */
export function benefitList(names: readonly string[]): string {
  return list.format(names);
}

/** The closed date as the page says it: '14 December 2026'. */
export const closedDate = (date: string) => longDate(date);
