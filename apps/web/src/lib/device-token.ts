/**
 * The device token sent with a password login (spec section 7): a SHA-256 hash, in hex, of the user agent, the
 * screen size, the colour depth and the time zone. It recognises a returning browser without storing anything.
 */

export interface DeviceTraits {
  userAgent: string;
  screenWidth: number;
  screenHeight: number;
  colourDepth: number;
  timeZone: string;
}

export function currentDeviceTraits(): DeviceTraits {
  return {
    userAgent: navigator.userAgent,
    screenWidth: window.screen.width,
    screenHeight: window.screen.height,
    colourDepth: window.screen.colorDepth,
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone ?? '',
  };
}

function toHex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export async function deviceToken(traits: DeviceTraits = currentDeviceTraits()): Promise<string> {
  const text = [
    traits.userAgent,
    `${traits.screenWidth}x${traits.screenHeight}`,
    String(traits.colourDepth),
    traits.timeZone,
  ].join('|');
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return toHex(digest);
}
