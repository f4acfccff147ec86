import { isPlatformHostname } from '@portal/contracts/platform';

/** The page runs on the platform's own host (`platform.<domain>`, issue 35): the operator console's. */
export function onPlatformHost(): boolean {
  return isPlatformHostname(window.location.hostname);
}
