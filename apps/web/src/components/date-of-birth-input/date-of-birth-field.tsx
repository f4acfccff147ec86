import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { DateOfBirthInput } from './date-of-birth-input.tsx';

/** The oldest birth year offered: no one working is older. */
const YEARS_BACK = 100;

interface DateOfBirthFieldProps<Form extends FieldValues> {
  control: Control<Form>;
  name: Path<Form>;
  /** The day box's id. */
  id: string;
  legend: string;
  hint?: string;
}

/**
 * The date-of-birth input as a react-hook-form field: its value is 'yyyy-mm-dd' for a complete real date and ''
 * otherwise, so the form's schema says what is missing; the form focuses the day box when the date is refused.
 */
export function DateOfBirthField<Form extends FieldValues>({
  control,
  name,
  id,
  legend,
  hint,
}: DateOfBirthFieldProps<Form>) {
  const thisYear = new Date().getFullYear();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DateOfBirthInput
          id={id}
          ref={field.ref}
          legend={legend}
          hint={hint}
          error={fieldState.error?.message ?? null}
          defaultValue={field.value || undefined}
          minYear={thisYear - YEARS_BACK}
          maxYear={thisYear}
          onChange={(value) => field.onChange(value)}
        />
      )}
    />
  );
}
