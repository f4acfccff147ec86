import type { ConsoleThemeChangeInput } from '@portal/contracts/console-theme';
import { isHexColour } from '@portal/contracts/colour';
import type { CSSProperties } from 'react';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { themeVariables } from '../../../lib/theme.ts';
import styles from './theme-preview.module.css';
import themeTexts from '../../../i18n/en-GB/console-theme.json';

addTexts(themeTexts);

/** The theme's CSS variables for the preview only; a colour still being typed keeps the last good one. */
function previewStyle(theme: ConsoleThemeChangeInput, fallback: ConsoleThemeChangeInput): CSSProperties {
  const colour = (value: string, last: string) => (isHexColour(value) ? value : last);
  return themeVariables({
    primaryColour: colour(theme.primaryColour, fallback.primaryColour),
    secondaryColour: colour(theme.secondaryColour, fallback.secondaryColour),
    baseFont: theme.baseFont,
    headerFont: theme.headerFont,
  }) as CSSProperties;
}

/**
 * The login page, the header and a benefit card as the client's employees will see them, drawn with the
 * portal's own theme variables (lib/theme.ts) on this box only, so the console keeps its own look.
 */
export function ThemePreview({
  theme,
  saved,
}: {
  theme: ConsoleThemeChangeInput;
  saved: ConsoleThemeChangeInput;
}) {
  const { t } = useTranslation();
  const brand = theme.benefitBrandName.trim() || saved.benefitBrandName;
  return (
    <section className={styles.preview} style={previewStyle(theme, saved)} aria-labelledby="theme-preview">
      <h2 id="theme-preview">{t('consoleTheme.preview')}</h2>
      <p>{t('consoleTheme.previewIntro')}</p>

      <h3>{t('consoleTheme.previewLogin')}</h3>
      <div className={styles.login} data-testid="preview-login">
        <img src={theme.logoFileUrl} alt={brand} className={styles.clientLogo} />
        <p className={styles.loginTitle}>{t('consoleTheme.previewWelcome', { brand })}</p>
        <span className={styles.fakeLabel}>{t('consoleTheme.previewEmail')}</span>
        <span className={styles.fakeInput} aria-hidden="true" />
        <span className={styles.primaryButton}>{t('consoleTheme.previewNext')}</span>
        <span className={styles.link}>{t('consoleTheme.previewForgotten')}</span>
      </div>

      <h3>{t('consoleTheme.previewHeader')}</h3>
      <div className={styles.header} data-testid="preview-header">
        <img src={theme.brandHeaderLogo} alt={brand} className={styles.headerLogo} />
        <img src={theme.mobileLogo} alt={brand} className={styles.mobileLogo} />
        <span className={styles.nav}>
          <span>{t('consoleTheme.previewNavHome')}</span>
          <span>{t('consoleTheme.previewNavBenefits')}</span>
          <span>{t('consoleTheme.previewNavFaqs')}</span>
        </span>
        <span className={styles.greeting}>
          {theme.avatarSet ? <img src={theme.avatarSet} alt="" className={styles.avatar} /> : null}
          {t('consoleTheme.previewGreeting')}
        </span>
      </div>

      <h3>{t('consoleTheme.previewCard')}</h3>
      <div className={styles.card} data-testid="preview-card">
        <span className={styles.cardBand} aria-hidden="true" />
        <p className={styles.cardTitle}>{t('consoleTheme.previewCardTitle')}</p>
        <p>{t('consoleTheme.previewCardText')}</p>
        <p className={styles.cardCost}>{t('consoleTheme.previewCardCost')}</p>
        <span className={styles.primaryButton}>{t('consoleTheme.previewCardAction')}</span>
      </div>
    </section>
  );
}
