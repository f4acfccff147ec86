import type { EmployeeRow } from '@portal/contracts';
import { DEBOUNCE_MS } from '@portal/contracts/constants';
import { useState, type FormEvent } from 'react';
import { Banner } from '../../../components/banner/banner.tsx';
import { Button } from '../../../components/button/button.tsx';
import { ChoiceList } from '../../../components/choice-list/choice-list.tsx';
import { PasswordField } from '../../../components/text-field/password-field.tsx';
import { TextField } from '../../../components/text-field/text-field.tsx';
import type { ApiQueryError } from '../../../lib/api.ts';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useGetEmployeesQuery } from '../../../lib/employees-api.ts';
import { useSendSignInLinkMutation } from '../sign-in-link-api.ts';
import styles from './dashboard.module.css';
import contactTexts from '../../../i18n/en-GB/contact.json';
import dashboardTexts from '../../../i18n/en-GB/dashboard.json';

addTexts(contactTexts, dashboardTexts);

/** The choices listed for a search. */
const CHOICES = 20;

/**
 * Magic link (issue 7): the employer finds one of their employees and confirms with their own password; the
 * server e-mails the employee a single-use sign-in link (15 minutes). The link is never shown here.
 */
export function SignInLinkSender({ clientId, schemeId }: { clientId: string; schemeId: string }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search.trim(), DEBOUNCE_MS.default);
  const found = useGetEmployeesQuery({ clientId, search: settled, perPage: CHOICES });
  const [employee, setEmployee] = useState<EmployeeRow | null>(null);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ employee?: string; password?: string }>({});
  const [send, sending] = useSendSignInLinkMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = {
      employee: employee ? undefined : t('dashboard.signInLink.chooseEmployee'),
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
  const employees = found.data?.data ?? [];

  return (
    <section className={styles.section} aria-labelledby="sign-in-link-heading">
      <h2 id="sign-in-link-heading">{t('dashboard.signInLink.heading')}</h2>
      <p>{t('dashboard.signInLink.intro')}</p>
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          label={t('dashboard.signInLink.searchLabel')}
          type="search"
          autoComplete="off"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <ChoiceList
          name="sign-in-link-employee"
          legend={t('dashboard.signInLink.employeeLegend')}
          choices={employees.map((item) => ({
            id: item.id,
            disabled: !item.activated,
            label: (
              <>
                <strong>
                  {item.firstName} {item.surname}
                </strong>{' '}
                {item.email}
                {item.activated ? null : ` (${t('dashboard.signInLink.notActivated')})`}
              </>
            ),
          }))}
          selectedId={employee?.id ?? null}
          onSelect={(id) => {
            setEmployee(employees.find((item) => item.id === id) ?? null);
            setSentTo(null);
            sending.reset();
          }}
          error={errors.employee}
          loading={found.isFetching}
          failedText={found.isError ? t('dashboard.signInLink.searchFailed') : undefined}
          loadingText={t('common.loading')}
          emptyText={t('dashboard.signInLink.nobody')}
          resultsText={settled ? t('dashboard.signInLink.results', { count: employees.length }) : undefined}
        />
        <PasswordField
          label={t('dashboard.signInLink.password')}
          hint={t('dashboard.signInLink.passwordHint')}
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
          {sending.isLoading ? t('dashboard.signInLink.sending') : t('dashboard.signInLink.send')}
        </Button>
        <p role="status" className={styles.sent}>
          {sentTo ? t('dashboard.signInLink.sent', { name: sentTo }) : ''}
        </p>
      </form>
    </section>
  );
}
