import { useId, useState } from 'react';
import { TextField, type TextFieldProps } from './text-field.tsx';
import styles from './text-field.module.css';

interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'after'> {
  /** The toggle's visible words and the hidden word that completes its name: 'Show' / 'Hide' + 'password'. */
  toggleText: { show: string; hide: string; subject: string };
}

/**
 * A password input with a Show/Hide toggle button (aria-pressed while the password is shown). The field's label
 * stays the same either way; the toggle's name is its visible word plus the hidden subject ('Show password').
 */
export function PasswordField({ id, toggleText, ...props }: PasswordFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const [visible, setVisible] = useState(false);

  return (
    <TextField
      {...props}
      id={inputId}
      type={visible ? 'text' : 'password'}
      spellCheck={false}
      autoCapitalize="none"
      autoCorrect="off"
      after={
        <button
          type="button"
          className={styles.toggle}
          aria-pressed={visible}
          aria-controls={inputId}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? toggleText.hide : toggleText.show}{' '}
          <span className="visually-hidden">{toggleText.subject}</span>
        </button>
      }
    />
  );
}
