/**
 * Font families of the client theme (baseFont, headerFont). The self-hosted families are declared in
 * styles/font-faces.css (@fontsource, weights 300/400/500/700 where the family has them); the browser downloads a
 * face only when a page uses it. Any other family name falls back to the system stack.
 */
export { SELF_HOSTED_FONTS } from '@portal/contracts/constants';

const SYSTEM_STACK = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/** A CSS font-family value for a theme font name; names with unexpected characters are ignored. */
export function fontStack(family: string | null | undefined): string {
  const name = (family ?? '').trim();
  if (!/^[A-Za-z0-9 _-]{1,64}$/.test(name)) return SYSTEM_STACK;
  return `'${name}', ${SYSTEM_STACK}`;
}
