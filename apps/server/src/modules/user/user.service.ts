/**
 * The signed-in user: the login setup that starts a session in the web app (spec section 3, Login setup
 * response), the user record and profile, and accepting the tenant's current terms (spec section 4, Terms).
 * One function a verb; each takes the module's context, then the principal.
 */
import {
  AVATAR_NOT_OFFERED_MESSAGE,
  NOTHING_TO_CHANGE_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
  type LoginSetupResponse,
  type PatchUserRequest,
  type Profile,
  type Theme,
  type User,
} from '@portal/contracts';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Principal } from '../../plugins/auth.ts';
import type { CatalogueCache } from '../benefits/index.ts';
import type { ContentFacts } from '../content/index.ts';
import type { UserDirectory } from '../people/index.ts';
import {
  presentLoginSetup,
  presentProfile,
  presentUser,
  type CurrentScheme,
  type UserWithTerms,
} from './user.presenter.ts';
import { updateOwnUser, type OwnUserChanges } from './user.repository.ts';

export const TERMS_NOT_CONFIRMED_MESSAGE = 'Please confirm that you have read the terms and conditions';
export const TERMS_CHANGED_MESSAGE =
  'The terms and conditions have changed since you opened them. Please read the latest version.';

/** What the user functions are given: each kind of fact is read from (and cached by) the module that owns it. */
export interface UserContext {
  db: Database;
  clock: Clock;
  /** How far the demo's clock is moved (0: not). */
  demoClockOffset(): number;
  /** People (modules/people). */
  directory: UserDirectory;
  /** The tenant's terms revision, FAQs and avatar set (modules/content). */
  content: ContentFacts;
  /** The tenant's scheme years (modules/benefits). */
  catalogue: CatalogueCache;
}

/** The principal's user (who belongs to the tenant, or is a platform administrator) with the tenant's facts. */
async function currentUser(users: UserContext, principal: Principal): Promise<UserWithTerms> {
  const [user, content] = await Promise.all([
    users.directory.user(principal.userId),
    users.content.of(principal.clientId),
  ]);
  // The token was valid a moment ago, so the user has just been removed.
  if (!user) throw new HttpError(401, SESSION_EXPIRED_MESSAGE);
  return { user, ...content, twoFactorEnforced: principal.tenant.twoFactorPolicy === 'enforced' };
}

/** The tenant's scheme of a year (null: the current one). */
async function schemeOf(
  users: UserContext,
  tenantId: string,
  year: number | null,
): Promise<CurrentScheme | null> {
  const [scheme] = await users.catalogue.schemeYears(tenantId, year);
  return scheme
    ? { id: scheme.id, year: scheme.year, startsOn: scheme.startsOn, endsOn: scheme.endsOn }
    : null;
}

/** The banner's facts of a masquerade session, and the scheme of the year it acts in. */
async function masqueradeOf(
  users: UserContext,
  principal: Principal,
): Promise<{ state: NonNullable<LoginSetupResponse['masquerade']>; scheme: CurrentScheme | null } | null> {
  const { masquerade } = principal;
  if (!masquerade) return null;
  const [admin, scheme] = await Promise.all([
    users.directory.user(masquerade.adminId),
    schemeOf(users, principal.clientId, masquerade.schemeYear),
  ]);
  const state = {
    userId: principal.userId,
    schemeYear: masquerade.schemeYear,
    adminName: admin ? `${admin.firstName} ${admin.surname}` : '',
    endsAt: masquerade.endsAt.toISOString(),
  };
  return { state, scheme };
}

/** GET /api/login/setup */
export async function loginSetup(
  users: UserContext,
  principal: Principal,
  theme: Theme,
): Promise<LoginSetupResponse> {
  const { tenant } = principal;
  // A masquerade acts in the scheme year the administrator chose; everyone else in the current one.
  const [found, masquerade, current] = await Promise.all([
    currentUser(users, principal),
    masqueradeOf(users, principal),
    principal.masquerade ? null : schemeOf(users, principal.clientId, null),
  ]);
  return presentLoginSetup(found, {
    tenant,
    theme,
    scheme: masquerade ? masquerade.scheme : current,
    masquerade: masquerade?.state ?? null,
    // A single-sign-on session keeps its provider's logout address from the sign-in (its grant's).
    ssoLogoutUrl: principal.ssoLogoutUrl,
    demoClockOffset: users.demoClockOffset(),
  });
}

/** GET /api/user */
export async function getUser(users: UserContext, principal: Principal): Promise<User> {
  return presentUser(await currentUser(users, principal));
}

/** GET /api/user/profile */
export async function getProfile(users: UserContext, principal: Principal): Promise<Profile> {
  return presentProfile(await currentUser(users, principal), principal.tenant);
}

/**
 * PATCH /api/user: any of accepting the current terms (naming the revision read), completing the first login
 * (the welcome carousel was seen) and choosing an avatar from the tenant's set. Everything is checked before
 * anything is written, and it is written in one statement.
 */
export async function updateUser(
  users: UserContext,
  principal: Principal,
  patch: PatchUserRequest,
): Promise<User> {
  const wantsTerms = patch.termsAccepted !== undefined || patch.termsRevision !== undefined;
  const wantsAvatar = patch.avatar !== undefined;
  if (!wantsTerms && !wantsAvatar && patch.firstLoginComplete !== true) {
    throw new HttpError(400, NOTHING_TO_CHANGE_MESSAGE);
  }
  if (wantsTerms && (patch.termsAccepted !== true || patch.termsRevision === undefined)) {
    throw new HttpError(400, TERMS_NOT_CONFIRMED_MESSAGE);
  }
  const found = await currentUser(users, principal);
  const changes: OwnUserChanges = {};
  if (wantsTerms) {
    if (found.currentTermsRevision === null || patch.termsRevision !== found.currentTermsRevision) {
      throw new HttpError(409, TERMS_CHANGED_MESSAGE);
    }
    // Platform administrators are not bound by a tenant's terms: nothing to record.
    if (found.user.userType !== 'admin') {
      changes.termsRevisionAccepted = patch.termsRevision;
      changes.termsAcceptedAt = users.clock();
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
    if (!(await updateOwnUser(users.db, principal, changes)))
      throw new HttpError(401, SESSION_EXPIRED_MESSAGE);
    users.directory.forgetUser(principal.userId);
  }
  const { termsRevisionAccepted, firstLogin, avatar } = { ...found.user, ...changes };
  return presentUser({ ...found, user: { ...found.user, termsRevisionAccepted, firstLogin, avatar } });
}
