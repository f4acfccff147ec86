import { TWO_FACTOR_REASON_MAX } from '@portal/contracts/two-factor';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/button/button.tsx';
import { codeOf, emptyCode, isCompleteCode } from '../../../components/code-input/code-digits.ts';
import { CodeInput, type CodeInputHandle } from '../../../components/code-input/code-input.tsx';
import { Spinner } from '../../../components/spinner/spinner.tsx';
import { PasswordField } from '../../../components/text-field/password-field.tsx';
import { TextAreaField } from '../../../components/text-field/text-area-field.tsx';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import type { SidePanelComponentProps } from '../../../lib/side-panels.ts';
import { useAppDispatch, useAppSelector } from '../../../lib/state/hooks.ts';
import { selectSession } from '../../../lib/state/session-slice.ts';
import { disableTwoFactor, refreshTwoFactorState } from '../api.ts';
import type { Refusal } from '../refusal.ts';
import { ErrorLines } from './error-lines.tsx';
import { PanelDone } from './panel-done.tsx';
import styles from './two-factor.module.css';
import twoFactorTexts from '../../../i18n/en-GB/two-factor.json';

addTexts(twoFactorTexts);

const REASON_MAX = TWO_FACTOR_REASON_MAX;

type Field = 'password' | 'code' | 'reason';

/**
 * The two-fa-disable side panel: the current password, a code and a reason (required, spec section 5) turn
 * two-factor off (POST /api/v2/user/{id}/mfa/disable). Each missing answer is shown on its field; the server's
 * refusal (wrong password or code, enforced by the organisation) as lines above the form.
 */
export default function TwoFaDisablePanel({
  close,
  markSucceeded,
}: SidePanelComponentProps<'two-fa-disable'>) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { id } = useAppSelector(selectSession);
  const [password, setPassword] = useState('');
  const [digits, setDigits] = useState(emptyCode);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [refused, setRefused] = useState<{ refusal: Refusal; count: number } | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // Also a ref: a second Enter can come before the re-render that shows the spinner.
  const sending = useRef(false);
  const [disabled, setDisabled] = useState(false);
  const passwordField = useRef<HTMLInputElement>(null);
  const codeInput = useRef<CodeInputHandle>(null);
  const reasonField = useRef<HTMLTextAreaElement>(null);

  // The panel's first field takes focus once the panel's content has loaded.
  useEffect(() => passwordField.current?.focus(), []);

  if (disabled) return <PanelDone message={t('twoFactor.disabled')} onClose={() => close()} />;

  function missing(): Partial<Record<Field, string>> {
    const found: Partial<Record<Field, string>> = {};
    if (password === '') found.password = t('twoFactor.panels.passwordRequired');
    if (!isCompleteCode(digits)) found.code = t('twoFactor.incomplete');
    const trimmed = reason.trim();
    if (trimmed === '') found.reason = t('twoFactor.panels.reasonRequired');
    else if (trimmed.length > REASON_MAX)
      found.reason = t('twoFactor.panels.reasonTooLong', { max: REASON_MAX });
    return found;
  }

  /** Focus on a field; for the code, its first empty box (or the first box once it has been emptied). */
  function focusField(field: Field, emptied = false) {
    if (field === 'password') passwordField.current?.focus();
    else if (field === 'code') codeInput.current?.focus(emptied ? 0 : undefined);
    else reasonField.current?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current || !id) return;
    const found = missing();
    setErrors(found);
    const first = (['password', 'code', 'reason'] as const).find((field) => found[field]);
    if (first) return focusField(first);
    sending.current = true;
    setSubmitting(true);
    const result = await disableTwoFactor(id, { password, code: codeOf(digits), reason: reason.trim() });
    sending.current = false;
    setSubmitting(false);
    if (result.ok) {
      markSucceeded();
      setDisabled(true);
      await dispatch(refreshTwoFactorState(false));
      return;
    }
    setRefused((last) => ({ refusal: result.refusal, count: (last?.count ?? 0) + 1 }));
    // A code is good once: the next attempt needs a new one.
    setDigits(emptyCode());
    focusField(result.refusal.codes.includes('invalid_password') ? 'password' : 'code', true);
  }

  return (
    <div className={styles.panel}>
      <p className={styles.intro}>{t('twoFactor.panels.disableIntro')}</p>
      {refused ? <ErrorLines key={refused.count} lines={refused.refusal.lines} /> : null}
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <PasswordField
          ref={passwordField}
          label={t('twoFactor.panels.passwordLabel')}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={errors.password}
          toggleText={{
            show: t('login.show'),
            hide: t('login.hide'),
            subject: t('twoFactor.panels.passwordSubject'),
          }}
        />
        <CodeInput
          ref={codeInput}
          legend={t('twoFactor.codeLegend')}
          hint={t('twoFactor.codeHint')}
          error={errors.code && !isCompleteCode(digits) ? errors.code : null}
          value={digits}
          onChange={setDigits}
        />
        <TextAreaField
          ref={reasonField}
          label={t('twoFactor.panels.reasonLabel')}
          hint={t('twoFactor.panels.reasonHint', { max: REASON_MAX })}
          error={errors.reason}
          rows={4}
          maxLength={REASON_MAX}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
        {submitting ? <Spinner label={t('twoFactor.checking')} /> : null}
        <div className={styles.actions}>
          <Button type="submit" aria-disabled={submitting}>
            {t('twoFactor.panels.disable')}
          </Button>
          <Button variant="secondary" onClick={() => close()}>
            {t('twoFactor.panels.cancel')}
          </Button>
        </div>
      </form>
    </div>
  );
}
