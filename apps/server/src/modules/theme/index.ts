/**
 * Themes' door: a tenant's theme, cached, and the default one.
 * The module's wiring (routes, jobs, shared services) is theme.module.ts.
 */
export { themes } from './theme.module.ts';
export { DEFAULT_THEME, type ThemeService } from './theme.service.ts';
export { presentTheme } from './theme.presenter.ts';
export { findThemeByClientId, updateClientTheme, type EditableTheme } from './theme.repository.ts';
