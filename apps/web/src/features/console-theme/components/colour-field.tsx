import { colourReadability, themeTints, unreadableColourMessage } from '@portal/contracts/theme-contrast';
import { isHexColour } from '@portal/contracts/colour';
import { Button } from '../../../components/button/button.tsx';
import { TextField } from '../../../components/text-field/text-field.tsx';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import styles from './theme-editor.module.css';
import themeTexts from '../../../i18n/en-GB/console-theme.json';

addTexts(themeTexts);

interface ColourFieldProps {
  id: string;
  label: string;
  value: string;
  /** What the server said of the field, when it refused the theme. */
  serverError?: string;
  onChange(colour: string): void;
}

/**
 * A theme colour: a picker and its hex text, checked against WCAG AA as it is chosen (the rule the server
 * applies too); a colour that fails says so by the field and offers the nearest passing one in one click. The
 * five tints show below with the text the portal puts on each.
 */
export function ColourField({ id, label, value, serverError, onChange }: ColourFieldProps) {
  const { t } = useTranslation();
  const valid = isHexColour(value) && /^#[0-9a-f]{6}$/i.test(value.trim());
  const check = valid ? colourReadability(value) : null;
  const error = !valid
    ? t('consoleTheme.colourInvalid')
    : check && !check.passes
      ? unreadableColourMessage(check)
      : serverError;
  return (
    <div className={styles.colour}>
      <TextField
        id={id}
        label={label}
        hint={
          check?.passes
            ? `${t('consoleTheme.colourHint')}. ${t('consoleTheme.contrastPasses', { ratio: check.ratio.toFixed(2) })}`
            : t('consoleTheme.colourHint')
        }
        error={error}
        value={value}
        spellCheck={false}
        autoComplete="off"
        maxLength={7}
        onChange={(event) => onChange(event.target.value.trim())}
        after={
          <input
            type="color"
            className={styles.picker}
            aria-label={t('consoleTheme.colourPicker', { label })}
            value={valid ? value.toLowerCase() : '#000000'}
            onChange={(event) => onChange(event.target.value)}
          />
        }
      />
      {check?.suggestion ? (
        <Button variant="secondary" className={styles.suggestion} onClick={() => onChange(check.suggestion!)}>
          <span className={styles.swatch} style={{ background: check.suggestion }} aria-hidden="true" />
          {t('consoleTheme.useSuggestion', { colour: check.suggestion })}
        </Button>
      ) : null}
      {check ? (
        <div>
          <p className={styles.tintsLabel} id={`${id}-tints`}>
            {t('consoleTheme.tints', { label: label.toLowerCase() })}
          </p>
          <ul className={styles.tints} aria-labelledby={`${id}-tints`}>
            {themeTints(check.colour).map((tint) => (
              <li key={tint.percent} style={{ background: tint.colour, color: tint.text }}>
                {t('consoleTheme.tint', { percent: tint.percent })}
                <span className={styles.tintColour}>{tint.colour}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
