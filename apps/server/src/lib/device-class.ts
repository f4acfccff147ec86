/**
 * The kind of device a sign-in came from, read from its User-Agent for the employer's insights (no finer
 * fingerprint is kept). Tablets first: an iPad or an Android tablet also says "Mobile" or "Safari".
 */
import type { DeviceClass } from '../db/schema/index.ts';

export function deviceClassOf(userAgent: string | null | undefined): DeviceClass | null {
  if (!userAgent) return null;
  if (/iPad|Tablet|PlayBook|Silk|Android(?!.*Mobile)/i.test(userAgent)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android|Windows Phone/i.test(userAgent)) return 'mobile';
  return 'desktop';
}
