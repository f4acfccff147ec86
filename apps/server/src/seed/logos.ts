/**
 * Simple SVG logos for the demo tenants: the name in the brand colour. No scripts, no styles, no external
 * references, so they render anywhere (as <img>) under the strictest policy.
 */
function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A wordmark: `text` on one line, stretched to fit the 240x48 box. */
export function wordmarkSvg(text: string, colour: string): string {
  const label = escapeXml(text);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="48" viewBox="0 0 240 48" role="img" aria-label="${label}">`,
    `<rect x="0" y="8" width="32" height="32" rx="8" fill="${colour}"/>`,
    `<text x="44" y="33" font-family="Montserrat, Arial, Helvetica, sans-serif" font-size="22" font-weight="700" fill="${colour}" textLength="192" lengthAdjust="spacingAndGlyphs">${label}</text>`,
    '</svg>',
  ].join('');
}

/** A square mark with the initials, for the mobile header. */
export function monogramSvg(name: string, colour: string): string {
  const initials = escapeXml(
    name
      .split(/\s+/)
      .map((word) => word[0] ?? '')
      .join('')
      .slice(0, 2)
      .toUpperCase(),
  );
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48" role="img" aria-label="${escapeXml(name)}">`,
    `<rect width="48" height="48" rx="10" fill="${colour}"/>`,
    `<text x="24" y="31" text-anchor="middle" font-family="Montserrat, Arial, Helvetica, sans-serif" font-size="20" font-weight="700" fill="#ffffff">${initials}</text>`,
    '</svg>',
  ].join('');
}
