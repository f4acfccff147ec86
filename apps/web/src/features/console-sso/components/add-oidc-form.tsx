import { useState, type FormEvent } from 'react';
import { Banner } from '../../../components/banner/banner.tsx';
import { Button } from '../../../components/button/button.tsx';
import { TextField } from '../../../components/text-field/text-field.tsx';
import type { ApiQueryError } from '../../../lib/api.ts';
import { useAnnounce } from '../../../lib/announcer.ts';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import consoleSsoTexts from '../../../i18n/en-GB/console-sso.json';
import { useAddOidcProviderMutation } from '../api.ts';
import { withFormProblem } from '../../../lib/field-errors.ts';
import { domainsOf, problemsByField } from '../field-problems.ts';
import styles from './console-sso.module.css';

addTexts(consoleSsoTexts);

const FIELDS = ['name', 'issuerUrl', 'clientId', 'clientSecret', 'emailDomains'] as const;
type Field = (typeof FIELDS)[number];
const EMPTY: Record<Field, string> = {
  name: '',
  issuerUrl: '',
  clientId: '',
  clientSecret: '',
  emailDomains: '',
};

/** Adds an OpenID Connect provider: the server reads the issuer's discovery now and says by the field if it fails. */
export function AddOidcForm({ clientSlug }: { clientSlug: string }) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const [add, { isLoading }] = useAddOidcProviderMutation();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field | 'form', string>>>({});
  const id = (field: Field) => `oidc-${field}`;

  const show = (found: Partial<Record<Field | 'form', string>>) => {
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) document.getElementById(id(first))?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    const missing: Partial<Record<Field, string>> = {};
    for (const field of FIELDS) {
      if (values[field].trim() === '') {
        missing[field] =
          field === 'emailDomains' ? t('consoleSso.domainsRequired') : t(`consoleSso.requiredField.${field}`);
      }
    }
    if (Object.keys(missing).length > 0) return show({ ...missing, form: t('consoleSso.checkFields') });
    const result = await add({
      clientSlug,
      provider: {
        name: values.name.trim(),
        issuerUrl: values.issuerUrl.trim(),
        clientId: values.clientId.trim(),
        clientSecret: values.clientSecret,
        emailDomains: domainsOf(values.emailDomains),
      },
    });
    if ('data' in result && result.data) {
      setValues(EMPTY);
      setErrors({});
      announce(t('consoleSso.added', { name: result.data.name }));
      return;
    }
    const error = result.error as ApiQueryError;
    show(
      withFormProblem(
        problemsByField(error.body),
        FIELDS,
        t('consoleSso.checkFields'),
        t('consoleSso.addFailed', { error: error.error }),
      ),
    );
  };

  const field = (name: Field, extra: { hint?: string; type?: string } = {}) => (
    <TextField
      id={id(name)}
      label={t(`consoleSso.${name}`)}
      hint={extra.hint}
      type={extra.type ?? 'text'}
      autoComplete="off"
      spellCheck={false}
      value={values[name]}
      error={errors[name]}
      onChange={(event) => setValues({ ...values, [name]: event.target.value })}
    />
  );

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      {errors.form ? (
        <Banner variant="error" role="alert">
          <p>{errors.form}</p>
        </Banner>
      ) : null}
      {field('name', { hint: t('consoleSso.nameHint') })}
      {field('issuerUrl', { hint: t('consoleSso.issuerHint'), type: 'url' })}
      {field('clientId')}
      {field('clientSecret', { hint: t('consoleSso.clientSecretHint'), type: 'password' })}
      {field('emailDomains', { hint: t('consoleSso.domainsHint') })}
      <Button type="submit" aria-disabled={isLoading}>
        {isLoading ? t('consoleSso.adding') : t('consoleSso.add')}
      </Button>
    </form>
  );
}
