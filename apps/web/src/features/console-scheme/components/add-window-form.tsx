import { longDate } from '@portal/benefits/dates';
import { useState, type FormEvent } from 'react';
import { Banner } from '../../../components/banner/banner.tsx';
import { Button } from '../../../components/button/button.tsx';
import type { ApiQueryError } from '../../../lib/api.ts';
import { useAnnounce } from '../../../lib/announcer.ts';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import consoleSchemeTexts from '../../../i18n/en-GB/console-scheme.json';
import { useAddWindowMutation } from '../api.ts';
import { DATE_FIELDS, problemsByField, type DateField } from '../field-problems.ts';
import { WindowDatesFields } from './window-dates-fields.tsx';
import styles from './console-scheme.module.css';

addTexts(consoleSchemeTexts);

const EMPTY: Record<DateField, string> = { opensOn: '', closesOn: '' };
type Errors = Partial<Record<DateField | 'form', string>>;

/** Adds a window to the year; the server's refusal (overlap, outside the year) is shown by its date. */
export function AddWindowForm({ clientSlug, year }: { clientSlug: string; year: number }) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const [add, { isLoading }] = useAddWindowMutation();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Errors>({});

  const show = (found: Errors) => {
    setErrors(found);
    const first = DATE_FIELDS.find((field) => found[field]);
    if (first) document.getElementById(`add-window-${first}`)?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    const missing: Errors = {};
    for (const field of DATE_FIELDS) {
      if (values[field] === '') {
        missing[field] = t('consoleScheme.dateRequired', {
          field: t(`consoleScheme.${field}`).toLowerCase(),
        });
      }
    }
    if (Object.keys(missing).length > 0) return show({ ...missing, form: t('consoleScheme.checkFields') });
    const result = await add({ clientSlug, year, window: values });
    if ('data' in result && result.data) {
      setValues(EMPTY);
      setErrors({});
      announce(
        t('consoleScheme.added', { opensOn: longDate(values.opensOn), closesOn: longDate(values.closesOn) }),
      );
      return;
    }
    const error = result.error as ApiQueryError;
    const problems = problemsByField(error.body);
    const named = DATE_FIELDS.some((field) => problems[field]);
    show({
      ...problems,
      form: named ? t('consoleScheme.checkFields') : t('consoleScheme.failed', { error: error.error }),
    });
  };

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      {errors.form ? (
        <Banner variant="error" role="alert">
          <p>{errors.form}</p>
        </Banner>
      ) : null}
      <WindowDatesFields idPrefix="add-window" values={values} errors={errors} onChange={setValues} />
      <Button type="submit" aria-disabled={isLoading}>
        {isLoading ? t('consoleScheme.adding') : t('consoleScheme.add')}
      </Button>
    </form>
  );
}
