import { describe, expect, it } from 'vitest';
import {
  BLACK,
  contrastRatio,
  darkenToContrast,
  NEAR_BLACK,
  readableTextColour,
  tint,
  WHITE,
} from './colour.ts';

describe('contrast ratio (WCAG 2.x)', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio(BLACK, WHITE)).toBeCloseTo(21, 5);
    expect(contrastRatio('#00857c', '#00857c')).toBe(1);
  });

  it('matches known values for the demo colours on white', () => {
    expect(contrastRatio('#00857c', WHITE)).toBeCloseTo(4.52, 2);
    expect(contrastRatio('#c2410c', WHITE)).toBeCloseTo(5.18, 2);
    expect(contrastRatio('#7f48df', WHITE)).toBeCloseTo(5.39, 2);
    expect(contrastRatio('#272a31', WHITE)).toBeCloseTo(14.37, 2);
  });
});

describe('text colour on a background: AAA (7.1) where possible, else AA (4.5)', () => {
  it.each([
    ['#00857c', WHITE],
    ['#c2410c', WHITE],
    ['#7f48df', WHITE],
    ['#272a31', WHITE],
  ])('puts %s text in %s', (background, expected) => {
    const choice = readableTextColour(background);
    expect(choice.colour).toBe(expected);
    expect(choice.ratio).toBeGreaterThanOrEqual(4.5);
  });

  it('prefers a colour reaching AAA over one reaching only AA', () => {
    // #272a31 takes white at AAA (14.4); a light tint takes near-black at AAA.
    expect(readableTextColour('#272a31').ratio).toBeGreaterThanOrEqual(7.1);
    const light = readableTextColour('#e5f3f2');
    expect(light.colour).toBe(NEAR_BLACK);
    expect(light.ratio).toBeGreaterThanOrEqual(7.1);
  });

  it('never returns less than AA, whatever the background', () => {
    for (let grey = 0; grey <= 255; grey += 5) {
      const hex = `#${grey.toString(16).padStart(2, '0').repeat(3)}`;
      expect(readableTextColour(hex).ratio).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('tints (mixed with white)', () => {
  it('keeps the colour at 100 % and approaches white at 5 %', () => {
    expect(tint('#00857c', 100)).toBe('#00857c');
    expect(tint('#00857c', 80)).toBe('#339d96');
    expect(tint('#00857c', 60)).toBe('#66b6b0');
    expect(tint('#00857c', 20)).toBe('#cce7e5');
    expect(tint('#00857c', 5)).toBe('#f2f9f8');
  });
});

describe('link colour on white', () => {
  it('keeps a colour that already reaches AA', () => {
    expect(darkenToContrast('#00857c')).toBe('#00857c');
  });

  it('darkens a light colour until it reaches AA on white', () => {
    const link = darkenToContrast('#ffcc00');
    expect(contrastRatio(link, WHITE)).toBeGreaterThanOrEqual(4.5);
  });
});
