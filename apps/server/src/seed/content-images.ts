/**
 * Simple SVG pictures for the demo content (home-page cards, carousel slides, avatars), drawn in the tenant's
 * colour. Like the logos: no scripts, no styles, no text, no external references. They are decorative; the
 * web app gives them their alternative text (empty, or the avatar's label).
 */

/** Card and slide pictures, 320x180. */
export type PictureKind =
  'gift' | 'chart' | 'question' | 'welcome' | 'checklist' | 'conversation' | 'shield' | 'heart';

const PICTURES: Record<PictureKind, (colour: string) => string> = {
  gift: (c) =>
    `<rect x="115" y="75" width="90" height="70" rx="6" fill="${c}"/><rect x="105" y="58" width="110" height="24" rx="6" fill="${c}"/><rect x="153" y="58" width="14" height="87" fill="#ffffff"/><path d="M160 58c-10-24-38-24-34-6 3 10 22 6 34 6zm0 0c10-24 38-24 34-6-3 10-22 6-34 6z" fill="none" stroke="${c}" stroke-width="8"/>`,
  chart: (c) =>
    `<rect x="100" y="100" width="30" height="50" rx="4" fill="${c}" opacity="0.6"/><rect x="145" y="72" width="30" height="78" rx="4" fill="${c}" opacity="0.8"/><rect x="190" y="44" width="30" height="106" rx="4" fill="${c}"/><rect x="90" y="150" width="140" height="6" rx="3" fill="${c}"/>`,
  question: (c) =>
    `<circle cx="160" cy="90" r="56" fill="${c}"/><path d="M140 75c0-14 10-22 20-22s20 8 20 20c0 16-20 16-20 32" fill="none" stroke="#ffffff" stroke-width="12" stroke-linecap="round"/><circle cx="160" cy="126" r="7" fill="#ffffff"/>`,
  welcome: (c) =>
    `<path d="M110 150V90l50-40 50 40v60z" fill="${c}"/><rect x="148" y="110" width="24" height="40" rx="3" fill="#ffffff"/><circle cx="166" cy="131" r="3" fill="${c}"/>`,
  checklist: (c) =>
    `<rect x="110" y="35" width="100" height="120" rx="8" fill="${c}"/><path d="M125 65l8 8 14-16M125 100l8 8 14-16M125 135l8 8 14-16" fill="none" stroke="#ffffff" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/><rect x="158" y="62" width="38" height="8" rx="4" fill="#ffffff"/><rect x="158" y="97" width="38" height="8" rx="4" fill="#ffffff"/><rect x="158" y="132" width="38" height="8" rx="4" fill="#ffffff"/>`,
  conversation: (c) =>
    `<path d="M95 45h90a12 12 0 0 1 12 12v45a12 12 0 0 1-12 12h-55l-25 20v-20H95a12 12 0 0 1-12-12V57a12 12 0 0 1 12-12z" fill="${c}"/><path d="M225 85h-18v27a20 20 0 0 1-20 20h-35v6a12 12 0 0 0 12 12h40l22 16v-16h-1a12 12 0 0 0 12-12V97a12 12 0 0 0-12-12z" fill="${c}" opacity="0.6"/>`,
  heart: (c) =>
    `<path d="M160 150c-40-28-62-50-62-76 0-18 14-30 30-30 14 0 26 8 32 20 6-12 18-20 32-20 16 0 30 12 30 30 0 26-22 48-62 76z" fill="${c}"/><path d="M120 92h22l8-16 14 32 8-16h28" fill="none" stroke="#ffffff" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`,
  shield: (c) =>
    `<path d="M160 35l55 20v35c0 35-25 55-55 65-30-10-55-30-55-65V55z" fill="${c}"/><path d="M137 95l16 16 30-32" fill="none" stroke="#ffffff" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>`,
};

export function pictureSvg(kind: PictureKind, colour: string): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180" viewBox="0 0 320 180">',
    `<rect width="320" height="180" fill="${colour}" opacity="0.12"/>`,
    PICTURES[kind](colour),
    '</svg>',
  ].join('');
}

/** Avatar symbols, white on the tenant's colour, 96x96. */
export type AvatarKind = 'sun' | 'leaf' | 'wave' | 'mountain' | 'star' | 'moon';

const SYMBOLS: Record<AvatarKind, string> = {
  sun: '<circle cx="48" cy="48" r="14" fill="#ffffff"/><path d="M48 18v10M48 68v10M18 48h10M68 48h10M27 27l7 7M62 62l7 7M27 69l7-7M62 34l7-7" stroke="#ffffff" stroke-width="5" stroke-linecap="round"/>',
  leaf: '<path d="M28 68c0-26 16-42 44-42 0 28-16 44-42 44z" fill="#ffffff"/><path d="M30 66l26-26" stroke-width="4" stroke-linecap="round" stroke="currentColor"/>',
  wave: '<path d="M18 54c10-12 20-12 30 0s20 12 30 0M18 40c10-12 20-12 30 0s20 12 30 0" fill="none" stroke="#ffffff" stroke-width="6" stroke-linecap="round"/>',
  mountain: '<path d="M16 70l22-32 12 16 8-10 22 26z" fill="#ffffff"/>',
  star: '<path d="M48 18l9 19 21 3-15 14 4 21-19-10-19 10 4-21-15-14 21-3z" fill="#ffffff"/>',
  moon: '<path d="M58 20a28 28 0 1 0 18 42A24 24 0 0 1 58 20z" fill="#ffffff"/>',
};

export function avatarSvg(kind: AvatarKind, colour: string): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" color="${colour}">`,
    `<circle cx="48" cy="48" r="48" fill="${colour}"/>`,
    SYMBOLS[kind],
    '</svg>',
  ].join('');
}
