import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DateOfBirthInput, type DateOfBirthInputProps } from './date-of-birth-input.tsx';
import { dateOfBirthError } from './validate-date-of-birth.ts';

/** The input with its value shown, as a form would hold it. */
function Form(props: Partial<DateOfBirthInputProps>) {
  const [value, setValue] = useState('');
  return (
    <>
      <DateOfBirthInput
        legend="Date of birth"
        {...props}
        onChange={(next, change) => {
          setValue(next);
          props.onChange?.(next, change);
        }}
      />
      <output data-testid="value">{value}</output>
      <button type="button">Elsewhere</button>
    </>
  );
}

function setup(props: Partial<DateOfBirthInputProps> = {}) {
  const user = userEvent.setup();
  render(<Form {...props} />);
  return {
    user,
    day: screen.getByRole('textbox', { name: 'Day' }),
    month: screen.getByRole('textbox', { name: 'Month' }),
    year: screen.getByRole('textbox', { name: 'Year' }),
    value: () => screen.getByTestId('value').textContent,
  };
}

describe('DateOfBirthInput', () => {
  it('is a group named by its legend, with labelled Day, Month and Year boxes for digits', () => {
    const { day, month, year } = setup({ hint: 'For example, 27 03 1985' });
    expect(screen.getByRole('group', { name: 'Date of birth' })).toBeInTheDocument();
    for (const [box, length, autocomplete] of [
      [day, '2', 'bday-day'],
      [month, '2', 'bday-month'],
      [year, '4', 'bday-year'],
    ] as const) {
      expect(box).toHaveAttribute('inputmode', 'numeric');
      expect(box).toHaveAttribute('maxlength', length);
      expect(box).toHaveAttribute('autocomplete', autocomplete);
      expect(box).toHaveAccessibleDescription('For example, 27 03 1985');
      expect(box).not.toHaveAttribute('aria-invalid');
    }
  });

  it('moves on as each box fills, and gives the value as yyyy-mm-dd once complete', async () => {
    const onChange = vi.fn();
    const { user, day, month, year, value } = setup({ onChange });
    await user.click(day);
    await user.keyboard('17');
    expect(month).toHaveFocus();
    await user.keyboard('05');
    expect(year).toHaveFocus();
    await user.keyboard('199');
    expect(value()).toBe('');
    expect(onChange).toHaveBeenLastCalledWith('', { empty: false });
    await user.keyboard('0');
    expect(value()).toBe('1990-05-17');
    expect(onChange).toHaveBeenLastCalledWith('1990-05-17', { empty: false });
  });

  it('types digits only', async () => {
    const { user, day, year } = setup();
    await user.click(day);
    await user.keyboard('a-');
    expect(day).toHaveValue('');
    await user.click(year);
    await user.keyboard('19e9.0');
    expect(year).toHaveValue('1990');
  });

  it('pads a first digit above 3 for the day or above 1 for the month, and moves on', async () => {
    const { user, day, month, year } = setup();
    await user.click(day);
    await user.keyboard('4');
    expect(day).toHaveValue('04');
    expect(month).toHaveFocus();
    await user.keyboard('2');
    expect(month).toHaveValue('02');
    expect(year).toHaveFocus();
  });

  it('refuses a day beyond the month and a month beyond 12', async () => {
    const { user, day, month } = setup();
    await user.click(day);
    await user.keyboard('32');
    expect(day).toHaveValue('3');
    expect(day).toHaveFocus();
    await user.click(month);
    await user.keyboard('13');
    expect(month).toHaveValue('1');
  });

  it('limits the day to the month, with leap years', async () => {
    const { user, day, month, year, value } = setup();
    await user.click(day);
    await user.keyboard('29');
    await user.keyboard('02');
    await user.keyboard('2024');
    expect(value()).toBe('2024-02-29');
    await user.tripleClick(year);
    await user.keyboard('2023');
    expect(day).toHaveValue('28');
    expect(value()).toBe('2023-02-28');
    await user.tripleClick(month);
    await user.keyboard('04');
    await user.tripleClick(day);
    await user.keyboard('31');
    expect(day).toHaveValue('3');
  });

  it('goes back to the previous box on Backspace in an empty box', async () => {
    const { user, day, month, year } = setup();
    await user.click(day);
    await user.keyboard('1705');
    expect(year).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(month).toHaveFocus();
    expect(month).toHaveValue('05');
    await user.keyboard('{Backspace}{Backspace}');
    expect(month).toHaveValue('');
    expect(month).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(day).toHaveFocus();
    await user.keyboard('{Backspace}{Backspace}{Backspace}');
    expect(day).toHaveValue('');
    expect(day).toHaveFocus();
  });

  it('changes a value with the up and down arrows, within its range', async () => {
    const { user, day, month, year } = setup({ minYear: 1900, maxYear: 2026 });
    await user.click(day);
    await user.keyboard('{ArrowUp}');
    expect(day).toHaveValue('01');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(day).toHaveValue('03');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(day).toHaveValue('01');
    await user.click(month);
    await user.keyboard('{ArrowDown}');
    expect(month).toHaveValue('12');
    await user.click(year);
    await user.keyboard('{ArrowUp}');
    expect(year).toHaveValue('2026');
    await user.keyboard('{ArrowDown}');
    expect(year).toHaveValue('2025');
  });

  it('zero-pads day and month on blur', async () => {
    const { user, day, month, year, value } = setup();
    await user.click(day);
    await user.keyboard('1');
    await user.click(month);
    expect(day).toHaveValue('01');
    await user.keyboard('1');
    await user.click(year);
    expect(month).toHaveValue('01');
    await user.keyboard('2000');
    expect(value()).toBe('2000-01-01');
  });

  it('holds the year within minYear and maxYear once four digits are typed', async () => {
    const { user, year } = setup({ minYear: 1900, maxYear: 2026 });
    await user.click(year);
    await user.keyboard('1850');
    expect(year).toHaveValue('1900');
    await user.tripleClick(year);
    await user.keyboard('2031');
    expect(year).toHaveValue('2026');
  });

  it('fills every box from a pasted date', async () => {
    const { user, day, month, year, value } = setup();
    await user.click(day);
    await user.paste('17/05/1990');
    expect([day, month, year].map((box) => (box as HTMLInputElement).value)).toEqual(['17', '05', '1990']);
    expect(year).toHaveFocus();
    expect(value()).toBe('1990-05-17');
  });

  it('starts from a default value', () => {
    const { day, month, year } = setup({ defaultValue: '1988-03-14' });
    expect([day, month, year].map((box) => (box as HTMLInputElement).value)).toEqual(['14', '03', '1988']);
  });

  it('shows an error on the group and marks every box invalid, described by the message', () => {
    const { day, month, year } = setup({ error: 'This date of birth is not valid', hint: 'For example' });
    for (const box of [day, month, year]) {
      expect(box).toHaveAttribute('aria-invalid', 'true');
      expect(box).toHaveAccessibleDescription('For example This date of birth is not valid');
    }
  });

  it('gives the day box the id, so a label or error summary can point at the group', () => {
    setup({ id: 'dob' });
    expect(screen.getByRole('textbox', { name: 'Day' })).toHaveAttribute('id', 'dob');
    expect(screen.getByRole('textbox', { name: 'Month' })).toHaveAttribute('id', 'dob-month');
    expect(screen.getByRole('textbox', { name: 'Year' })).toHaveAttribute('id', 'dob-year');
  });
});

describe('dateOfBirthError', () => {
  it('is required when empty, not valid when partial or impossible, and nothing when complete', () => {
    expect(dateOfBirthError('', true)).toBe('Date of birth is required');
    expect(dateOfBirthError('', false)).toBe('This date of birth is not valid');
    expect(dateOfBirthError('1990-05-17', false)).toBeNull();
  });
});
