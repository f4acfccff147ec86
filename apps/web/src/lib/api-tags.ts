/**
 * Every RTK Query tag, in one place. A query provides the tags of what it shows; a mutation invalidates the
 * tags of what it changes. So a change in one feature (a selection) refreshes what other features show (costs,
 * statements, the home page's cards) without any feature importing another.
 */
export const apiTags = {
  /** The signed-in person's profile and avatar. */
  profile: 'Profile',
  /** The tenant's employees and their registration figures. */
  employees: 'Employees',
  /** The tenant's settings an employer changes (two-factor enforcement). */
  tenantSettings: 'TenantSettings',
  /** What the benefits catalogue offers the person. */
  benefits: 'Benefits',
  /** The person's selections, and everything computed from them. */
  selections: 'Selections',
  costs: 'Costs',
  statements: 'Statements',
  /** The person's family members and life events. */
  family: 'Family',
  lifeEvents: 'LifeEvents',
  vouchers: 'Vouchers',
  /** The employer's approvals, reports and uploads. */
  approvals: 'Approvals',
  reports: 'Reports',
  uploads: 'Uploads',
  /** The operator console's lists (issue 35): the platform's clients. */
  consoleClients: 'ConsoleClients',
  /** The console's People area: the platform administrators, and a client's employer users. */
  consoleAdministrators: 'ConsoleAdministrators',
  consoleEmployers: 'ConsoleEmployers',
  /** The operator console's theme editor and content areas, per client. */
  consoleTheme: 'ConsoleTheme',
  consoleContent: 'ConsoleContent',
  /** The console's Single sign-on area: a client's identity providers. */
  consoleSso: 'ConsoleSso',
  /** The console's Scheme years and windows area: a client's scheme years, windows and cut-off day. */
  consoleScheme: 'ConsoleScheme',
  /** The console's Benefits catalogue: a client's benefits. */
  consoleCatalogue: 'ConsoleCatalogue',
} as const;

export type ApiTag = (typeof apiTags)[keyof typeof apiTags];

export const apiTagTypes = Object.values(apiTags) as ApiTag[];

/**
 * The views that list or sum the person's selections (the benefits list, the home page's cards, family covers,
 * take-up). The set-up wizard's own queries are tagged by benefit instead, so that the wizard's save, which
 * writes its answer into them, refreshes these views and not the wizard; a change made anywhere else
 * invalidates the whole `selections` type, the wizard included.
 */
export const selectionViews = { type: apiTags.selections, id: 'VIEWS' } as const;

/** The set-up wizard's queries of one benefit. */
export const selectionOfBenefit = (benefitId: number) =>
  ({ type: apiTags.selections, id: benefitId }) as const;
