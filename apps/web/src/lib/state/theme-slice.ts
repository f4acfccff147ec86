import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Theme } from '@portal/contracts';
import { sessionStarted } from './session-slice.ts';

/**
 * The tenant's theme: colours, fonts, logos, brand name and support contacts. It is the one piece of server data
 * kept in a slice rather than in RTK Query: every page shows it from the first paint, the login page included,
 * whose JavaScript budget has no room for RTK Query (docs/decisions.md). It outlives a sign-out: the same
 * tenant's login page shows it.
 */
export interface ThemeState {
  /** The theme in use: the cached copy, then the server's; the defaults when neither is there. */
  theme: Theme | null;
  /** Whether the server's theme has arrived ('ready'), failed ('error') or not yet ('idle'). */
  status: 'idle' | 'ready' | 'error';
}

export const initialThemeState: ThemeState = { theme: null, status: 'idle' };

export const themeSlice = createSlice({
  name: 'theme',
  initialState: initialThemeState,
  reducers: {
    /** The client theme, from GET /api/theme or, until it answers, from the local cache. */
    themeReceived(state, action: PayloadAction<{ theme: Theme; source: 'network' | 'cache' }>) {
      state.theme = action.payload.theme;
      if (action.payload.source === 'network') state.status = 'ready';
    },
    /** The theme request failed: keep a cached theme if there is one, otherwise use the defaults. */
    themeUnavailable(state, action: PayloadAction<{ fallback: Theme }>) {
      state.theme ??= action.payload.fallback;
      state.status = 'error';
    },
  },
  extraReducers: (builder) => {
    // The login setup repeats the signed-in tenant's brand; it wins, as the server's latest word.
    builder.addCase(sessionStarted, (state, { payload: setup }) => {
      if (!state.theme) return;
      Object.assign(state.theme, {
        primaryColour: setup.primary,
        benefitBrandName: setup.benefitBrandName,
        supportEmail: setup.supportEmail,
        contactUsEmail: setup.contactEmail,
        benefitBrandPhoneNumber: setup.supportNumber,
        logoFileUrl: setup.clientLogo ?? state.theme.logoFileUrl,
        brandHeaderLogo: setup.brandHeaderLogo,
        mobileLogo: setup.brandHeaderLogoMobile,
      } satisfies Partial<Theme>);
    });
  },
  selectors: {
    selectTheme: (state) => state.theme,
    selectBrandName: (state) => state.theme?.benefitBrandName ?? null,
    selectHeaderLogo: (state) => state.theme?.brandHeaderLogo ?? null,
    selectMobileLogo: (state) => state.theme?.mobileLogo ?? null,
    selectClientLogo: (state) => state.theme?.logoFileUrl ?? null,
    selectSupportEmail: (state) => state.theme?.supportEmail ?? null,
    selectSupportNumber: (state) => state.theme?.benefitBrandPhoneNumber ?? null,
  },
});

export const { themeReceived, themeUnavailable } = themeSlice.actions;
export const {
  selectTheme,
  selectBrandName,
  selectHeaderLogo,
  selectMobileLogo,
  selectClientLogo,
  selectSupportEmail,
  selectSupportNumber,
} = themeSlice.selectors;
