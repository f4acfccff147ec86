import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Cookie consent (spec section 3: cookiesAccepted, nonNecessaryCookiesEnabled). The only persisted slice. */
export interface CookieState {
  cookiesAccepted: boolean;
  /** The optional category: video player cookies. Essential cookies are always on. */
  nonNecessaryCookiesEnabled: boolean;
}

export const initialCookieState: CookieState = { cookiesAccepted: false, nonNecessaryCookiesEnabled: false };

export const cookieSlice = createSlice({
  name: 'cookie',
  initialState: initialCookieState,
  reducers: {
    /** "Accept cookies" on the banner: every category, essential and video player. */
    cookiesAccepted(state) {
      state.cookiesAccepted = true;
      state.nonNecessaryCookiesEnabled = true;
    },
    /** "Save" in the Manage cookies dialog: the chosen categories, which also counts as accepting. */
    cookieSettingsSaved(state, action: PayloadAction<{ videoPlayer: boolean }>) {
      state.cookiesAccepted = true;
      state.nonNecessaryCookiesEnabled = action.payload.videoPlayer;
    },
  },
  selectors: {
    selectCookiesAccepted: (state) => state.cookiesAccepted,
    selectVideoPlayerCookies: (state) => state.nonNecessaryCookiesEnabled,
  },
});

export const { cookiesAccepted, cookieSettingsSaved } = cookieSlice.actions;
export const { selectCookiesAccepted, selectVideoPlayerCookies } = cookieSlice.selectors;
