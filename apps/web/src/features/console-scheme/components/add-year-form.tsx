import { addDays, addMonths, partsOf } from '@portal/benefits/dates';
import type { ConsoleSchemeYear } from '@portal/contracts/console-scheme';
import { useState, type FormEvent } from 'react';
import { Banner } from '../../../components/banner/banner.tsx';
import { Button } from '../../../components/button/button.tsx';
import { TextField } from '../../../components/text-field/text-field.tsx';
import type { ApiQueryError } from '../../../lib/api.ts';
import { useAnnounce } from '../../../lib/announcer.ts';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import consoleSchemeTexts from '../../../i18n/en-GB/console-scheme.json';
import { useAddSchemeYearMutation } from '../api.ts';
import { problemsByPath, withFormProblem } from '../../../lib/field-errors.ts';
import styles from './console-scheme.module.css';

addTexts(consoleSchemeTexts);

const FIELDS = ['year', 'startsOn', 'endsOn', 'payrollCutOffDay'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;
type Errors = Partial<Record<Field | 'form', string>>;

/** The year after the client's last one (its day after, twelve months, its cut-off day); empty for a first. */
export function nextYearOf(years: readonly ConsoleSchemeYear[]): Values {
  const last = years[years.length - 1];
  if (!last) return { year: '', startsOn: '', endsOn: '', payrollCutOffDay: '10' };
  const startsOn = addDays(last.endsOn, 1);
  return {
    year: String(partsOf(startsOn).year),
    startsOn,
    endsOn: addDays(addMonths(startsOn, 12), -1),
    payrollCutOffDay: String(last.payrollCutOffDay),
  };
}

const isWhole = (value: string, digits: number, min: number, max: number) =>
  new RegExp(`^\\d{1,${digits}}$`).test(value) && Number(value) >= min && Number(value) <= max;

/**
 * Adds a scheme year: a new client's first (which becomes current, so its catalogue can be filled) or the next
 * one, suggested from the last. Missing or malformed fields are said here; the server's refusals (a year taken,
 * an overlap, an end before the start) by their fields, focus on the first.
 */
export function AddYearForm({
  clientSlug,
  years,
  onAdded,
}: {
  clientSlug: string;
  years: readonly ConsoleSchemeYear[];
  onAdded(year: number): void;
}) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const [add, { isLoading }] = useAddSchemeYearMutation();
  const [values, setValues] = useState(() => nextYearOf(years));
  const [errors, setErrors] = useState<Errors>({});
  const label = (field: Field) => t(`consoleScheme.addYear.${field}`);
  const hint = (field: Field) =>
    field === 'year'
      ? t('consoleScheme.addYear.yearHint')
      : field === 'payrollCutOffDay'
        ? t('consoleScheme.addYear.payrollCutOffDayHint')
        : t('consoleScheme.dateHint');

  const show = (found: Errors) => {
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) document.getElementById(`add-year-${first}`)?.focus();
  };

  const check = (): Errors => {
    const found: Errors = {};
    if (!isWhole(values.year.trim(), 4, 2000, 2100)) found.year = t('consoleScheme.addYear.yearInvalid');
    for (const field of ['startsOn', 'endsOn'] as const) {
      if (values[field] === '') {
        found[field] = t('consoleScheme.dateRequired', { field: label(field).toLowerCase() });
      }
    }
    if (!isWhole(values.payrollCutOffDay.trim(), 2, 1, 28)) {
      found.payrollCutOffDay = t('consoleScheme.cutOffInvalid');
    }
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    const missing = check();
    if (Object.keys(missing).length > 0) return show({ ...missing, form: t('consoleScheme.checkFields') });
    const year = Number(values.year.trim());
    const result = await add({
      clientSlug,
      year: {
        year,
        startsOn: values.startsOn,
        endsOn: values.endsOn,
        payrollCutOffDay: Number(values.payrollCutOffDay.trim()),
      },
    });
    if ('data' in result && result.data) {
      const added = result.data.years.find((candidate) => candidate.year === year);
      setErrors({});
      setValues(nextYearOf(result.data.years));
      announce(
        t(added?.isCurrent ? 'consoleScheme.addYear.addedCurrent' : 'consoleScheme.addYear.added', { year }),
      );
      onAdded(year);
      return;
    }
    const error = result.error as ApiQueryError;
    show(
      withFormProblem(
        problemsByPath(error.body),
        FIELDS,
        t('consoleScheme.checkFields'),
        t('consoleScheme.failed', { error: error.error }),
      ),
    );
  };

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      {errors.form ? (
        <Banner variant="error" role="alert">
          <p>{errors.form}</p>
        </Banner>
      ) : null}
      {FIELDS.map((field) => {
        const isDate = field === 'startsOn' || field === 'endsOn';
        return (
          <TextField
            key={field}
            id={`add-year-${field}`}
            label={label(field)}
            hint={hint(field)}
            {...(isDate ? { type: 'date' } : { inputMode: 'numeric' as const, autoComplete: 'off' })}
            className={isDate ? undefined : styles.dayField}
            value={values[field]}
            error={errors[field]}
            onChange={(event) => setValues({ ...values, [field]: event.target.value })}
          />
        );
      })}
      <Button type="submit" aria-disabled={isLoading}>
        {isLoading ? t('consoleScheme.adding') : t('consoleScheme.addYear.submit')}
      </Button>
    </form>
  );
}
