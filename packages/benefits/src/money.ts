// Built when first used: the first formatter a browser page builds loads the locale data (about 30 ms on a fast
// machine), which a page that shows no money should not pay as this module loads.
let whole: Intl.NumberFormat | undefined;
let exact: Intl.NumberFormat | undefined;
const wholePounds = () =>
  (whole ??= new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency: 'GBP',
    maximumFractionDigits: 0,
  }));
const exactPounds = () =>
  (exact ??= new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency: 'GBP',
    minimumFractionDigits: 2,
  }));

/** Money in words, as a UK employee reads it: £9.50, £1,200, £25,000 (pence only when there are some). */
export function pounds(amount: number): string {
  return Number.isInteger(amount) ? wholePounds().format(amount) : exactPounds().format(amount);
}

export function poundsFromPence(pence: number): string {
  return pounds(pence / 100);
}

/** Always with pence (£72.00), as a table of costs or claims reads best. */
export function poundsAndPence(amount: number): string {
  return exactPounds().format(amount);
}
