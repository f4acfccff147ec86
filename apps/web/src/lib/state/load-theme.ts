import type { Theme } from '@portal/contracts';
import { apiPaths } from '@portal/contracts/api-paths';
import { apiRequest } from '../api-client.ts';
import { applyTheme, DEFAULT_THEME } from '../theme.ts';
import type { AppDispatch } from './hooks.ts';
import { themeReceived, themeUnavailable } from './session-slice.ts';

/** Fetches the client theme (GET /api/theme), applies it as CSS variables, caches it and stores it in the session. */
export async function loadTheme(dispatch: AppDispatch): Promise<void> {
  const result = await apiRequest<Theme>(apiPaths.theme);
  if (result.ok) {
    const { theme } = applyTheme(result.data);
    dispatch(themeReceived({ theme, source: 'network' }));
  } else {
    dispatch(themeUnavailable({ fallback: DEFAULT_THEME }));
  }
}
