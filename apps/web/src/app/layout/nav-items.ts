import { visibleNavItems, type AccessFacts, type NavItemKey } from '../../lib/access-rules.ts';
import { paths } from '../../lib/paths.ts';

export interface NavItem {
  key: NavItemKey;
  to: string;
}

const ROUTES: Record<NavItemKey, string> = {
  home: paths.appHome,
  myBenefits: paths.myBenefits,
  faqs: paths.faqs,
  dashboard: paths.appDashboard,
};

/** Items whose pages exist today. My benefits and FAQs join when their issues add the routes. */
const BUILT: ReadonlySet<NavItemKey> = new Set<NavItemKey>(['home', 'dashboard']);

/** The header's links: the spec's visibility rules, limited to pages that exist. */
export function headerNavItems(facts: AccessFacts): NavItem[] {
  return visibleNavItems(facts)
    .filter((key) => BUILT.has(key))
    .map((key) => ({ key, to: ROUTES[key] }));
}

/** The user menu's 'My profile settings' appears once /app/home/my-profile/ exists (a later issue). */
export const PROFILE_PAGE_EXISTS = false;

/**
 * The two-factor action of the user menu until the profile page offers it (issue 5): turn it on when it is off;
 * turn it off when it is on and the organisation does not require it; nothing when it is required and on.
 */
export function twoFactorMenuAction({
  twoFactorEnabled,
  twoFactorEnforced,
}: {
  twoFactorEnabled: boolean;
  twoFactorEnforced: boolean;
}): {
  panel: 'two-fa-qr' | 'two-fa-disable';
  label: 'header.userMenu.twoFactorOn' | 'header.userMenu.twoFactorOff';
} | null {
  if (!twoFactorEnabled) return { panel: 'two-fa-qr', label: 'header.userMenu.twoFactorOn' };
  if (!twoFactorEnforced) return { panel: 'two-fa-disable', label: 'header.userMenu.twoFactorOff' };
  return null;
}
