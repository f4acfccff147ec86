import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import type { EmployerPermission, EmploymentStatus, LoginSetupResponse, UserType } from '@portal/contracts';
import type { Masquerade } from '../api-client.ts';
import { i18n } from '../i18n.ts';
import { cookieSettingsSaved, cookiesAccepted } from './cookie-slice.ts';

/**
 * The session: whether someone is signed in, who (the person's own fields of the login setup), what their
 * session may open (user type, employment status, the tenant's FAQ, contact and single-sign-on switches), and
 * the session's UI state (the login page's error, the welcome carousel, the masquerade). Held in memory only
 * (never persisted). The tenant's theme has its own slice (theme-slice.ts); the rest of the login setup (the
 * client, its scheme year) is server data and stays in RTK Query's cache (login-setup-api.ts). The access
 * token is deliberately not here: it lives in the auth feature's session/access-token.ts, out of reach of
 * devtools and persistence.
 */

export interface SessionState {
  loggedIn: boolean;
  /** True while a stored logged-in flag is being turned back into a session (refresh, then login setup). */
  restoring: boolean;
  /** The login page's error banner; also how a forced logout (401) tells the user why. */
  loginError: string | null;
  passwordChanged: boolean;
  userType: UserType | null;
  employmentStatus: EmploymentStatus | null;
  /** An employer's permissions (approver, reports, uploads, settings): which employer pages open. */
  permissions: EmployerPermission[];
  siteTermsUpdated: boolean;
  termsRevision: number | null;
  id: string | null;
  name: string | null;
  firstName: string | null;
  surname: string | null;
  email: string | null;
  avatar: string | null;
  /** The tenant's switches that decide what the session may open: FAQs, and single sign-on only. */
  cmsData: { faqs: boolean; sso_access_only: boolean } | null;
  /** The tenant offers Contact us (the footer's link and the page). */
  contactUsEnabled: boolean;
  /** The tenant's upload panel shows each upload's effect on benefits (the upload-data panel's second variant). */
  dataLoadEligibilityImpact: boolean;
  /** Set while an administrator acts as someone else; every request then carries the masquerade headers. */
  masquerade: Masquerade | null;
  showWelcomeModal: boolean;
  ssoLogoutUrl: string | null;
  /** Two-factor is on for the user: the menu offers to turn it off (unless enforced) rather than on. */
  twoFactorEnabled: boolean;
  /** The tenant requires two-factor: it cannot be turned off. */
  twoFactorEnforced: boolean;
  /**
   * ccv-only mode (spec section 4): an inactive employee or a leaver with a childcare voucher balance left sees
   * only what spends it (no My benefits, no Dashboard).
   */
  ccvOnly: boolean;
}

export const initialSessionState: SessionState = {
  loggedIn: false,
  restoring: false,
  loginError: null,
  passwordChanged: false,
  userType: null,
  employmentStatus: null,
  permissions: [],
  siteTermsUpdated: false,
  termsRevision: null,
  id: null,
  name: null,
  firstName: null,
  surname: null,
  email: null,
  avatar: null,
  cmsData: null,
  contactUsEnabled: false,
  dataLoadEligibilityImpact: false,
  masquerade: null,
  showWelcomeModal: false,
  ssoLogoutUrl: null,
  twoFactorEnabled: false,
  twoFactorEnforced: false,
  ccvOnly: false,
};

/** 'Please accept cookies before logging in': shown as plain text, and not kept across a reset. */
export function isCookiesMessage(message: string | null): boolean {
  return message === i18n.t('login.errors.cookiesRequired');
}

function takeSetup(state: SessionState, setup: LoginSetupResponse): void {
  state.id = setup.id;
  state.name = setup.name;
  state.firstName = setup.firstName;
  state.surname = setup.surname;
  state.email = setup.email;
  state.avatar = setup.avatar;
  state.userType = setup.userType;
  state.employmentStatus = setup.employmentStatus;
  state.permissions = setup.permissions;
  state.siteTermsUpdated = setup.siteTermsUpdated;
  state.termsRevision = setup.termsRevision;
  state.cmsData = { faqs: setup.cmsData.faqs, sso_access_only: setup.cmsData.sso_access_only };
  state.ssoLogoutUrl = setup.ssoLogoutUrl;
  state.showWelcomeModal = setup.user.firstLogin;
  state.twoFactorEnabled = setup.twoFactorEnabled;
  state.twoFactorEnforced = setup.twoFactorEnforced;
  // The server says whether this is a masquerade session; it refuses requests whose headers disagree.
  state.masquerade = setup.masquerade
    ? { userId: setup.masquerade.userId, schemeYear: setup.masquerade.schemeYear }
    : null;
  state.contactUsEnabled = setup.contactUsEnabled;
  state.dataLoadEligibilityImpact = setup.isDataLoadEligibilityImpactEnabled;
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    /** A stored logged-in flag was found at start: the session is being restored. */
    sessionRestoreStarted(state) {
      state.restoring = true;
    },
    /** Logged out becomes logged in: the token is held and GET /api/login/setup answered (spec section 4). */
    sessionStarted(state, action: PayloadAction<LoginSetupResponse>) {
      takeSetup(state, action.payload);
      state.loggedIn = true;
      state.restoring = false;
      state.loginError = null;
      state.passwordChanged = false;
    },
    /** The voucher balance of an inactive employee or a leaver was read: above 0, the session is ccv-only. */
    ccvOnlyChecked(state, action: PayloadAction<boolean>) {
      state.ccvOnly = action.payload;
    },
    /** The single-sign-on logout address, known from the login answer before the setup arrives. */
    ssoLogoutUrlReceived(state, action: PayloadAction<string | null>) {
      state.ssoLogoutUrl = action.payload;
    },
    loginErrorSet(state, action: PayloadAction<string | null>) {
      state.loginError = action.payload;
    },
    /** Set by the password reset, shown once on the login page as 'Password successfully changed.'. */
    passwordChangedSet(state, action: PayloadAction<boolean>) {
      state.passwordChanged = action.payload;
    },
    /** The site terms were accepted at this revision (PATCH /api/user answered). */
    termsAccepted(state, action: PayloadAction<{ revision: number }>) {
      state.termsRevision = action.payload.revision;
      state.siteTermsUpdated = false;
    },
    /** Two-factor was turned on or off (GET /api/user after the change, or the change's own answer). */
    twoFactorStateReceived(state, action: PayloadAction<{ enabled: boolean; enforced?: boolean }>) {
      state.twoFactorEnabled = action.payload.enabled;
      if (action.payload.enforced !== undefined) state.twoFactorEnforced = action.payload.enforced;
    },
    /**
     * The browser's session is (or is no longer) a masquerade: known from its sign-in or refresh answer, so
     * every request from then on carries the right headers (the login setup itself must, or it is refused).
     */
    masqueradeChanged(state, action: PayloadAction<Masquerade | null>) {
      state.masquerade = action.payload;
    },
    /** The welcome carousel was shown and closed: it is no longer required (spec section 4, Session). */
    welcomeCarouselDone(state) {
      state.showWelcomeModal = false;
    },
    /** Profile Settings saved a new avatar: the header shows it at once (its image address, or none). */
    avatarChanged(state, action: PayloadAction<string | null>) {
      state.avatar = action.payload;
    },
    /** Spec section 4 (Terms): on error the site terms are marked as updated. */
    termsAcceptFailed(state) {
      state.siteTermsUpdated = true;
    },
    /**
     * The session is over (logout, a 401, a failed restore or setup). Everything about the user goes (the
     * tenant's theme, in its own slice, stays). The login error stays unless it is the cookies one (spec section 4: reset keeps any
     * login error other than the cookies one), and a reason given here replaces it.
     */
    sessionEnded(state, action: PayloadAction<{ reason?: string | null } | undefined>) {
      const reason = action.payload?.reason;
      const kept = state.loginError && !isCookiesMessage(state.loginError) ? state.loginError : null;
      return { ...initialSessionState, loginError: reason ?? kept };
    },
  },
  extraReducers: (builder) => {
    // Spec section 4: accepting cookies clears an existing login error.
    builder.addMatcher(isAnyOf(cookiesAccepted, cookieSettingsSaved), (state) => {
      state.loginError = null;
    });
  },
  selectors: {
    selectSession: (state) => state,
    selectLoggedIn: (state) => state.loggedIn,
    selectRestoring: (state) => state.restoring,
    selectLoginError: (state) => state.loginError,
    selectMasquerade: (state) => state.masquerade,
    /** Spec: the footer's Contact link shows only when logged in and the client has contactUsEnabled. */
    selectShowContactLink: (state) => state.loggedIn && state.contactUsEnabled,
    /**
     * The tenant signs people in by single sign-on only (no passwords: the forgotten-password form is hidden).
     * Known from the login setup only: nothing a signed-out visitor loads carries it yet (the theme could).
     */
    selectSingleSignOnOnly: (state) => state.cmsData?.sso_access_only === true,
  },
});

export const {
  sessionRestoreStarted,
  sessionStarted,
  ccvOnlyChecked,
  ssoLogoutUrlReceived,
  loginErrorSet,
  passwordChangedSet,
  termsAccepted,
  termsAcceptFailed,
  twoFactorStateReceived,
  welcomeCarouselDone,
  avatarChanged,
  masqueradeChanged,
  sessionEnded,
} = sessionSlice.actions;
export const {
  selectSession,
  selectLoggedIn,
  selectRestoring,
  selectLoginError,
  selectMasquerade,
  selectShowContactLink,
  selectSingleSignOnOnly,
} = sessionSlice.selectors;
