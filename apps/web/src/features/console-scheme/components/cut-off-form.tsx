import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/button/button.tsx';
import { TextField } from '../../../components/text-field/text-field.tsx';
import type { ApiQueryError } from '../../../lib/api.ts';
import { useAnnounce } from '../../../lib/announcer.ts';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import consoleSchemeTexts from '../../../i18n/en-GB/console-scheme.json';
import { useSetCutOffDayMutation } from '../api.ts';
import { problemsByField } from '../field-problems.ts';
import styles from './console-scheme.module.css';

addTexts(consoleSchemeTexts);

const FIELD_ID = 'scheme-cut-off-day';

/** The year's payroll cut-off day, 1 to 28 (checked here as typed, and by the server). */
export function CutOffForm({ clientSlug, year, day }: { clientSlug: string; year: number; day: number }) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const [save, { isLoading }] = useSetCutOffDayMutation();
  const [value, setValue] = useState(String(day));
  const [error, setError] = useState<string | undefined>();

  const refuse = (message: string) => {
    setError(message);
    document.getElementById(FIELD_ID)?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    const wanted = Number(value.trim());
    if (!/^\d{1,2}$/.test(value.trim()) || wanted < 1 || wanted > 28)
      return refuse(t('consoleScheme.cutOffInvalid'));
    const result = await save({ clientSlug, year, payrollCutOffDay: wanted });
    if ('data' in result) {
      setError(undefined);
      announce(t('consoleScheme.cutOffSaved', { day: wanted }));
      return;
    }
    const refused = result.error as ApiQueryError;
    refuse(
      problemsByField(refused.body).payrollCutOffDay ?? t('consoleScheme.failed', { error: refused.error }),
    );
  };

  return (
    <form className={styles.inline} noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        id={FIELD_ID}
        label={t('consoleScheme.cutOffField')}
        hint={t('consoleScheme.cutOffHint')}
        inputMode="numeric"
        autoComplete="off"
        className={styles.dayField}
        value={value}
        error={error}
        onChange={(event) => setValue(event.target.value)}
      />
      <Button type="submit" variant="secondary" aria-disabled={isLoading}>
        {t('consoleScheme.saveCutOff')}
      </Button>
    </form>
  );
}
