/** The signed-in person as the contracts answer them: the user record, the profile and the login setup. */
import {
  employerPermissions,
  type AvatarOption,
  type LoginSetupResponse,
  type Profile,
  type Theme,
  type User,
} from '@portal/contracts';
import type { ClientRow } from '../../db/schema/index.ts';
import { assetUrl } from '../assets/index.ts';
import type { TenantContentFacts } from '../content/index.ts';
import type { SignedInUser } from '../people/index.ts';
import { DEFAULT_THEME } from '../theme/index.ts';

/** The person with their tenant's facts (current terms, avatar set, FAQs, two-factor policy). */
export interface UserWithTerms extends TenantContentFacts {
  user: SignedInUser;
  twoFactorEnforced: boolean;
}

/** The scheme year a session acts in. */
export interface CurrentScheme {
  id: string;
  year: number;
  startsOn: string;
  endsOn: string;
}

/** The tenant a request acts for: its slug addresses its images. */
interface TenantRef {
  slug: string;
}

/** The tenant's avatar set with image addresses, and the person's choice if it is still in the set. */
export function avatarChoices(
  found: UserWithTerms,
  tenant: TenantRef,
): { chosen: AvatarOption | null; options: AvatarOption[] } {
  const options = found.avatarOptions.map(({ value, label, imageName }) => ({
    value,
    label,
    image: assetUrl(tenant.slug, imageName),
  }));
  return { chosen: options.find((option) => option.value === found.user.avatar) ?? null, options };
}

/** Platform administrators accept no tenant's terms; everyone else must hold the current revision. */
function siteTermsUpdated({ user, currentTermsRevision }: UserWithTerms): boolean {
  if (user.userType === 'admin' || currentTermsRevision === null) return false;
  return user.termsRevisionAccepted === null || currentTermsRevision > user.termsRevisionAccepted;
}

export function presentUser(found: UserWithTerms): User {
  const { user } = found;
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    surname: user.surname,
    name: `${user.firstName} ${user.surname}`,
    userType: user.userType,
    employmentStatus: user.employmentStatus,
    termsRevision: user.termsRevisionAccepted,
    siteTermsUpdated: siteTermsUpdated(found),
    firstLogin: user.firstLogin,
    twoFactorEnabled: user.twoFactorEnabled,
    twoFactorEnforced: found.twoFactorEnforced,
  };
}

/** Profile Settings: names and e-mail (not editable here) and the avatar chosen from the tenant's set. */
export function presentProfile(found: UserWithTerms, tenant: TenantRef): Profile {
  const { user } = found;
  const { chosen, options } = avatarChoices(found, tenant);
  return {
    id: user.id,
    firstName: user.firstName,
    surname: user.surname,
    name: `${user.firstName} ${user.surname}`,
    email: user.email,
    avatar: chosen,
    avatarOptions: options,
  };
}

/** The client's settings that vary the product, as the spec's code and status pairs. */
function clientExceptionsOf(tenant: ClientRow): { code: string; status: boolean }[] {
  return [
    { code: 'insights', status: tenant.insightsEnabled },
    { code: 'contact-us', status: tenant.contactUsEnabled },
    { code: 'two-factor-enforced', status: tenant.twoFactorPolicy === 'enforced' },
    { code: 'sso-only', status: tenant.ssoOnly },
    { code: 'data-load-eligibility-impact', status: tenant.dataLoadEligibilityImpactEnabled },
  ];
}

/** The login setup (spec section 3): the person, their tenant and scheme, the theme, and the session's facts. */
export function presentLoginSetup(
  found: UserWithTerms,
  session: {
    tenant: ClientRow;
    theme: Theme;
    scheme: CurrentScheme | null;
    masquerade: LoginSetupResponse['masquerade'];
    ssoLogoutUrl: string | null;
    /** How far the demo's clock is moved (0: not). */
    demoClockOffset: number;
  },
): LoginSetupResponse {
  const { user } = found;
  const { tenant, theme, scheme } = session;
  const client = { id: tenant.id, clientName: tenant.name };
  return {
    user: {
      id: user.id,
      firstLogin: user.firstLogin,
      // Spec point 6: an insights-enabled client's employers read take-up from the benefit-insights endpoints.
      isInsightsEnabled: tenant.insightsEnabled,
      client: user.clientId === null ? null : client,
    },
    client: {
      ...client,
      contactUsEnabled: tenant.contactUsEnabled,
      clientExceptions: clientExceptionsOf(tenant),
      scheme: scheme && {
        id: scheme.id,
        schemeYear: scheme.year,
        startsOn: scheme.startsOn,
        endsOn: scheme.endsOn,
        theme: {
          core: theme === DEFAULT_THEME,
          primaryColour: theme.primaryColour,
          secondaryColour: theme.secondaryColour,
        },
        baseFont: theme.baseFont,
        headerFont: theme.headerFont,
        avatarSet: { avatarsetPlainFileURL: theme.avatarSet },
      },
    },
    cmsData: { reference: tenant.slug, live: true, faqs: found.hasFaqs, sso_access_only: tenant.ssoOnly },
    id: user.id,
    name: `${user.firstName} ${user.surname}`,
    firstName: user.firstName,
    surname: user.surname,
    email: user.email,
    avatar: avatarChoices(found, tenant).chosen?.image ?? null,
    userType: user.userType,
    employmentStatus: user.employmentStatus,
    siteTermsUpdated: siteTermsUpdated(found),
    termsRevision: found.currentTermsRevision,
    primary: theme.primaryColour,
    benefitBrandName: theme.benefitBrandName,
    supportEmail: theme.supportEmail,
    contactEmail: theme.contactUsEmail,
    supportNumber: theme.benefitBrandPhoneNumber,
    clientLogo: theme.logoFileUrl,
    brandHeaderLogo: theme.brandHeaderLogo,
    brandHeaderLogoMobile: theme.mobileLogo,
    contactUsEnabled: tenant.contactUsEnabled,
    isDataLoadEligibilityImpactEnabled: tenant.dataLoadEligibilityImpactEnabled,
    ssoLogoutUrl: session.ssoLogoutUrl,
    twoFactorEnabled: user.twoFactorEnabled,
    twoFactorEnforced: found.twoFactorEnforced,
    permissions: user.userType === 'admin' ? [...employerPermissions] : user.permissions,
    masquerade: session.masquerade,
    demoClock: session.demoClockOffset === 0 ? null : { offsetMs: session.demoClockOffset },
  };
}
