import { TextField } from '../../../components/text-field/text-field.tsx';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import consoleSchemeTexts from '../../../i18n/en-GB/console-scheme.json';
import { DATE_FIELDS, type DateField } from '../window-dates.ts';

addTexts(consoleSchemeTexts);

/** A window's open and close dates (native date inputs), each with the server's message by it. */
export function WindowDatesFields({
  idPrefix,
  values,
  errors,
  onChange,
}: {
  idPrefix: string;
  values: Record<DateField, string>;
  errors: Partial<Record<DateField, string>>;
  onChange(values: Record<DateField, string>): void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {DATE_FIELDS.map((field) => (
        <TextField
          key={field}
          id={`${idPrefix}-${field}`}
          label={t(`consoleScheme.${field}`)}
          hint={t('consoleScheme.dateHint')}
          type="date"
          value={values[field]}
          error={errors[field]}
          onChange={(event) => onChange({ ...values, [field]: event.target.value })}
        />
      ))}
    </>
  );
}
