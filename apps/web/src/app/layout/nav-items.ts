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

/** Items whose pages exist today. */
const BUILT: ReadonlySet<NavItemKey> = new Set<NavItemKey>(['home', 'myBenefits', 'faqs', 'dashboard']);

/** The header's links: the spec's visibility rules, limited to pages that exist. */
export function headerNavItems(facts: AccessFacts): NavItem[] {
  return visibleNavItems(facts)
    .filter((key) => BUILT.has(key))
    .map((key) => ({ key, to: ROUTES[key] }));
}
