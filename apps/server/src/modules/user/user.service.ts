/**
 * The signed-in user: the login setup that starts a session in the web app (spec section 3, Login setup
 * response), the user record, and accepting the tenant's current terms (spec section 4, Terms).
 */
import {
  AVATAR_NOT_OFFERED_MESSAGE,
  NOTHING_TO_CHANGE_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
  type AvatarOption,
  type LoginSetupResponse,
  type PatchUserRequest,
  type Profile,
  type Theme,
  type User,
} from '@portal/contracts';
import type { Database } from '../../db/client.ts';
import type { ClientRow } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Principal } from '../../plugins/auth.ts';
import { assetUrl } from '../assets/index.ts';
import type { TenantRef } from '../content/index.ts';
import { DEFAULT_THEME } from '../theme/index.ts';
import type { UserDirectory } from './user-directory.ts';
import {
  findSchemeOfYear,
  updateOwnUser,
  type CurrentScheme,
  type OwnUserChanges,
  type SignedInUser,
  type TenantSessionFacts,
} from './user.repository.ts';

interface UserWithTerms extends TenantSessionFacts {
  user: SignedInUser;
}

export const TERMS_NOT_CONFIRMED_MESSAGE = 'Please confirm that you have read the terms and conditions';

/** The tenant's avatar set with image addresses, and the person's choice if it is still in the set. */
function avatarChoices(
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

export function createUserService(deps: {
  db: Database;
  clock: Clock;
  directory: UserDirectory;
  /** The identity provider's logout address of a single-sign-on session (modules/single-sign-on). */
  ssoLogoutUrl?: (sessionId: string, tenant: ClientRow) => Promise<string | null>;
}) {
  const { db, clock, directory } = deps;
  const ssoLogoutUrl = deps.ssoLogoutUrl ?? (async () => null);

  /** The principal's user, who belongs to the tenant (or is a platform administrator). */
  async function signedInUser(principal: Principal): Promise<SignedInUser> {
    const user = await directory.user(principal.userId);
    // The token was valid a moment ago, so the user has just been removed.
    if (!user) throw new HttpError(401, SESSION_EXPIRED_MESSAGE);
    return user;
  }

  async function currentUser(principal: Principal): Promise<UserWithTerms> {
    const [user, facts] = await Promise.all([
      signedInUser(principal),
      directory.tenantFacts(principal.clientId),
    ]);
    return { user, ...facts };
  }

  /** The banner's facts of a masquerade session, and the scheme of the year it acts in. */
  async function masqueradeOf(
    principal: Principal,
  ): Promise<{ state: NonNullable<LoginSetupResponse['masquerade']>; scheme: CurrentScheme | null } | null> {
    const { masquerade } = principal;
    if (!masquerade) return null;
    const [admin, scheme] = await Promise.all([
      directory.user(masquerade.adminId),
      findSchemeOfYear(db, principal.clientId, masquerade.schemeYear),
    ]);
    const state = {
      userId: principal.userId,
      schemeYear: masquerade.schemeYear,
      adminName: admin ? `${admin.firstName} ${admin.surname}` : '',
      endsAt: masquerade.endsAt.toISOString(),
    };
    return { state, scheme };
  }

  return {
    async loginSetup(principal: Principal, tenant: ClientRow, theme: Theme): Promise<LoginSetupResponse> {
      const [found, masquerade] = await Promise.all([currentUser(principal), masqueradeOf(principal)]);
      const { user } = found;
      // A masquerade acts in the scheme year the administrator chose; everyone else in the current one.
      const scheme = masquerade ? masquerade.scheme : found.scheme;
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
        // Only a single-sign-on session has one: every other login setup is spared the lookup.
        ssoLogoutUrl: principal.identityProviderId ? await ssoLogoutUrl(principal.sessionId, tenant) : null,
        twoFactorEnabled: user.twoFactorEnabled,
        twoFactorEnforced: found.twoFactorEnforced,
        masquerade: masquerade?.state ?? null,
      };
    },

    async user(principal: Principal): Promise<User> {
      return toUser(await currentUser(principal));
    },

    /** Profile Settings: names and e-mail (not editable here) and the avatar chosen from the tenant's set. */
    async profile(principal: Principal, tenant: TenantRef): Promise<Profile> {
      const found = await currentUser(principal);
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
    },

    /**
     * PATCH /api/user: any of accepting the current terms (naming the revision read), completing the first
     * login (the welcome carousel was seen) and choosing an avatar from the tenant's set. Everything is checked
     * before anything is written, and it is written in one statement.
     */
    async update(principal: Principal, patch: PatchUserRequest): Promise<User> {
      const wantsTerms = patch.termsAccepted !== undefined || patch.termsRevision !== undefined;
      const wantsAvatar = patch.avatar !== undefined;
      if (!wantsTerms && !wantsAvatar && patch.firstLoginComplete !== true) {
        throw new HttpError(400, NOTHING_TO_CHANGE_MESSAGE);
      }
      if (wantsTerms && (patch.termsAccepted !== true || patch.termsRevision === undefined)) {
        throw new HttpError(400, TERMS_NOT_CONFIRMED_MESSAGE);
      }
      const found = await currentUser(principal);
      const changes: OwnUserChanges = {};
      if (wantsTerms) {
        if (found.currentTermsRevision === null || patch.termsRevision !== found.currentTermsRevision) {
          throw new HttpError(409, TERMS_CHANGED_MESSAGE);
        }
        // Platform administrators are not bound by a tenant's terms: nothing to record.
        if (found.user.userType !== 'admin') {
          changes.termsRevisionAccepted = patch.termsRevision;
          changes.termsAcceptedAt = clock();
        }
      }
      if (patch.firstLoginComplete === true) changes.firstLogin = false;
      if (wantsAvatar) {
        const avatar = patch.avatar ?? null;
        if (avatar !== null && !found.avatarOptions.some((option) => option.value === avatar)) {
          throw new HttpError(400, AVATAR_NOT_OFFERED_MESSAGE);
        }
        changes.avatar = avatar;
      }
      if (Object.keys(changes).length > 0) {
        if (!(await updateOwnUser(db, principal, changes))) throw new HttpError(401, SESSION_EXPIRED_MESSAGE);
        directory.forgetUser(principal.userId);
      }
      const { termsRevisionAccepted, firstLogin, avatar } = { ...found.user, ...changes };
      return toUser({ ...found, user: { ...found.user, termsRevisionAccepted, firstLogin, avatar } });
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
