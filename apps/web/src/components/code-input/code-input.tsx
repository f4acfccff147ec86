import {
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  type ClipboardEvent,
  type KeyboardEvent,
  type Ref,
} from 'react';
import { addTexts, useTranslation } from '../../lib/i18n.ts';
import { firstEmptyIndex, setDigit, spreadDigits, type CodeDigits } from './code-digits.ts';
import { FieldsetFrame } from '../text-field/fieldset-frame.tsx';
import styles from './code-input.module.css';
import codeInputTexts from '../../i18n/en-GB/code-input.json';

addTexts(codeInputTexts);

export interface CodeInputHandle {
  /** Focuses the box at `index`; without one, the first empty box (the last one when all are filled). */
  focus(index?: number): void;
}

export interface CodeInputProps {
  /** The group's name, e.g. 'Authentication code'. */
  legend: string;
  hint?: string;
  /** Shown under the legend; every box is then marked invalid and described by it. */
  error?: string | null;
  /** One digit or '' per box (code-digits.ts: emptyCode()). */
  value: CodeDigits;
  onChange(digits: string[]): void;
  /** The first box takes focus when the input appears. */
  focusOnMount?: boolean;
  ref?: Ref<CodeInputHandle>;
}

/**
 * A one-time code as single-digit boxes (spec section 2, Two-factor screens) in a fieldset: each box labelled
 * 'Digit n of 6'. A digit moves on to the next box; Backspace clears the box, or in an empty box goes back and
 * clears that one; Delete clears; the arrow keys, Home and End move; other characters are ignored. Pasting (or the
 * browser's one-time-code autofill) spreads the digits, and a whole code fills every box wherever it lands. Enter
 * submits the surrounding form as usual.
 */
export function CodeInput({ legend, hint, error, value, onChange, focusOnMount, ref }: CodeInputProps) {
  const { t } = useTranslation();
  const baseId = useId();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  // The digits as last changed here: a key can follow another before React re-renders.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);
  const hintId = `${baseId}-hint`;
  const errorId = `${baseId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const last = value.length - 1;

  function moveTo(index: number) {
    const box = boxes.current[Math.max(0, Math.min(index, last))];
    box?.focus();
    box?.select();
  }

  useImperativeHandle(ref, () => ({
    focus: (index?: number) => moveTo(index ?? firstEmptyIndex(latest.current)),
  }));

  useEffect(() => {
    if (focusOnMount) boxes.current[0]?.focus();
  }, [focusOnMount]);

  function change(next: string[]) {
    latest.current = next;
    onChange(next);
  }

  function keyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const digits = latest.current;
    const { key } = event;
    if (/^\d$/.test(key)) {
      event.preventDefault();
      change(setDigit(digits, index, key));
      if (index < last) moveTo(index + 1);
    } else if (key === 'Backspace') {
      event.preventDefault();
      if (digits[index]) change(setDigit(digits, index, ''));
      else if (index > 0) {
        change(setDigit(digits, index - 1, ''));
        moveTo(index - 1);
      }
    } else if (key === 'Delete') {
      event.preventDefault();
      change(setDigit(digits, index, ''));
    } else if (key === 'ArrowLeft' || key === 'ArrowRight' || key === 'Home' || key === 'End') {
      event.preventDefault();
      const target = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: last }[key];
      moveTo(target);
    } else if (key.length === 1) {
      // Any other character: not part of a code.
      event.preventDefault();
    }
  }

  /** Text that arrived without a key we handled: a mobile keyboard, or the browser's autofill. */
  function typed(index: number, text: string) {
    const spread = spreadDigits(latest.current, index, text);
    if (!spread) {
      if (text === '') change(setDigit(latest.current, index, ''));
      return;
    }
    change(spread.digits);
    moveTo(spread.focus);
  }

  function pasted(index: number, event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    const spread = spreadDigits(latest.current, index, event.clipboardData.getData('text'));
    if (!spread) return;
    change(spread.digits);
    moveTo(spread.focus);
  }

  return (
    <FieldsetFrame legend={legend} hint={hint} hintId={hintId} error={error} errorId={errorId}>
      <div className={styles.boxes}>
        {value.map((digit, index) => {
          const boxId = `${baseId}-${index}`;
          return (
            <div key={boxId} className={styles.box}>
              <label className="visually-hidden" htmlFor={boxId}>
                {t('codeInput.digit', { index: index + 1, total: value.length })}
              </label>
              <input
                id={boxId}
                ref={(element) => {
                  boxes.current[index] = element;
                }}
                className={styles.input}
                type="text"
                inputMode="numeric"
                pattern="[0-9]*"
                autoComplete={index === 0 ? 'one-time-code' : 'off'}
                value={digit}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy}
                onKeyDown={(event) => keyDown(index, event)}
                onChange={(event) => typed(index, event.currentTarget.value)}
                onPaste={(event) => pasted(index, event)}
                onFocus={(event) => event.currentTarget.select()}
              />
            </div>
          );
        })}
      </div>
    </FieldsetFrame>
  );
}
