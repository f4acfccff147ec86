import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import type { EmploymentStatus, LoginSetupResponse, Theme, UserType } from '@portal/contracts';
import type { Masquerade } from '../api-client.ts';
import { i18n } from '../i18n.ts';
import { cookieSettingsSaved, cookiesAccepted } from './cookie-slice.ts';

/**
 * User session and state, shaped like spec section 3. Held in memory only (never persisted): GET /api/login/setup
 * fills the user fields; the theme fields come from GET /api/theme at start. The access token is deliberately not
 * here: it lives in lib/session/access-token.ts, out of reach of devtools and persistence.
 */

export interface SessionScheme {
  /** The current scheme year's id (paths by scheme, e.g. a sign-in link). */
  id: string | null;
  schemeYear: number | null;
  baseFont: string | null;
  headerFont: string | null;
  avatarSet: { avatarsetPlainFileURL: string | null } | null;
}

export interface SessionClient {
  id: string | null;
  clientName: string | null;
  contactUsEnabled: boolean;
  scheme: SessionScheme | null;
}

export interface SessionStyles {
  primaryColour: string;
  secondaryColour: string;
  baseFont: string;
  headerFont: string;
}

export interface SessionState {
  loggedIn: boolean;
  /** True while a stored logged-in flag is being turned back into a session (refresh, then login setup). */
  restoring: boolean;
  /** The login page's error banner; also how a forced logout (401) tells the user why. */
  loginError: string | null;
  passwordChanged: boolean;
  userType: UserType | null;
  employmentStatus: EmploymentStatus | null;
  siteTermsUpdated: boolean;
  termsRevision: number | null;
  id: string | null;
  name: string | null;
  firstName: string | null;
  surname: string | null;
  email: string | null;
  avatar: string | null;
  /** The primary colour. */
  primary: string | null;
  benefitBrandName: string | null;
  supportEmail: string | null;
  contactEmail: string | null;
  supportNumber: string | null;
  clientLogo: string | null;
  brandHeaderLogo: string | null;
  brandHeaderLogoMobile: string | null;
  cmsData: { faqs: boolean; sso_access_only: boolean } | null;
  /** Set while an administrator acts as someone else; every request then carries the masquerade headers. */
  masquerade: Masquerade | null;
  hasClientTheme: boolean;
  styles: SessionStyles | null;
  showWelcomeModal: boolean;
  isDataLoadEligibilityImpactEnabled: boolean;
  isOneHubIntegrationActive: boolean;
  oneHubLogoutUrl: string | null;
  ssoLogoutUrl: string | null;
  mfaData: { secret: string; url: string } | null;
  /** Two-factor is on for the user: the menu offers to turn it off (unless enforced) rather than on. */
  twoFactorEnabled: boolean;
  /** The tenant requires two-factor: it cannot be turned off. */
  twoFactorEnforced: boolean;
  client: SessionClient;
  /** Whether the client theme has arrived ('ready'), failed ('error', defaults in use) or not yet ('idle'). */
  themeStatus: 'idle' | 'ready' | 'error';
}

export const initialSessionState: SessionState = {
  loggedIn: false,
  restoring: false,
  loginError: null,
  passwordChanged: false,
  userType: null,
  employmentStatus: null,
  siteTermsUpdated: false,
  termsRevision: null,
  id: null,
  name: null,
  firstName: null,
  surname: null,
  email: null,
  avatar: null,
  primary: null,
  benefitBrandName: null,
  supportEmail: null,
  contactEmail: null,
  supportNumber: null,
  clientLogo: null,
  brandHeaderLogo: null,
  brandHeaderLogoMobile: null,
  cmsData: null,
  masquerade: null,
  hasClientTheme: false,
  styles: null,
  showWelcomeModal: false,
  isDataLoadEligibilityImpactEnabled: false,
  isOneHubIntegrationActive: false,
  oneHubLogoutUrl: null,
  ssoLogoutUrl: null,
  mfaData: null,
  twoFactorEnabled: false,
  twoFactorEnforced: false,
  client: { id: null, clientName: null, contactUsEnabled: false, scheme: null },
  themeStatus: 'idle',
};

/** The tenant's brand: it outlives a sign-out (the same tenant's login page shows it). */
const THEME_FIELDS = [
  'primary',
  'benefitBrandName',
  'supportEmail',
  'contactEmail',
  'supportNumber',
  'clientLogo',
  'brandHeaderLogo',
  'brandHeaderLogoMobile',
  'hasClientTheme',
  'styles',
  'themeStatus',
] as const satisfies readonly (keyof SessionState)[];

/** 'Please accept cookies before logging in': shown as plain text, and not kept across a reset. */
export function isCookiesMessage(message: string | null): boolean {
  return message === i18n.t('login.errors.cookiesRequired');
}

function takeTheme(state: SessionState, theme: Theme): void {
  state.primary = theme.primaryColour;
  state.benefitBrandName = theme.benefitBrandName;
  state.supportEmail = theme.supportEmail;
  state.contactEmail = theme.contactUsEmail;
  state.supportNumber = theme.benefitBrandPhoneNumber;
  state.clientLogo = theme.logoFileUrl;
  state.brandHeaderLogo = theme.brandHeaderLogo;
  state.brandHeaderLogoMobile = theme.mobileLogo;
  state.styles = {
    primaryColour: theme.primaryColour,
    secondaryColour: theme.secondaryColour,
    baseFont: theme.baseFont,
    headerFont: theme.headerFont,
  };
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
  state.siteTermsUpdated = setup.siteTermsUpdated;
  state.termsRevision = setup.termsRevision;
  state.primary = setup.primary;
  state.benefitBrandName = setup.benefitBrandName;
  state.supportEmail = setup.supportEmail;
  state.contactEmail = setup.contactEmail;
  state.supportNumber = setup.supportNumber;
  state.clientLogo = setup.clientLogo;
  state.brandHeaderLogo = setup.brandHeaderLogo;
  state.brandHeaderLogoMobile = setup.brandHeaderLogoMobile;
  state.cmsData = { faqs: setup.cmsData.faqs, sso_access_only: setup.cmsData.sso_access_only };
  state.isDataLoadEligibilityImpactEnabled = setup.isDataLoadEligibilityImpactEnabled;
  state.ssoLogoutUrl = setup.ssoLogoutUrl;
  state.showWelcomeModal = setup.user.firstLogin;
  state.twoFactorEnabled = setup.twoFactorEnabled;
  state.twoFactorEnforced = setup.twoFactorEnforced;
  // The server says whether this is a masquerade session; it refuses requests whose headers disagree.
  state.masquerade = setup.masquerade
    ? { userId: setup.masquerade.userId, schemeYear: setup.masquerade.schemeYear }
    : null;
  const scheme = setup.client?.scheme ?? null;
  state.client = {
    id: setup.client?.id ?? null,
    clientName: setup.client?.clientName ?? null,
    contactUsEnabled: setup.contactUsEnabled,
    scheme: scheme
      ? {
          id: scheme.id,
          schemeYear: scheme.schemeYear,
          baseFont: scheme.baseFont,
          headerFont: scheme.headerFont,
          avatarSet: scheme.avatarSet,
        }
      : null,
  };
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    /** The client theme, from GET /api/theme or, until it answers, from the local cache. */
    themeReceived(state, action: PayloadAction<{ theme: Theme; source: 'network' | 'cache' }>) {
      takeTheme(state, action.payload.theme);
      state.hasClientTheme = true;
      if (action.payload.source === 'network') state.themeStatus = 'ready';
    },
    /** The theme request failed: keep a cached theme if there is one, otherwise use the defaults. */
    themeUnavailable(state, action: PayloadAction<{ fallback: Theme }>) {
      if (!state.hasClientTheme) takeTheme(state, action.payload.fallback);
      state.themeStatus = 'error';
    },
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
     * The session is over (logout, a 401, a failed restore or setup). Everything about the user goes; the
     * tenant's brand stays. The login error stays unless it is the cookies one (spec section 4: reset keeps any
     * login error other than the cookies one), and a reason given here replaces it.
     */
    sessionEnded(state, action: PayloadAction<{ reason?: string | null } | undefined>) {
      const reason = action.payload?.reason;
      const kept = state.loginError && !isCookiesMessage(state.loginError) ? state.loginError : null;
      const theme = Object.fromEntries(THEME_FIELDS.map((field) => [field, state[field]]));
      return { ...initialSessionState, ...theme, loginError: reason ?? kept };
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
    selectShowContactLink: (state) => state.loggedIn && state.client.contactUsEnabled,
    selectBrandName: (state) => state.benefitBrandName,
    /**
     * The tenant signs people in by single sign-on only (no passwords: the forgotten-password form is hidden).
     * Known from the login setup only: nothing a signed-out visitor loads carries it yet (the theme could).
     */
    selectSingleSignOnOnly: (state) => state.cmsData?.sso_access_only === true,
    selectHeaderLogo: (state) => state.brandHeaderLogo,
    selectMobileLogo: (state) => state.brandHeaderLogoMobile,
  },
});

export const {
  themeReceived,
  themeUnavailable,
  sessionRestoreStarted,
  sessionStarted,
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
  selectBrandName,
  selectSingleSignOnOnly,
  selectHeaderLogo,
  selectMobileLogo,
} = sessionSlice.selectors;
