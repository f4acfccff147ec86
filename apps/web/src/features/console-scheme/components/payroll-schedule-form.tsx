import type { ConsoleSchemeYear, PayrollScheduleChange } from '@portal/contracts/console-scheme';
import { useState, type FormEvent } from 'react';
import { Banner } from '../../../components/banner/banner.tsx';
import { Button } from '../../../components/button/button.tsx';
import { FieldsetFrame } from '../../../components/text-field/fieldset-frame.tsx';
import { TextAreaField } from '../../../components/text-field/text-area-field.tsx';
import { TextField } from '../../../components/text-field/text-field.tsx';
import type { ApiQueryError } from '../../../lib/api.ts';
import { useAnnounce } from '../../../lib/announcer.ts';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import consoleSchemeTexts from '../../../i18n/en-GB/console-scheme.json';
import { useSetPayrollScheduleMutation } from '../api.ts';
import { problemsByPath, withFormProblem } from '../../../lib/field-errors.ts';
import styles from './console-scheme.module.css';

addTexts(consoleSchemeTexts);

type NumberField = 'payrollCutOffDay' | 'payDayOfMonth' | 'newJoinerWindowDays' | 'lifeEventWindowDays';
type Field = NumberField | 'reason';
type Errors = Partial<Record<Field | 'form', string>>;
type PayDayChoice = 'last-working-day' | 'day-of-month';

const ID = 'payroll-schedule';
const fieldId = (field: Field) => `${ID}-${field}`;
/** In the order they are shown: the first with a problem takes the focus. */
const FIELDS: readonly Field[] = [
  'payrollCutOffDay',
  'payDayOfMonth',
  'newJoinerWindowDays',
  'lifeEventWindowDays',
  'reason',
];
/** The ranges of packages/benefits (payroll-schedule.ts), which the server checks again. */
const RANGES: Record<NumberField, { min: number; max: number }> = {
  payrollCutOffDay: { min: 1, max: 28 },
  payDayOfMonth: { min: 1, max: 28 },
  newJoinerWindowDays: { min: 7, max: 90 },
  lifeEventWindowDays: { min: 7, max: 180 },
};
const isWhole = (value: string, { min, max }: { min: number; max: number }) =>
  /^\d{1,3}$/.test(value) && Number(value) >= min && Number(value) <= max;

const valuesOf = (year: ConsoleSchemeYear) => ({
  payrollCutOffDay: String(year.payrollCutOffDay),
  payDayOfMonth: year.payDay === 'last-working-day' ? '' : String(year.payDay),
  newJoinerWindowDays: String(year.newJoinerWindowDays),
  lifeEventWindowDays: String(year.lifeEventWindowDays),
});

/**
 * A scheme year's payroll and windows in one form: its cut-off day, pay day (the last working day, or a day of
 * the month), and how long a new joiner's and a life event's windows stay open, with the reason the audit trail
 * keeps (they change what payroll deducts and when employees may choose). Each bad value is said by its field
 * as typed, and the server's refusals by theirs; the focus goes to the first.
 */
export function PayrollScheduleForm({ clientSlug, year }: { clientSlug: string; year: ConsoleSchemeYear }) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const [save, { isLoading }] = useSetPayrollScheduleMutation();
  const [values, setValues] = useState(() => valuesOf(year));
  const [payDay, setPayDay] = useState<PayDayChoice>(
    year.payDay === 'last-working-day' ? 'last-working-day' : 'day-of-month',
  );
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const show = (found: Errors) => {
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) document.getElementById(fieldId(first))?.focus();
  };

  const check = (): Errors => {
    const found: Errors = {};
    const invalid = (field: NumberField) => !isWhole(values[field].trim(), RANGES[field]);
    if (invalid('payrollCutOffDay')) found.payrollCutOffDay = t('consoleScheme.cutOffInvalid');
    if (payDay === 'day-of-month' && invalid('payDayOfMonth'))
      found.payDayOfMonth = t('consoleScheme.schedule.payDayInvalid');
    if (invalid('newJoinerWindowDays'))
      found.newJoinerWindowDays = t('consoleScheme.schedule.newJoinerInvalid');
    if (invalid('lifeEventWindowDays'))
      found.lifeEventWindowDays = t('consoleScheme.schedule.lifeEventInvalid');
    if (reason.trim() === '') found.reason = t('consoleScheme.reasonRequired');
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    const found = check();
    if (Object.keys(found).length > 0) return show({ ...found, form: t('consoleScheme.checkFields') });
    const schedule: PayrollScheduleChange = {
      payrollCutOffDay: Number(values.payrollCutOffDay.trim()),
      payDay: payDay === 'last-working-day' ? 'last-working-day' : Number(values.payDayOfMonth.trim()),
      newJoinerWindowDays: Number(values.newJoinerWindowDays.trim()),
      lifeEventWindowDays: Number(values.lifeEventWindowDays.trim()),
      reason: reason.trim(),
    };
    const result = await save({ clientSlug, year: year.year, schedule });
    if ('data' in result) {
      setErrors({});
      setReason('');
      announce(t('consoleScheme.schedule.saved', { year: year.year }));
      return;
    }
    const refused = result.error as ApiQueryError;
    const { payDay: payDayProblem, ...problems } = problemsByPath(refused.body);
    const byField: Errors = { ...problems, ...(payDayProblem ? { payDayOfMonth: payDayProblem } : {}) };
    show(
      withFormProblem(
        byField,
        FIELDS,
        t('consoleScheme.checkFields'),
        t('consoleScheme.failed', { error: refused.error }),
      ),
    );
  };

  const numberField = (field: NumberField, label: string, hint: string) => (
    <TextField
      id={fieldId(field)}
      label={label}
      hint={hint}
      inputMode="numeric"
      autoComplete="off"
      className={styles.dayField}
      value={values[field]}
      error={errors[field]}
      onChange={(event) => setValues({ ...values, [field]: event.target.value })}
    />
  );

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      {errors.form ? (
        <Banner variant="error" role="alert">
          <p>{errors.form}</p>
        </Banner>
      ) : null}
      {numberField('payrollCutOffDay', t('consoleScheme.cutOffField'), t('consoleScheme.cutOffHint'))}
      <FieldsetFrame
        legend={t('consoleScheme.schedule.payDay')}
        hint={t('consoleScheme.schedule.payDayHint')}
        hintId={`${ID}-pay-day-hint`}
        // A refusal of the pay day itself, with no day of the month to show it by.
        error={payDay === 'last-working-day' ? errors.payDayOfMonth : undefined}
        errorId={`${ID}-pay-day-error`}
        describedBy={`${ID}-pay-day-hint`}
      >
        <div className={styles.radios}>
          {(['last-working-day', 'day-of-month'] as const).map((choice) => (
            <div key={choice} className={styles.radio}>
              <input
                id={`${ID}-pay-day-${choice}`}
                type="radio"
                name={`${ID}-pay-day`}
                checked={payDay === choice}
                onChange={() => setPayDay(choice)}
              />
              <label htmlFor={`${ID}-pay-day-${choice}`}>
                {t(
                  choice === 'last-working-day'
                    ? 'consoleScheme.schedule.lastWorkingDay'
                    : 'consoleScheme.schedule.dayOfMonth',
                )}
              </label>
            </div>
          ))}
        </div>
        {payDay === 'day-of-month'
          ? numberField(
              'payDayOfMonth',
              t('consoleScheme.schedule.payDayOfMonth'),
              t('consoleScheme.schedule.payDayOfMonthHint'),
            )
          : null}
      </FieldsetFrame>
      {numberField(
        'newJoinerWindowDays',
        t('consoleScheme.schedule.newJoiner'),
        t('consoleScheme.schedule.newJoinerHint'),
      )}
      {numberField(
        'lifeEventWindowDays',
        t('consoleScheme.schedule.lifeEvent'),
        t('consoleScheme.schedule.lifeEventHint'),
      )}
      <TextAreaField
        id={fieldId('reason')}
        label={t('consoleScheme.reason')}
        hint={t('consoleScheme.schedule.reasonHint')}
        rows={3}
        value={reason}
        error={errors.reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <Button type="submit" variant="secondary" aria-disabled={isLoading}>
        {isLoading ? t('consoleScheme.saving') : t('consoleScheme.schedule.save')}
      </Button>
    </form>
  );
}
