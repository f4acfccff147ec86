import {
  consoleThemeChangeSchema,
  THEME_IMAGE_FIELDS,
  THEME_IMAGE_KINDS,
  type ConsoleTheme,
  type ConsoleThemeChangeInput,
} from '@portal/contracts/console-theme';
import { SELF_HOSTED_FONTS } from '@portal/contracts/constants';
import { useState, type FormEvent } from 'react';
import { Banner } from '../../../components/banner/banner.tsx';
import { Button } from '../../../components/button/button.tsx';
import { SelectField } from '../../../components/text-field/select-field.tsx';
import { TextField } from '../../../components/text-field/text-field.tsx';
import type { ApiQueryError } from '../../../lib/api.ts';
import { useAnnounce } from '../../../lib/announcer.ts';
import { fieldErrors } from '../../../lib/field-errors.ts';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { useSaveConsoleThemeMutation } from '../api.ts';
import { ColourField } from './colour-field.tsx';
import { ThemeImageField } from './theme-image-field.tsx';
import { ThemePreview } from './theme-preview.tsx';
import styles from './theme-editor.module.css';
import themeTexts from '../../../i18n/en-GB/console-theme.json';

addTexts(themeTexts);

type Field = keyof ConsoleThemeChangeInput;
type Errors = Partial<Record<Field, string>>;

function editable({ theme }: ConsoleTheme): ConsoleThemeChangeInput {
  return {
    primaryColour: theme.primaryColour,
    secondaryColour: theme.secondaryColour,
    baseFont: theme.baseFont as ConsoleThemeChangeInput['baseFont'],
    headerFont: theme.headerFont as ConsoleThemeChangeInput['headerFont'],
    benefitBrandName: theme.benefitBrandName,
    logoFileUrl: theme.logoFileUrl,
    brandHeaderLogo: theme.brandHeaderLogo,
    mobileLogo: theme.mobileLogo,
    avatarSet: theme.avatarSet,
  };
}

/** The editor of one client's theme, beside its live preview; saving publishes it at once. */
export function ThemeEditor({ clientSlug, loaded }: { clientSlug: string; loaded: ConsoleTheme }) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const saved = editable(loaded);
  const [theme, setTheme] = useState<ConsoleThemeChangeInput>(saved);
  const [errors, setErrors] = useState<Errors>({});
  const [save, saving] = useSaveConsoleThemeMutation();
  const [outcome, setOutcome] = useState<'saved' | 'invalid' | 'failed' | null>(null);
  const failure = saving.error as ApiQueryError | undefined;

  const change = <Name extends Field>(field: Name, value: ConsoleThemeChangeInput[Name]) => {
    setTheme((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _dropped, ...rest }) => rest);
    setOutcome(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving.isLoading) return;
    const checked = consoleThemeChangeSchema.safeParse(theme);
    if (!checked.success) {
      setErrors(
        Object.fromEntries(
          checked.error.issues.map((issue) => [String(issue.path[0]), issue.message]),
        ) as Errors,
      );
      setOutcome('invalid');
      return;
    }
    const answer = await save({ clientSlug, theme: checked.data });
    if ('data' in answer && answer.data) {
      setTheme(editable(answer.data));
      setErrors({});
      setOutcome('saved');
      announce(t('consoleTheme.saved', { name: loaded.client.name }));
      return;
    }
    const found = fieldErrors((answer.error as ApiQueryError | undefined)?.body) as Errors;
    setErrors(found);
    setOutcome(Object.keys(found).length > 0 ? 'invalid' : 'failed');
  };

  const fonts = SELF_HOSTED_FONTS.map((font) => ({ value: font, label: font }));

  return (
    <div className={styles.layout}>
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        {outcome === 'invalid' ? (
          <Banner variant="error" role="alert">
            <p>{t('consoleTheme.fixErrors')}</p>
          </Banner>
        ) : null}
        {outcome === 'failed' ? (
          <Banner variant="error" role="alert">
            <p>{t('consoleTheme.saveFailed', { error: failure?.error ?? '' })}</p>
          </Banner>
        ) : null}
        {outcome === 'saved' ? (
          <Banner variant="success">
            <p>{t('consoleTheme.saved', { name: loaded.client.name })}</p>
          </Banner>
        ) : null}
        <fieldset>
          <legend>{t('consoleTheme.colours')}</legend>
          <ColourField
            id="theme-primary-colour"
            label={t('consoleTheme.primaryColour')}
            value={theme.primaryColour}
            serverError={errors.primaryColour}
            onChange={(colour) => change('primaryColour', colour)}
          />
          <ColourField
            id="theme-secondary-colour"
            label={t('consoleTheme.secondaryColour')}
            value={theme.secondaryColour}
            serverError={errors.secondaryColour}
            onChange={(colour) => change('secondaryColour', colour)}
          />
        </fieldset>
        <fieldset>
          <legend>{t('consoleTheme.fonts')}</legend>
          <SelectField
            id="theme-base-font"
            label={t('consoleTheme.baseFont')}
            placeholder={t('consoleTheme.chooseFont')}
            options={fonts}
            value={theme.baseFont}
            error={errors.baseFont}
            onChange={(event) =>
              change('baseFont', event.target.value as ConsoleThemeChangeInput['baseFont'])
            }
          />
          <SelectField
            id="theme-header-font"
            label={t('consoleTheme.headerFont')}
            placeholder={t('consoleTheme.chooseFont')}
            options={fonts}
            value={theme.headerFont}
            error={errors.headerFont}
            onChange={(event) =>
              change('headerFont', event.target.value as ConsoleThemeChangeInput['headerFont'])
            }
          />
        </fieldset>
        <fieldset>
          <legend>{t('consoleTheme.brand')}</legend>
          <TextField
            id="theme-brand-name"
            label={t('consoleTheme.benefitBrandName')}
            value={theme.benefitBrandName}
            error={errors.benefitBrandName}
            maxLength={80}
            onChange={(event) => change('benefitBrandName', event.target.value)}
          />
        </fieldset>
        <fieldset>
          <legend>{t('consoleTheme.images')}</legend>
          {THEME_IMAGE_KINDS.map((kind) => {
            const field = THEME_IMAGE_FIELDS[kind];
            return (
              <ThemeImageField
                key={kind}
                clientSlug={clientSlug}
                kind={kind}
                url={theme[field]}
                serverError={errors[field]}
                onChange={(url) => change(field, url as string)}
              />
            );
          })}
        </fieldset>
        <div className={styles.actions}>
          <Button type="submit" aria-disabled={saving.isLoading || undefined}>
            {saving.isLoading ? t('consoleTheme.saving') : t('consoleTheme.save')}
          </Button>
        </div>
      </form>
      <ThemePreview theme={theme} saved={saved} />
    </div>
  );
}
