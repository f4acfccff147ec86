/**
 * The change-notice topics that code under `lib` listens to. The modules that own these changes publish under
 * these names (and re-export them), so the mailer can hear them without importing a module.
 */

/** A tenant's theme (by slug). */
export const THEMES_TOPIC = 'themes';
/** A client's settings, its slug and public address among them (by slug). */
export const TENANTS_TOPIC = 'tenants';
