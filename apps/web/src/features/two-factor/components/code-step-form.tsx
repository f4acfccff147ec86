import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button, LinkButton } from '../../../components/button/button.tsx';
import { codeOf, emptyCode, isCompleteCode } from '../../../components/code-input/code-digits.ts';
import { CodeInput, type CodeInputHandle } from '../../../components/code-input/code-input.tsx';
import { Spinner } from '../../../components/spinner/spinner.tsx';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import { useFocusOnMount } from '../../../lib/use-focus-on-mount.ts';
import { endsSignIn, type Refusal } from '../refusal.ts';
import { ErrorLines } from './error-lines.tsx';
import styles from './two-factor.module.css';
import twoFactorTexts from '../../../i18n/en-GB/two-factor.json';

addTexts(twoFactorTexts);

interface CodeStepFormProps {
  submitLabel: string;
  /** Sends the code; answers the refusal to show, or null when the page moves on. */
  onSubmit(code: string): Promise<Refusal | null>;
  /** Beside the submit button: Back or Close. */
  secondary: ReactNode;
  /**
   * A sign-in step, given how to abandon the sign-in: a refusal that ends the sign-in replaces the form with the
   * way back to the login, which abandons it.
   */
  abandonSignIn?: () => void;
  /** Read with the boxes (default: where the code comes from). */
  hint?: string;
}

/**
 * One code entry (the /two-fa and set-up pages, the two-fa-code panel): the server's refusal as lines above the
 * form, the six boxes (first focused), a spinner while the code is checked, the submit button and Back or Close.
 * Enter submits; an incomplete code is not sent. After a refusal the boxes are emptied for the next code.
 */
export function CodeStepForm({ submitLabel, onSubmit, secondary, abandonSignIn, hint }: CodeStepFormProps) {
  const { t } = useTranslation();
  const [digits, setDigits] = useState(emptyCode);
  const [incomplete, setIncomplete] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  // Also a ref: a second Enter can come before the re-render that shows the spinner.
  const sending = useRef(false);
  // A count with the refusal, so the same lines are announced again after another wrong code.
  const [refused, setRefused] = useState<{ refusal: Refusal; count: number } | null>(null);
  const input = useRef<CodeInputHandle>(null);
  const focusOnMount = useFocusOnMount<HTMLDivElement>();
  const signIn = abandonSignIn !== undefined;
  const ended = signIn && refused !== null && endsSignIn(refused.refusal);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current) return;
    if (!isCompleteCode(digits)) {
      setIncomplete(true);
      input.current?.focus();
      return;
    }
    sending.current = true;
    setSubmitting(true);
    const refusal = await onSubmit(codeOf(digits)).finally(() => {
      sending.current = false;
    });
    setSubmitting(false);
    if (!refusal) return;
    setRefused((last) => ({ refusal, count: (last?.count ?? 0) + 1 }));
    setDigits(emptyCode());
    // Ready for the next code; when the sign-in is over, the lines and 'Log in again' take focus instead.
    if (!(signIn && endsSignIn(refusal))) input.current?.focus(0);
  }

  const lines = refused ? <ErrorLines key={refused.count} lines={refused.refusal.lines} /> : null;

  if (ended) {
    return (
      <div ref={focusOnMount} tabIndex={-1} className={styles.stack}>
        {lines}
        <LinkButton to={paths.login} onClick={abandonSignIn}>
          {t('twoFactor.logInAgain')}
        </LinkButton>
      </div>
    );
  }

  return (
    <>
      {lines}
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <CodeInput
          ref={input}
          legend={t('twoFactor.codeLegend')}
          hint={hint ?? t('twoFactor.codeHint')}
          error={incomplete && !isCompleteCode(digits) ? t('twoFactor.incomplete') : null}
          value={digits}
          onChange={setDigits}
          focusOnMount
        />
        {submitting ? <Spinner label={t('twoFactor.checking')} /> : null}
        <div className={styles.actions}>
          <Button type="submit" aria-disabled={submitting}>
            {submitLabel}
          </Button>
          {secondary}
        </div>
      </form>
    </>
  );
}
