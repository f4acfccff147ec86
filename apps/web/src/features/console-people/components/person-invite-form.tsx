import { zodResolver } from '@hookform/resolvers/zod';
import type { EmployerPermission } from '@portal/contracts/access';
import { consolePersonInviteSchema, type ConsolePersonInvite } from '@portal/contracts/console-people';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Banner } from '../../../components/banner/banner.tsx';
import { Button } from '../../../components/button/button.tsx';
import { DateOfBirthField } from '../../../components/date-of-birth-input/date-of-birth-field.tsx';
import { TextField } from '../../../components/text-field/text-field.tsx';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { fieldErrorsOf } from '../../../lib/field-errors.ts';
import { PermissionCheckboxes } from './permission-checkboxes.tsx';
import styles from './people.module.css';
import consolePeopleTexts from '../../../i18n/en-GB/console-people.json';

addTexts(consolePeopleTexts);

type Field = 'firstName' | 'surname' | 'email' | 'dateOfBirth';
const FIELDS: readonly Field[] = ['firstName', 'surname', 'email', 'dateOfBirth'];

interface PersonInviteFormProps {
  idPrefix: string;
  /** With the employer permissions' checkboxes under this legend (an employer user); none for an administrator. */
  permissionsLegend?: string;
  /** Sends the invitation: the mutation's result (RTK Query's `{ data }` or `{ error }`). */
  invite(values: ConsolePersonInvite & { permissions: EmployerPermission[] }): Promise<{ error?: unknown }>;
}

/**
 * Invites a person by the activation e-mail: first name, surname, e-mail address and the date of birth their
 * activation asks for, checked as typed by the
 * contracts' schema; the server's refusals (an address already taken) land by their field.
 */
export function PersonInviteForm({ idPrefix, permissionsLegend, invite }: PersonInviteFormProps) {
  const { t } = useTranslation();
  const [permissions, setPermissions] = useState<EmployerPermission[]>([]);
  const [notice, setNotice] = useState<{ kind: 'sent' | 'error'; text: string } | null>(null);
  // The date boxes keep what was typed themselves: a new form after an invitation starts them empty.
  const [sent, setSent] = useState(0);
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<ConsolePersonInvite>({
    mode: 'onBlur',
    reValidateMode: 'onChange',
    resolver: zodResolver(consolePersonInviteSchema),
    defaultValues: { firstName: '', surname: '', email: '', dateOfBirth: '' },
  });

  const submit = handleSubmit(
    async (values) => {
      setNotice(null);
      const result = await invite({ ...values, permissions });
      if (!('error' in result) || result.error === undefined) {
        reset();
        setSent((count) => count + 1);
        setPermissions([]);
        setNotice({ kind: 'sent', text: t('consolePeople.invitationSent', { email: values.email.trim() }) });
        return;
      }
      const fields = fieldErrorsOf(result.error);
      const named = FIELDS.filter((field) => fields?.[field]);
      for (const field of named) setError(field, { type: 'server', message: fields![field] });
      setNotice({
        kind: 'error',
        text: named.length > 0 ? t('consolePeople.checkFields') : t('consolePeople.inviteFailed'),
      });
      if (named[0]) setFocus(named[0]);
    },
    () => setNotice({ kind: 'error', text: t('consolePeople.checkFields') }),
  );

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      {notice ? (
        <Banner
          variant={notice.kind === 'sent' ? 'success' : 'error'}
          role={notice.kind === 'sent' ? 'status' : 'alert'}
        >
          <p>{notice.text}</p>
        </Banner>
      ) : null}
      <TextField
        id={`${idPrefix}-first-name`}
        label={t('consolePeople.firstName')}
        autoComplete="off"
        error={errors.firstName?.message}
        {...register('firstName')}
      />
      <TextField
        id={`${idPrefix}-surname`}
        label={t('consolePeople.surname')}
        autoComplete="off"
        error={errors.surname?.message}
        {...register('surname')}
      />
      <TextField
        id={`${idPrefix}-email`}
        type="email"
        label={t('consolePeople.email')}
        autoComplete="off"
        spellCheck={false}
        error={errors.email?.message}
        {...register('email')}
      />
      <DateOfBirthField
        key={sent}
        control={control}
        name="dateOfBirth"
        id={`${idPrefix}-date-of-birth`}
        legend={t('consolePeople.dateOfBirth')}
        hint={t('consolePeople.dateOfBirthHint')}
      />
      {permissionsLegend ? (
        <PermissionCheckboxes
          idPrefix={`${idPrefix}-permission`}
          legend={permissionsLegend}
          value={permissions}
          onChange={setPermissions}
        />
      ) : null}
      <Button type="submit" aria-disabled={isSubmitting}>
        {isSubmitting ? t('consolePeople.sending') : t('consolePeople.sendInvitation')}
      </Button>
    </form>
  );
}
