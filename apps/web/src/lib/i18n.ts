import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import enGB from '../i18n/en-GB.json';

/** The text catalogue: every user-visible string is in i18n/en-GB.json. Initialised synchronously at import. */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: 'en-GB',
  fallbackLng: 'en-GB',
  resources: { 'en-GB': { translation: enGB } },
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

export { useTranslation } from 'react-i18next';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof enGB };
  }
}
