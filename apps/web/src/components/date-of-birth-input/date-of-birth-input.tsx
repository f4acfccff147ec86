import { DATE_FIELD_LENGTHS } from '@portal/contracts/constants';
import {
  useId,
  useRef,
  useState,
  type ClipboardEvent,
  type KeyboardEvent,
  type Ref,
  type RefObject,
} from 'react';
import { addTexts, useTranslation } from '../../lib/i18n.ts';
import {
  composeDate,
  isEmptyParts,
  padOnBlur,
  partsOf,
  pastedDate,
  step,
  typeInto,
  type DatePart,
  type DateParts,
  type YearBounds,
} from './date-parts.ts';
import { FieldsetFrame } from '../text-field/fieldset-frame.tsx';
import styles from './date-of-birth-input.module.css';
import dateOfBirthTexts from '../../i18n/en-GB/date-of-birth.json';

addTexts(dateOfBirthTexts);

export interface DateOfBirthChange {
  /** No box holds anything: the date is missing rather than invalid. */
  empty: boolean;
}

export interface DateOfBirthInputProps extends YearBounds {
  /** The group's name, e.g. 'Date of birth'. */
  legend: string;
  hint?: string;
  /** Shown under the legend; every box is then marked invalid and described by it. */
  error?: string | null;
  /** 'yyyy-mm-dd' to start from. */
  defaultValue?: string;
  /** 'yyyy-mm-dd' for a complete real date, '' otherwise. */
  onChange(value: string, change: DateOfBirthChange): void;
  /** The day box's id (a label or an error summary can point at it); the others get -month and -year. */
  id?: string;
  /** The day box, e.g. to focus it when the date is refused. */
  ref?: Ref<HTMLInputElement>;
  disabled?: boolean;
  /** False for a date that is not the person's birthday (a life event's): the browser then suggests none. */
  birthday?: boolean;
}

const ORDER: DatePart[] = ['day', 'month', 'year'];
const AUTOCOMPLETE = { day: 'bday-day', month: 'bday-month', year: 'bday-year' } as const;

/**
 * The date-of-birth input (GOV.UK date input pattern): Day, Month and Year boxes in a fieldset. Digits only;
 * the day never exceeds its month (leap years included) and the month 12; a first digit that can only be a
 * single-digit day or month is padded and focus moves on, as it does when a box is full; Backspace in an empty
 * box goes back; ArrowUp/ArrowDown change the value; day and month get their leading zero on blur. Used for
 * other past dates too (a life event's), with `birthday={false}`.
 */
export function DateOfBirthInput({
  legend,
  hint,
  error,
  defaultValue,
  onChange,
  id,
  ref,
  disabled,
  minYear,
  maxYear,
  birthday = true,
}: DateOfBirthInputProps) {
  const { t } = useTranslation();
  const generatedId = useId();
  const baseId = id ?? generatedId;
  const [parts, setParts] = useState<DateParts>(() => partsOf(defaultValue));
  // The boxes as last committed: focus moving on blurs a box before React re-renders, so handlers read this.
  const latest = useRef(parts);
  const boxes: Record<DatePart, RefObject<HTMLInputElement | null>> = {
    day: useRef<HTMLInputElement>(null),
    month: useRef<HTMLInputElement>(null),
    year: useRef<HTMLInputElement>(null),
  };
  const bounds = { minYear, maxYear };
  const hintId = `${baseId}-hint`;
  const errorId = `${baseId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  function commit(next: DateParts) {
    const previous = latest.current;
    if (next.day === previous.day && next.month === previous.month && next.year === previous.year) return;
    latest.current = next;
    setParts(next);
    onChange(composeDate(next, bounds), { empty: isEmptyParts(next) });
  }

  function moveTo(part: DatePart | undefined, place: 'select' | 'end') {
    const box = part ? boxes[part].current : null;
    if (!box) return;
    box.focus();
    if (place === 'select') box.select();
    else box.setSelectionRange(box.value.length, box.value.length);
  }

  const neighbour = (part: DatePart, offset: 1 | -1) => ORDER[ORDER.indexOf(part) + offset];

  function typed(part: DatePart, raw: string) {
    const result = typeInto(part, raw, latest.current, bounds);
    commit(result.parts);
    if (result.advance) moveTo(neighbour(part, 1), 'select');
  }

  function keyDown(part: DatePart, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      commit(step(part, event.key === 'ArrowUp' ? 1 : -1, latest.current, bounds));
    } else if (event.key === 'Backspace' && event.currentTarget.value === '' && part !== 'day') {
      event.preventDefault();
      moveTo(neighbour(part, -1), 'end');
    }
  }

  function pasted(event: ClipboardEvent<HTMLInputElement>) {
    const whole = pastedDate(event.clipboardData.getData('text'));
    if (!whole) return;
    event.preventDefault();
    commit(whole);
    moveTo('year', 'end');
  }

  return (
    <FieldsetFrame
      legend={legend}
      hint={hint}
      hintId={hintId}
      error={error}
      errorId={errorId}
      disabled={disabled}
    >
      <div className={styles.boxes}>
        {ORDER.map((part) => {
          const boxId = part === 'day' ? baseId : `${baseId}-${part}`;
          return (
            <div key={part} className={styles.box}>
              <label className={styles.label} htmlFor={boxId}>
                {t(`dateOfBirth.${part}`)}
              </label>
              <input
                id={boxId}
                ref={(element) => {
                  boxes[part].current = element;
                  if (part !== 'day' || !ref) return;
                  if (typeof ref === 'function') return ref(element);
                  ref.current = element;
                }}
                className={`${styles.input} ${styles[part]}`}
                type="text"
                inputMode="numeric"
                autoComplete={birthday ? AUTOCOMPLETE[part] : 'off'}
                maxLength={DATE_FIELD_LENGTHS[part]}
                value={parts[part]}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy}
                onChange={(event) => typed(part, event.currentTarget.value)}
                onKeyDown={(event) => keyDown(part, event)}
                onBlur={() => commit(padOnBlur(part, latest.current))}
                onPaste={pasted}
              />
            </div>
          );
        })}
      </div>
    </FieldsetFrame>
  );
}
