import { describe, expect, it } from 'vitest';
import { pounds, poundsAndPence, poundsFromPence } from './money.ts';

const intl = (fractionDigits: 0 | 2) =>
  new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency: 'GBP',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  });
const whole = intl(0);
const exact = intl(2);

/** Sums a page shows, and the awkward ones: ties, floating-point near-ties, signs, thousands. */
const EDGES = [
  0, -0, 0.5, 1, 9.5, 72, 1200, 25000, 999.995, 1.005, 0.125, 0.375, 2.675, 1.115, 0.145, 1234567.891, -0.001,
  -12.5, -1500, 999999.999, 123456789012.34, 0.01, 0.004, 0.005, 100000, 1e-7, -1e-7, 999999999999.995,
  0.994999, 0.995,
];

describe('pounds as a UK employee reads them', () => {
  it('reads as the examples: pence only when there are some', () => {
    expect(pounds(9.5)).toBe('£9.50');
    expect(pounds(1200)).toBe('£1,200');
    expect(pounds(25000)).toBe('£25,000');
    expect(poundsAndPence(72)).toBe('£72.00');
    expect(poundsFromPence(123456)).toBe('£1,234.56');
    expect(pounds(-1500)).toBe('-£1,500');
  });

  it('is exactly what Intl writes for en-GB pounds, awkward sums and many others alike', () => {
    // Spread over pence to millions, both signs, with a third decimal place to round.
    const amounts = [...EDGES];
    for (let i = 1; i <= 5000; i += 1) {
      const sign = i % 4 === 0 ? -1 : 1;
      amounts.push((sign * ((i * 7919) % 100_003) * 10 ** (i % 7)) / 1000);
    }
    for (const amount of amounts) {
      expect(poundsAndPence(amount), String(amount)).toBe(exact.format(amount));
      expect(pounds(amount), String(amount)).toBe((Number.isInteger(amount) ? whole : exact).format(amount));
    }
  });

  it('leaves sums too large to write by hand to Intl', () => {
    expect(pounds(1e21)).toBe(whole.format(1e21));
    expect(poundsAndPence(Number.NaN)).toBe(exact.format(Number.NaN));
  });
});
