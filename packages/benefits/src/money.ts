// Pounds are written out by hand rather than by Intl.NumberFormat: a browser page's first Intl formatter loads the
// locale's data, about 30 ms of the main thread on a fast machine and over 100 ms on a phone, in the middle of the
// signed-in home page's first render (its total reward card; issue 37). The rules are en-GB's for GBP, and the
// tests hold them to Intl's output.

/** Below this, an amount's pence are a safe integer. Larger sums are not money anyone is shown: Intl writes them. */
const LARGEST_BY_HAND = 1e13;

/**
 * A non-negative amount rounded to `fractionDigits` as Intl rounds it: its shortest decimal form (1.005, not the
 * binary 1.00499...), a tie away from zero. As [whole, fraction] digits.
 */
function roundedDigits(amount: number, fractionDigits: 0 | 2): [string, string] {
  const shortest = String(amount);
  // Only an amount under a millionth has an exponent here: it rounds to nothing.
  const [whole = '0', fraction = ''] = shortest.includes('e') ? ['0'] : shortest.split('.');
  const kept = Number(whole + fraction.slice(0, fractionDigits).padEnd(fractionDigits, '0'));
  const rounded = (fraction[fractionDigits] ?? '0') >= '5' ? kept + 1 : kept;
  const digits = rounded.toString().padStart(fractionDigits + 1, '0');
  const at = digits.length - fractionDigits;
  return [digits.slice(0, at), digits.slice(at)];
}

function formatPounds(amount: number, fractionDigits: 0 | 2): string {
  if (!Number.isFinite(amount) || Math.abs(amount) >= LARGEST_BY_HAND) {
    return new Intl.NumberFormat('en-GB', {
      style: 'currency',
      currency: 'GBP',
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    }).format(amount);
  }
  const [whole, pence] = roundedDigits(Math.abs(amount), fractionDigits);
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  return `${sign}£${grouped}${pence === '' ? '' : `.${pence}`}`;
}

/** Money in words, as a UK employee reads it: £9.50, £1,200, £25,000 (pence only when there are some). */
export function pounds(amount: number): string {
  return formatPounds(amount, Number.isInteger(amount) ? 0 : 2);
}

export function poundsFromPence(pence: number): string {
  return pounds(pence / 100);
}

/** Always with pence (£72.00), as a table of costs or claims reads best. */
export function poundsAndPence(amount: number): string {
  return formatPounds(amount, 2);
}
