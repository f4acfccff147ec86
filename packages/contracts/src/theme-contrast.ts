/**
 * The readability rule of a client theme, shared by the console's theme editor (as colours are chosen) and the
 * server (which refuses a theme that breaks it): the primary and secondary colours are used as text on white
 * (links, headings, outlined buttons), so each must reach WCAG AA for text, 4.5:1 against white. Backgrounds in
 * those colours and their tints take white or near-black text by contrast (lib/theme.ts on the web), so they
 * never fail. A colour that fails comes with the nearest passing one: the same hue darkened in 2% steps.
 */
import { contrastRatio, darkenToContrast, normaliseHex, readableTextColour, tint, WHITE } from './colour.ts';
import { CONTRAST, THEME_TINTS } from './constants.ts';

export interface ColourReadability {
  colour: string;
  /** Contrast against white, rounded down to two decimals (never shown as passing when it does not). */
  ratio: number;
  passes: boolean;
  /** The nearest colour that passes, when this one does not. */
  suggestion: string | null;
}

const roundDown = (ratio: number) => Math.floor(ratio * 100) / 100;

export function colourReadability(colour: string): ColourReadability {
  const hex = normaliseHex(colour);
  const ratio = contrastRatio(hex, WHITE);
  const passes = ratio >= CONTRAST.AA;
  return { colour: hex, ratio: roundDown(ratio), passes, suggestion: passes ? null : darkenToContrast(hex) };
}

/** The message for a colour that fails, naming the colour that would pass. */
export function unreadableColourMessage(check: ColourReadability): string {
  return `Text in ${check.colour} on white has a contrast of ${check.ratio.toFixed(2)}:1; at least ${CONTRAST.AA}:1 is needed. The nearest colour that passes is ${check.suggestion}.`;
}

export interface ThemeTint {
  percent: (typeof THEME_TINTS)[number];
  colour: string;
  /** The text colour the portal puts on this tint, and its contrast. */
  text: string;
  ratio: number;
}

/** The five tints of a colour (100, 80, 60, 20 and 5 % mixed with white) with the text each carries. */
export function themeTints(colour: string): ThemeTint[] {
  return THEME_TINTS.map((percent) => {
    const shade = tint(normaliseHex(colour), percent);
    const text = readableTextColour(shade);
    return { percent, colour: shade, text: text.colour, ratio: roundDown(text.ratio) };
  });
}
