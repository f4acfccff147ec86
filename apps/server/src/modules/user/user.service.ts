/**
 * The signed-in user: the login setup that starts a session in the web app (spec section 3, Login setup
 * response), the user record, and accepting the tenant's current terms (spec section 4, Terms).
 */
import {
  SESSION_EXPIRED_MESSAGE,
  type LoginSetupResponse,
  type PatchUserRequest,
  type Theme,
  type User,
} from '@portal/contracts';
import type { Database } from '../../db/client.ts';
import type { ClientRow } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Principal } from '../../plugins/auth.ts';
import { DEFAULT_THEME } from '../theme/theme.service.ts';
import type { UserDirectory } from './user-directory.ts';
import { acceptTermsRevision, type CurrentScheme, type SignedInUser } from './user.repository.ts';

interface UserWithTerms {
  user: SignedInUser;
  currentTermsRevision: number | null;
  twoFactorEnforced: boolean;
}

export const TERMS_CHANGED_MESSAGE =
  'The terms and conditions have changed since you opened them. Please read the latest version.';

/** Platform administrators accept no tenant's terms; everyone else must hold the current revision. */
function siteTermsUpdated({ user, currentTermsRevision }: UserWithTerms): boolean {
  if (user.userType === 'admin' || currentTermsRevision === null) return false;
  return user.termsRevisionAccepted === null || currentTermsRevision > user.termsRevisionAccepted;
}

function toUser(found: UserWithTerms): User {
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

export function createUserService(deps: { db: Database; clock: Clock; directory: UserDirectory }) {
  const { db, clock, directory } = deps;

  /** The principal's user, who belongs to the tenant (or is a platform administrator). */
  async function signedInUser(principal: Principal): Promise<SignedInUser> {
    const user = await directory.user(principal.userId);
    // The token was valid a moment ago, so the user has just been removed.
    if (!user || (user.clientId !== null && user.clientId !== principal.clientId)) {
      throw new HttpError(401, SESSION_EXPIRED_MESSAGE);
    }
    return user;
  }

  async function currentUser(
    principal: Principal,
  ): Promise<UserWithTerms & { scheme: CurrentScheme | null }> {
    const [user, facts] = await Promise.all([
      signedInUser(principal),
      directory.tenantFacts(principal.clientId),
    ]);
    return { user, ...facts };
  }

  return {
    async loginSetup(principal: Principal, tenant: ClientRow, theme: Theme): Promise<LoginSetupResponse> {
      const found = await currentUser(principal);
      const { user, scheme } = found;
      const client = { id: tenant.id, clientName: tenant.name };
      return {
        user: {
          id: user.id,
          firstLogin: user.firstLogin,
          isInsightsEnabled: false,
          client: user.clientId === null ? null : client,
        },
        client: {
          ...client,
          contactUsEnabled: tenant.contactUsEnabled,
          clientExceptions: [],
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
        // FAQs arrive with their issue; single sign-on logout with the single-sign-on issue.
        cmsData: { reference: tenant.slug, live: true, faqs: false, sso_access_only: tenant.ssoOnly },
        id: user.id,
        name: `${user.firstName} ${user.surname}`,
        firstName: user.firstName,
        surname: user.surname,
        email: user.email,
        avatar: null,
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
        ssoLogoutUrl: null,
        twoFactorEnabled: user.twoFactorEnabled,
        twoFactorEnforced: found.twoFactorEnforced,
      };
    },

    async user(principal: Principal): Promise<User> {
      return toUser(await currentUser(principal));
    },

    /** PATCH /api/user: accepting the terms names the revision read, which must be the current one. */
    async update(principal: Principal, patch: PatchUserRequest): Promise<User> {
      if (patch.termsAccepted !== true || patch.termsRevision === undefined) {
        throw new HttpError(400, 'Please confirm that you have read the terms and conditions');
      }
      const found = await currentUser(principal);
      if (found.currentTermsRevision === null || patch.termsRevision !== found.currentTermsRevision) {
        throw new HttpError(409, TERMS_CHANGED_MESSAGE);
      }
      // Platform administrators are not bound by a tenant's terms: nothing to record.
      if (found.user.userType === 'admin') return toUser(found);
      await acceptTermsRevision(db, principal.clientId, principal.userId, patch.termsRevision, clock());
      directory.forgetUser(principal.userId);
      return toUser({ ...found, user: { ...found.user, termsRevisionAccepted: patch.termsRevision } });
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
