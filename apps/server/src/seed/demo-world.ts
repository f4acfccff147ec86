import { employerPermissions } from '@portal/contracts';
/** The demo world of shared/demo-data.md, as plain data: tenants, their themes and the named people. */
import type { NewUserRow } from '../db/schema/index.ts';
import { assetUrl } from '../modules/assets/index.ts';
import { CLIENT_IDS, DEMO_CURRENT_TERMS_REVISION, SCHEME_IDS, USER_IDS } from './ids.ts';

/** Everything in the seed is dated, so two seeded databases are identical (the password hash aside). */
export const SEEDED_AT = new Date('2026-01-05T09:00:00.000Z');

export interface DemoTenant {
  id: string;
  slug: string;
  name: string;
  brandName: string;
  contactUsEnabled: boolean;
  /**
   * The upload panel's eligibility-impact variant. demo-data.md does not name it; Demo Ltd has it so that the
   * upload journey (issue 20) reads the impact, Northwind keeps the plain variant.
   */
  dataLoadEligibilityImpactEnabled: boolean;
  twoFactorPolicy: 'optional' | 'enforced';
  primaryColour: string;
  secondaryColour: string;
  supportEmail: string;
  contactUsEmail: string;
  phone: string;
  baseFont: string;
  headerFont: string;
  schemeId: string;
}

export const DEMO_TENANTS: readonly DemoTenant[] = [
  {
    id: CLIENT_IDS.demo,
    slug: 'demo',
    name: 'Demo Ltd',
    brandName: 'Demo Benefits',
    contactUsEnabled: true,
    dataLoadEligibilityImpactEnabled: true,
    twoFactorPolicy: 'optional',
    primaryColour: '#00857c',
    secondaryColour: '#272a31',
    supportEmail: 'support@demo.test',
    contactUsEmail: 'hr@demo.test',
    phone: '0161 496 0000',
    baseFont: 'Lato',
    headerFont: 'Montserrat',
    schemeId: SCHEME_IDS.demo2026,
  },
  {
    id: CLIENT_IDS.northwind,
    slug: 'northwind',
    name: 'Northwind Traders',
    brandName: 'Northwind Rewards',
    contactUsEnabled: false,
    dataLoadEligibilityImpactEnabled: false,
    twoFactorPolicy: 'enforced',
    primaryColour: '#c2410c',
    secondaryColour: '#1f2937',
    supportEmail: 'support@northwind.test',
    // demo-data.md gives no contact address for Northwind (contact-us is disabled there).
    contactUsEmail: 'support@northwind.test',
    phone: 'TBC',
    baseFont: 'Inter',
    headerFont: 'Inter',
    schemeId: SCHEME_IDS.northwind2026,
  },
];

/** Logo files each tenant gets, and the theme field that points at each. */
export const LOGO_NAMES = {
  logoFileUrl: 'logo.svg',
  brandHeaderLogo: 'header-logo.svg',
  mobileLogo: 'mobile-logo.svg',
} as const;

export function logoUrls(slug: string): Record<keyof typeof LOGO_NAMES, string> {
  return {
    logoFileUrl: assetUrl(slug, LOGO_NAMES.logoFileUrl),
    brandHeaderLogo: assetUrl(slug, LOGO_NAMES.brandHeaderLogo),
    mobileLogo: assetUrl(slug, LOGO_NAMES.mobileLogo),
  };
}

const activated = new Date('2026-01-12T10:00:00.000Z');
type DemoPerson = Omit<NewUserRow, 'passwordHash' | 'createdAt'> & {
  hasPassword: boolean;
  /** A demo TOTP secret (base32, public: demo-data.md); the seed stores it encrypted. */
  totpSecret?: string;
};

/** Demo two-factor secrets from demo-data.md. */
export const DEMO_TOTP_SECRETS = {
  mfa: 'JBSWY3DPEHPK3PXP',
  platformAdmin: 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU',
} as const;

const person = (
  values: Partial<DemoPerson> & Pick<DemoPerson, 'id' | 'email' | 'firstName' | 'surname'>,
): DemoPerson => ({
  clientId: CLIENT_IDS.demo,
  userType: 'employee',
  employmentStatus: 'active',
  activatedAt: activated,
  termsRevisionAccepted: DEMO_CURRENT_TERMS_REVISION,
  dateOfBirth: null,
  firstLogin: false,
  hasPassword: true,
  ...values,
});

export const DEMO_PEOPLE: readonly DemoPerson[] = [
  person({
    id: USER_IDS.demoEmployee,
    email: 'employee@demo.test',
    firstName: 'Alex',
    surname: 'Morgan',
    dateOfBirth: '1988-03-14',
  }),
  person({
    id: USER_IDS.demoEmployer,
    email: 'employer@demo.test',
    firstName: 'Sam',
    surname: 'Patel',
    userType: 'employer',
    permissions: [...employerPermissions],
  }),
  person({
    id: USER_IDS.demoMfa,
    email: 'mfa@demo.test',
    firstName: 'Jordan',
    surname: 'Lee',
    totpSecret: DEMO_TOTP_SECRETS.mfa,
  }),
  person({
    id: USER_IDS.demoFirstLogin,
    email: 'first@demo.test',
    firstName: 'Casey',
    surname: 'Brooks',
    firstLogin: true,
    // Has never accepted the terms, so the first sign-in shows the new-terms screen before the welcome.
    termsRevisionAccepted: null,
  }),
  // Not activated: no password until activation (link /activation/demo-activation-riley).
  person({
    id: USER_IDS.demoNotActivated,
    email: 'new@demo.test',
    firstName: 'Riley',
    surname: 'Quinn',
    activatedAt: null,
    termsRevisionAccepted: null,
    dateOfBirth: '1990-05-17',
    firstLogin: true,
    hasPassword: false,
  }),
  person({
    id: USER_IDS.demoLeaver,
    email: 'leaver@demo.test',
    firstName: 'Taylor',
    surname: 'Reed',
    employmentStatus: 'left',
  }),
  // On probation until 31 January 2027 (the benefits world): sees only employer-paid and discount benefits.
  person({
    id: USER_IDS.demoProbation,
    email: 'probation@demo.test',
    firstName: 'Robin',
    surname: 'Ash',
  }),
  // An employer who may only approve selections.
  person({
    id: USER_IDS.demoApprover,
    email: 'approver@demo.test',
    firstName: 'Kim',
    surname: 'Adeyemi',
    userType: 'employer',
    permissions: ['approver'],
  }),
  // Signs in through the demo tenant's identity provider once an operator adds one for sso.demo.test
  // (`npm run admin -- sso add`; the browser journeys do): no portal password at all.
  person({
    id: USER_IDS.demoSingleSignOn,
    email: 'sso@sso.demo.test',
    firstName: 'Jamie',
    surname: 'Fox',
    hasPassword: false,
  }),
  // Northwind enforces two-factor: both must set it up at their next sign-in.
  person({
    id: USER_IDS.northwindEmployee,
    clientId: CLIENT_IDS.northwind,
    email: 'employee@northwind.test',
    firstName: 'Morgan',
    surname: 'Blake',
    termsRevisionAccepted: 1,
  }),
  person({
    id: USER_IDS.northwindEmployer,
    clientId: CLIENT_IDS.northwind,
    email: 'employer@northwind.test',
    firstName: 'Drew',
    surname: 'Ellis',
    userType: 'employer',
    permissions: [...employerPermissions],
    termsRevisionAccepted: 1,
  }),
  // Platform administrator: no client, two-factor on.
  person({
    id: USER_IDS.platformAdmin,
    clientId: null,
    email: 'admin@platform.test',
    firstName: 'Pat',
    surname: 'Quinn-Admin',
    userType: 'admin',
    termsRevisionAccepted: null,
    totpSecret: DEMO_TOTP_SECRETS.platformAdmin,
  }),
];
