import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import type { Theme } from '@portal/contracts';
import type { Masquerade } from '../api-client.ts';
import { cookieSettingsSaved, cookiesAccepted } from './cookie-slice.ts';

/**
 * User session and state, shaped like spec section 3. Held in memory only (never persisted): the sign-in issue
 * fills the user fields; the theme fields come from GET /api/theme at start.
 */

export interface SessionScheme {
  schemeYear: number | null;
  baseFont: string | null;
  headerFont: string | null;
  avatarSet: { avatarsetPlainFileURL: string | null } | null;
}

export interface SessionClient {
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
  loginError: string | null;
  passwordChanged: boolean;
  /** The access token lives here, in memory, and nowhere else. */
  accessToken: string | null;
  userType: string | null;
  employmentStatus: string | null;
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
  client: SessionClient;
  /** Whether the client theme has arrived ('ready'), failed ('error', defaults in use) or not yet ('idle'). */
  themeStatus: 'idle' | 'ready' | 'error';
}

export const initialSessionState: SessionState = {
  loggedIn: false,
  loginError: null,
  passwordChanged: false,
  accessToken: null,
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
  client: { clientName: null, contactUsEnabled: false, scheme: null },
  themeStatus: 'idle',
};

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
  },
  extraReducers: (builder) => {
    // Spec section 4: accepting cookies clears an existing login error.
    builder.addMatcher(isAnyOf(cookiesAccepted, cookieSettingsSaved), (state) => {
      state.loginError = null;
    });
  },
  selectors: {
    selectLoggedIn: (state) => state.loggedIn,
    selectAccessToken: (state) => state.accessToken,
    selectMasquerade: (state) => state.masquerade,
    /** Spec: the footer's Contact link shows only when logged in and the client has contactUsEnabled. */
    selectShowContactLink: (state) => state.loggedIn && state.client.contactUsEnabled,
    selectBrandName: (state) => state.benefitBrandName,
    selectHeaderLogo: (state) => state.brandHeaderLogo,
    selectMobileLogo: (state) => state.brandHeaderLogoMobile,
  },
});

export const { themeReceived, themeUnavailable } = sessionSlice.actions;
export const {
  selectLoggedIn,
  selectAccessToken,
  selectMasquerade,
  selectShowContactLink,
  selectBrandName,
  selectHeaderLogo,
  selectMobileLogo,
} = sessionSlice.selectors;
