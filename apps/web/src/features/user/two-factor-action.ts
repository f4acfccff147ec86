import profileTexts from '../../i18n/en-GB/profile.json';
import { addTexts } from '../../lib/i18n.ts';

addTexts(profileTexts);

/**
 * What Profile Settings offers for two-factor: turn it on when it is off; turn it off when it is on and the
 * organisation does not require it; nothing when it is required and on.
 */
export function twoFactorAction({
  twoFactorEnabled,
  twoFactorEnforced,
}: {
  twoFactorEnabled: boolean;
  twoFactorEnforced: boolean;
}): {
  panel: 'two-fa-qr' | 'two-fa-disable';
  label: 'profile.security.turnOn' | 'profile.security.turnOff';
} | null {
  if (!twoFactorEnabled) return { panel: 'two-fa-qr', label: 'profile.security.turnOn' };
  if (!twoFactorEnforced) return { panel: 'two-fa-disable', label: 'profile.security.turnOff' };
  return null;
}
