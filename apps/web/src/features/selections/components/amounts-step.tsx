import { amountRange } from '@portal/benefits/catalogue';
import { TextField } from '../../../components/text-field/text-field.tsx';
import type { AmountUnit } from '@portal/benefits/catalogue';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import type { StepProps } from './step-props.ts';
import selectionsTexts from '../../../i18n/en-GB/selections.json';

addTexts(selectionsTexts);

/** One labelled input per edit field, with its range and step as the hint and its message when out of range. */
export function AmountsStep({ benefit, form, change, errors }: StepProps) {
  const { t } = useTranslation();
  return (
    <>
      {benefit.editFields.map((field) => (
        <TextField
          key={field.name}
          id={`amount-${field.name}`}
          name={field.name}
          label={field.label}
          inputMode="decimal"
          autoComplete="off"
          value={form.values[field.name] ?? ''}
          error={errors[field.name]}
          hint={[
            amountRange(field.unit as AmountUnit, field.minimum, field.maximum),
            field.stepSize !== 1 ? t('selections.setup.amounts.step', { step: field.stepSize }) : null,
          ]
            .filter(Boolean)
            .join(', ')}
          onChange={(event) =>
            change((current) => ({
              ...current,
              values: { ...current.values, [field.name]: event.target.value },
            }))
          }
        />
      ))}
    </>
  );
}
