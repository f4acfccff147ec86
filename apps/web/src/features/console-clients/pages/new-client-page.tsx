import { zodResolver } from '@hookform/resolvers/zod';
import { consoleClientCreateSchema, type ConsoleClientCreate } from '@portal/contracts/console-clients';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Banner } from '../../../components/banner/banner.tsx';
import { Button } from '../../../components/button/button.tsx';
import { DateOfBirthField } from '../../../components/date-of-birth-input/date-of-birth-field.tsx';
import { TextField } from '../../../components/text-field/text-field.tsx';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import consoleClientsTexts from '../../../i18n/en-GB/console-clients.json';
import { useCreateConsoleClientMutation } from '../api.ts';
import { fieldErrorsOf } from '../../../lib/field-errors.ts';
import styles from './clients-page.module.css';

addTexts(consoleClientsTexts);

type Field =
  'name' | 'slug' | 'employer.firstName' | 'employer.surname' | 'employer.email' | 'employer.dateOfBirth';
const FIELDS: readonly Field[] = [
  'name',
  'slug',
  'employer.firstName',
  'employer.surname',
  'employer.email',
  'employer.dateOfBirth',
];

/**
 * /console/clients/new/: onboards a client: its name and sub-domain (checked as typed: invalid or reserved;
 * the server says when it is taken), and its first employer user, who gets the activation e-mail.
 */
export function NewClientPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('consoleClients.newTitle'));
  const navigate = useNavigate();
  const [create] = useCreateConsoleClientMutation();
  const [topError, setTopError] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<ConsoleClientCreate>({
    mode: 'onBlur',
    reValidateMode: 'onChange',
    resolver: zodResolver(consoleClientCreateSchema),
    defaultValues: {
      name: '',
      slug: '',
      employer: { firstName: '', surname: '', email: '', dateOfBirth: '' },
    },
  });

  const submit = handleSubmit(
    async (values) => {
      setTopError(null);
      const result = await create(values);
      if ('data' in result && result.data) {
        void navigate(`../${result.data.slug}/`, { state: { created: true } });
        return;
      }
      const fields = fieldErrorsOf(result.error);
      const named = FIELDS.filter((field) => fields?.[field]);
      for (const field of named) setError(field, { type: 'server', message: fields![field] });
      setTopError(named.length > 0 ? t('consoleClients.checkFields') : t('consoleClients.createFailed'));
      if (named[0]) setFocus(named[0]);
    },
    () => setTopError(t('consoleClients.checkFields')),
  );

  return (
    <div>
      <p>
        <Link to="..">{t('consoleClients.back')}</Link>
      </p>
      <h1>{t('consoleClients.newTitle')}</h1>
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        {topError ? (
          <Banner variant="error" role="alert">
            <p>{topError}</p>
          </Banner>
        ) : null}
        <TextField
          id="client-name"
          label={t('consoleClients.name')}
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          id="client-slug"
          label={t('consoleClients.slug')}
          hint={t('consoleClients.slugHint')}
          autoCapitalize="none"
          spellCheck={false}
          error={errors.slug?.message}
          {...register('slug')}
        />
        <fieldset className={styles.fieldset}>
          <legend>{t('consoleClients.employerLegend')}</legend>
          <p>{t('consoleClients.employerHint')}</p>
          <TextField
            id="employer-first-name"
            label={t('consoleClients.firstName')}
            autoComplete="off"
            error={errors.employer?.firstName?.message}
            {...register('employer.firstName')}
          />
          <TextField
            id="employer-surname"
            label={t('consoleClients.surname')}
            autoComplete="off"
            error={errors.employer?.surname?.message}
            {...register('employer.surname')}
          />
          <TextField
            id="employer-email"
            type="email"
            label={t('consoleClients.email')}
            autoComplete="off"
            error={errors.employer?.email?.message}
            {...register('employer.email')}
          />
          <DateOfBirthField
            control={control}
            name="employer.dateOfBirth"
            id="employer-date-of-birth"
            legend={t('consoleClients.dateOfBirth')}
            hint={t('consoleClients.dateOfBirthHint')}
          />
        </fieldset>
        <Button type="submit" aria-disabled={isSubmitting}>
          {isSubmitting ? t('consoleClients.creating') : t('consoleClients.create')}
        </Button>
      </form>
    </div>
  );
}
