import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import shellTexts from '../i18n/en-GB.json';
import type activation from '../i18n/en-GB/activation.json';
import type approvals from '../i18n/en-GB/approvals.json';
import type benefits from '../i18n/en-GB/benefits.json';
import type changePassword from '../i18n/en-GB/change-password.json';
import type codeInput from '../i18n/en-GB/code-input.json';
import type consoleTexts from '../i18n/en-GB/console.json';
import type consoleClients from '../i18n/en-GB/console-clients.json';
import type consoleAudit from '../i18n/en-GB/console-audit.json';
import type consoleClock from '../i18n/en-GB/console-clock.json';
import type consoleContent from '../i18n/en-GB/console-content.json';
import type consolePeople from '../i18n/en-GB/console-people.json';
import type consoleTheme from '../i18n/en-GB/console-theme.json';
import type consoleSso from '../i18n/en-GB/console-sso.json';
import type consoleScheme from '../i18n/en-GB/console-scheme.json';
import type consoleCatalogue from '../i18n/en-GB/console-catalogue.json';
import type consoleCatalogueTerms from '../i18n/en-GB/console-catalogue-terms.json';
import type contact from '../i18n/en-GB/contact.json';
import type content from '../i18n/en-GB/content.json';
import type dashboard from '../i18n/en-GB/dashboard.json';
import type dataTable from '../i18n/en-GB/data-table.json';
import type dateOfBirth from '../i18n/en-GB/date-of-birth.json';
import type employees from '../i18n/en-GB/employees.json';
import type family from '../i18n/en-GB/family.json';
import type faqs from '../i18n/en-GB/faqs.json';
import type forgottenPassword from '../i18n/en-GB/forgotten-password.json';
import type home from '../i18n/en-GB/home.json';
import type idle from '../i18n/en-GB/idle.json';
import type insights from '../i18n/en-GB/insights.json';
import type lifeEvents from '../i18n/en-GB/life-events.json';
import type logout from '../i18n/en-GB/logout.json';
import type magicLink from '../i18n/en-GB/magic-link.json';
import type masqueradeLauncher from '../i18n/en-GB/masquerade-launcher.json';
import type newPassword from '../i18n/en-GB/new-password.json';
import type notFound from '../i18n/en-GB/not-found.json';
import type profile from '../i18n/en-GB/profile.json';
import type reports from '../i18n/en-GB/reports.json';
import type resetPassword from '../i18n/en-GB/reset-password.json';
import type richTextEditor from '../i18n/en-GB/rich-text-editor.json';
import type selections from '../i18n/en-GB/selections.json';
import type signInFailure from '../i18n/en-GB/sign-in-failure.json';
import type signInGrants from '../i18n/en-GB/sign-in-grants.json';
import type singleSignOn from '../i18n/en-GB/single-sign-on.json';
import type statements from '../i18n/en-GB/statements.json';
import type steps from '../i18n/en-GB/steps.json';
import type takeUp from '../i18n/en-GB/take-up.json';
import type terms from '../i18n/en-GB/terms.json';
import type twoFactor from '../i18n/en-GB/two-factor.json';
import type uploads from '../i18n/en-GB/uploads.json';
import type vouchers from '../i18n/en-GB/vouchers.json';

/**
 * The text catalogue. Every user-visible string is in i18n/: en-GB.json holds the shell's texts (the layout, the
 * cookie banner, the login), which every page needs; i18n/en-GB/ holds one file per section that only lazily loaded
 * pages use, so `/` does not download them. Initialised synchronously at import.
 */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: 'en-GB',
  fallbackLng: 'en-GB',
  resources: { 'en-GB': { translation: shellTexts } },
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

/**
 * Adds sections of i18n/en-GB/ to the catalogue. Each file that names one of a section's keys calls it at module
 * level, so the texts are there before anything can render them (i18n/catalogue.test.ts checks this). Adding a
 * section again replaces its texts with the same ones (or, in the dev server, with the file's edited ones).
 */
export function addTexts(...sections: Partial<Texts>[]): void {
  for (const texts of sections) i18n.addResourceBundle('en-GB', 'translation', texts, true, true);
}

export { useTranslation } from 'react-i18next';

type Texts = typeof shellTexts &
  typeof activation &
  typeof approvals &
  typeof benefits &
  typeof changePassword &
  typeof codeInput &
  typeof consoleTexts &
  typeof consoleClients &
  typeof consoleAudit &
  typeof consoleClock &
  typeof consoleContent &
  typeof consolePeople &
  typeof consoleTheme &
  typeof consoleSso &
  typeof consoleScheme &
  typeof consoleCatalogue &
  typeof consoleCatalogueTerms &
  typeof contact &
  typeof content &
  typeof dashboard &
  typeof dataTable &
  typeof dateOfBirth &
  typeof employees &
  typeof family &
  typeof faqs &
  typeof forgottenPassword &
  typeof home &
  typeof idle &
  typeof insights &
  typeof lifeEvents &
  typeof logout &
  typeof magicLink &
  typeof masqueradeLauncher &
  typeof newPassword &
  typeof notFound &
  typeof profile &
  typeof reports &
  typeof resetPassword &
  typeof richTextEditor &
  typeof selections &
  typeof signInFailure &
  typeof signInGrants &
  typeof singleSignOn &
  typeof statements &
  typeof steps &
  typeof takeUp &
  typeof terms &
  typeof twoFactor &
  typeof uploads &
  typeof vouchers;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Texts };
  }
}
