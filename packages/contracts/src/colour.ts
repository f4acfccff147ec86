import { CONTRAST } from './constants.ts';

/** Colour maths for the client theme (WCAG 2.x relative luminance and contrast ratio). Pure functions. */

export type Rgb = readonly [number, number, number];

export const WHITE = '#ffffff';
/** The dark text colour used on light backgrounds; pure black is the last resort. */
export const NEAR_BLACK = '#1b1b1f';
export const BLACK = '#000000';

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

export function isHexColour(value: unknown): value is string {
  return typeof value === 'string' && HEX.test(value.trim());
}

export function parseHex(hex: string): Rgb {
  const match = HEX.exec(hex.trim());
  if (!match?.[1]) throw new Error(`Not a hex colour: ${hex}`);
  const digits = match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join('') : match[1];
  return [0, 2, 4].map((offset) => Number.parseInt(digits.slice(offset, offset + 2), 16)) as unknown as Rgb;
}

export function toHex([red, green, blue]: Rgb): string {
  return `#${[red, green, blue].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

/** Lower-case #rrggbb. */
export function normaliseHex(hex: string): string {
  return toHex(parseHex(hex));
}

function linear(channel: number): number {
  const value = channel / 255;
  return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance(hex: string): number {
  const [red, green, blue] = parseHex(hex);
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (lighter + 0.05) / (darker + 0.05);
}

/** `weight` (0..1) of `colour` mixed with the rest of `other`. */
export function mix(colour: string, other: string, weight: number): string {
  const from = parseHex(colour);
  const to = parseHex(other);
  return toHex([0, 1, 2].map((index) => from[index]! * weight + to[index]! * (1 - weight)) as unknown as Rgb);
}

/** A theme tint: `percent` of the colour mixed with white (100 is the colour itself). */
export function tint(colour: string, percent: number): string {
  return mix(colour, WHITE, percent / 100);
}

export interface TextColourChoice {
  colour: string;
  ratio: number;
}

/**
 * The text colour to put on `background`: white or near-black, preferring one that reaches AAA (7.1), else
 * AA (4.5); white wins a tie at the same level. Pure black is used only when neither reaches AA (the better of
 * white and black always reaches 4.58, so the result is never below AA).
 */
export function readableTextColour(background: string): TextColourChoice {
  const candidates = [WHITE, NEAR_BLACK, BLACK].map((colour) => ({
    colour,
    ratio: contrastRatio(colour, background),
  }));
  for (const threshold of [CONTRAST.AAA, CONTRAST.AA]) {
    const choice = candidates.find((candidate) => candidate.ratio >= threshold);
    if (choice) return choice;
  }
  return candidates.reduce((best, candidate) => (candidate.ratio > best.ratio ? candidate : best));
}

/** `colour`, darkened with black in 2% steps until it reaches `minimum` contrast on `background` (AA by default). */
export function darkenToContrast(
  colour: string,
  background: string = WHITE,
  minimum: number = CONTRAST.AA,
): string {
  for (let step = 0; step <= 50; step += 1) {
    const candidate = mix(colour, BLACK, 1 - step * 0.02);
    if (contrastRatio(candidate, background) >= minimum) return candidate;
  }
  return BLACK;
}
