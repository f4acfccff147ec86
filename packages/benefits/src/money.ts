/** Money in words, as a UK employee reads it: £9.50, £1,200, £25,000 (pence only when there are some). */
const WHOLE = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  maximumFractionDigits: 0,
});
const EXACT = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 2,
});

export function pounds(amount: number): string {
  return Number.isInteger(amount) ? WHOLE.format(amount) : EXACT.format(amount);
}

export function poundsFromPence(pence: number): string {
  return pounds(pence / 100);
}

/** Always with pence (£72.00), as a table of costs or claims reads best. */
export function poundsAndPence(amount: number): string {
  return EXACT.format(amount);
}
