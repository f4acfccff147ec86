import type { EmployeeRow } from '@portal/contracts';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Banner } from '../../../components/banner/banner.tsx';
import { Button } from '../../../components/button/button.tsx';
import { PasswordField } from '../../../components/text-field/password-field.tsx';
import type { ApiQueryError } from '../../../lib/api.ts';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { useSendMagicLinkMutation } from '../api.ts';
import styles from './magic-link.module.css';
import contactTexts from '../../../i18n/en-GB/contact.json';
import magicLinkTexts from '../../../i18n/en-GB/magic-link.json';

addTexts(contactTexts, magicLinkTexts);

/** Who the link is for: the employee the picker chose. */
export type Recipient = Pick<EmployeeRow, 'id' | 'firstName' | 'surname'>;

/** What the sender gives the employee picker it is composed with (the dashboard gives the employees feature's). */
export interface RecipientChoice {
  selectedId: string | null;
  onSelect(employee: Recipient | null): void;
  error?: string;
}

/**
 * Magic link (issue 7): the employer chooses one of their employees (with the picker the page composes it with)
 * and confirms with their own password; the server e-mails the employee a single-use sign-in link (15
 * minutes). The link is never shown here.
 */
export function MagicLinkSender({
  schemeId,
  picker,
}: {
  schemeId: string;
  picker: (choice: RecipientChoice) => ReactNode;
}) {
  const { t } = useTranslation();
  const [employee, setEmployee] = useState<Recipient | null>(null);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ employee?: string; password?: string }>({});
  const [send, sending] = useSendMagicLinkMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = {
      employee: employee ? undefined : t('magicLink.chooseEmployee'),
      password: password ? undefined : t('contact.required'),
    };
    setErrors(problems);
    if (!employee || !password) return;
    setSentTo(null);
    const result = await send({ schemeId, userId: employee.id, password });
    setPassword('');
    if (!('error' in result)) setSentTo(`${employee.firstName} ${employee.surname}`);
  };
  const failure = sending.error as ApiQueryError | undefined;

  return (
    <section className={styles.section} aria-labelledby="magic-link-heading">
      <h2 id="magic-link-heading">{t('magicLink.heading')}</h2>
      <p>{t('magicLink.intro')}</p>
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        {picker({
          selectedId: employee?.id ?? null,
          onSelect: (chosen) => {
            setEmployee(chosen);
            setSentTo(null);
            sending.reset();
          },
          error: errors.employee,
        })}
        <PasswordField
          label={t('magicLink.password')}
          hint={t('magicLink.passwordHint')}
          toggleText={{ show: t('login.show'), hide: t('login.hide'), subject: t('login.passwordHidden') }}
          autoComplete="current-password"
          value={password}
          error={errors.password}
          onChange={(event) => setPassword(event.target.value)}
        />
        {failure ? (
          <Banner variant="error" role="alert">
            <p>{failure.error}</p>
          </Banner>
        ) : null}
        <Button type="submit" aria-disabled={sending.isLoading}>
          {sending.isLoading ? t('magicLink.sending') : t('magicLink.send')}
        </Button>
        <p role="status" className={styles.sent}>
          {sentTo ? t('magicLink.sent', { name: sentTo }) : ''}
        </p>
      </form>
    </section>
  );
}
