import { zodResolver } from '@hookform/resolvers/zod';
import { consoleClientSettingsSchema, type ConsoleClientSettings } from '@portal/contracts/console-clients';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Banner } from '../../../components/banner/banner.tsx';
import { Button } from '../../../components/button/button.tsx';
import { TextField } from '../../../components/text-field/text-field.tsx';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import consoleClientsTexts from '../../../i18n/en-GB/console-clients.json';
import { useUpdateConsoleClientSettingsMutation } from '../api.ts';
import { fieldErrorsOf } from '../../../lib/field-errors.ts';
import styles from './clients-page.module.css';

addTexts(consoleClientsTexts);

type Switches =
  | 'contactUsEnabled'
  | 'ssoOnly'
  | 'insightsEnabled'
  | 'dataLoadEligibilityImpactEnabled'
  | 'twoFactorEnforced';
const SWITCHES: readonly Switches[] = [
  'contactUsEnabled',
  'ssoOnly',
  'insightsEnabled',
  'dataLoadEligibilityImpactEnabled',
  'twoFactorEnforced',
];

/** A client's settings: five switches and the support contact; the server's refusals land by their field. */
export function ClientSettingsForm({
  clientSlug,
  settings,
}: {
  clientSlug: string;
  settings: ConsoleClientSettings;
}) {
  const { t } = useTranslation();
  const [update] = useUpdateConsoleClientSettingsMutation();
  const [notice, setNotice] = useState<{ kind: 'saved' | 'error'; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ConsoleClientSettings>({
    mode: 'onBlur',
    reValidateMode: 'onChange',
    resolver: zodResolver(consoleClientSettingsSchema),
    defaultValues: { ...settings, supportPhone: settings.supportPhone ?? '' },
  });

  const submit = handleSubmit(
    async (values) => {
      setNotice(null);
      const result = await update({ clientSlug, settings: values });
      if ('data' in result) return setNotice({ kind: 'saved', text: t('consoleClients.saved') });
      const fields = fieldErrorsOf(result.error) ?? {};
      for (const [field, message] of Object.entries(fields)) {
        setError(field as keyof ConsoleClientSettings, { type: 'server', message });
      }
      setNotice({ kind: 'error', text: t('consoleClients.checkFields') });
    },
    () => setNotice({ kind: 'error', text: t('consoleClients.checkFields') }),
  );

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      {notice ? (
        <Banner
          variant={notice.kind === 'saved' ? 'success' : 'error'}
          role={notice.kind === 'saved' ? 'status' : 'alert'}
        >
          <p>{notice.text}</p>
        </Banner>
      ) : null}
      <fieldset className={styles.fieldset}>
        <legend>{t('consoleClients.switches')}</legend>
        {SWITCHES.map((name) => {
          const error = errors[name]?.message;
          return (
            <div key={name}>
              <div className={styles.checkbox}>
                <input
                  id={`setting-${name}`}
                  type="checkbox"
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `setting-${name}-error` : undefined}
                  {...register(name)}
                />
                <label htmlFor={`setting-${name}`}>{t(`consoleClients.setting.${name}`)}</label>
              </div>
              {error ? (
                <p id={`setting-${name}-error`} className={styles.error}>
                  {error}
                </p>
              ) : null}
            </div>
          );
        })}
      </fieldset>
      <TextField
        id="support-email"
        type="email"
        label={t('consoleClients.supportEmail')}
        error={errors.supportEmail?.message}
        {...register('supportEmail')}
      />
      <TextField
        id="support-phone"
        type="tel"
        label={t('consoleClients.supportPhone')}
        hint={t('consoleClients.optional')}
        error={errors.supportPhone?.message}
        {...register('supportPhone')}
      />
      <Button type="submit" aria-disabled={isSubmitting}>
        {isSubmitting ? t('consoleClients.saving') : t('consoleClients.save')}
      </Button>
    </form>
  );
}
