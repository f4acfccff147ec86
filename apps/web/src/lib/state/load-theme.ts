import { applyTheme, DEFAULT_THEME } from '../theme.ts';
import type { AppDispatch } from './hooks.ts';
import { themeReceived, themeUnavailable } from './theme-slice.ts';
import { callEndpoint } from '../endpoint-request.ts';

/** Fetches the client theme (GET /api/theme), applies it as CSS variables, caches it and stores it in the theme slice. */
export async function loadTheme(dispatch: AppDispatch): Promise<void> {
  const result = await callEndpoint('theme');
  if (result.ok) {
    const { theme } = applyTheme(result.data);
    dispatch(themeReceived({ theme, source: 'network' }));
  } else {
    dispatch(themeUnavailable({ fallback: DEFAULT_THEME }));
  }
}
