import { useState, type FormEvent } from 'react';
import { Banner } from '../../../components/banner/banner.tsx';
import { Button } from '../../../components/button/button.tsx';
import { TextAreaField } from '../../../components/text-field/text-area-field.tsx';
import { TextField } from '../../../components/text-field/text-field.tsx';
import type { ApiQueryError } from '../../../lib/api.ts';
import { useAnnounce } from '../../../lib/announcer.ts';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import consoleSsoTexts from '../../../i18n/en-GB/console-sso.json';
import { useAddSamlProviderMutation } from '../api.ts';
import { withFormProblem } from '../../../lib/field-errors.ts';
import { domainsOf, problemsByField } from '../field-problems.ts';
import styles from './console-sso.module.css';
import { RadioGroup } from './radio-group.tsx';

addTexts(consoleSsoTexts);

const FIELDS = ['name', 'metadataUrl', 'metadataXml', 'emailDomains', 'identifierAttribute'] as const;
type Field = (typeof FIELDS)[number];
type Errors = Partial<Record<Field | 'form', string>>;

const EMPTY = {
  name: '',
  source: 'url' as 'url' | 'xml',
  metadataUrl: '',
  metadataXml: '',
  emailDomains: '',
  identifier: 'nameId' as 'nameId' | 'attribute',
  identifierAttribute: '',
  identifierTarget: 'email' as 'email' | 'employee_number',
  allowIdpInitiated: false,
};

/**
 * Adds a SAML provider from its IdP metadata (an address or the pasted XML), read by the server with the same
 * parser and guard as the command line: a DOCTYPE, SHA-1 or no signing certificate is said by the field.
 */
export function AddSamlForm({ clientSlug }: { clientSlug: string }) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const [add, { isLoading }] = useAddSamlProviderMutation();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const set = (change: Partial<typeof EMPTY>) => setValues({ ...values, ...change });

  const show = (found: Errors) => {
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) document.getElementById(`saml-${first}`)?.focus();
  };

  const missing = (): Errors => {
    const found: Errors = {};
    const need = (field: Exclude<Field, 'emailDomains'>, value: string) => {
      if (value.trim() === '') found[field] = t(`consoleSso.requiredField.${field}`);
    };
    need('name', values.name);
    if (values.source === 'url') need('metadataUrl', values.metadataUrl);
    else need('metadataXml', values.metadataXml);
    if (domainsOf(values.emailDomains).length === 0) found.emailDomains = t('consoleSso.domainsRequired');
    if (values.identifier === 'attribute') need('identifierAttribute', values.identifierAttribute);
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    const found = missing();
    if (Object.keys(found).length > 0) return show({ ...found, form: t('consoleSso.checkFields') });
    const result = await add({
      clientSlug,
      provider: {
        name: values.name.trim(),
        emailDomains: domainsOf(values.emailDomains),
        ...(values.source === 'url'
          ? { metadataUrl: values.metadataUrl.trim() }
          : { metadataXml: values.metadataXml }),
        ...(values.identifier === 'attribute'
          ? { identifierAttribute: values.identifierAttribute.trim() }
          : {}),
        identifierTarget: values.identifierTarget,
        allowIdpInitiated: values.allowIdpInitiated,
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

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      {errors.form ? (
        <Banner variant="error" role="alert">
          <p>{errors.form}</p>
        </Banner>
      ) : null}
      <TextField
        id="saml-name"
        label={t('consoleSso.name')}
        hint={t('consoleSso.nameHint')}
        autoComplete="off"
        spellCheck={false}
        value={values.name}
        error={errors.name}
        onChange={(event) => set({ name: event.target.value })}
      />
      <RadioGroup
        id="saml-source"
        legend={t('consoleSso.metadataSource')}
        value={values.source}
        options={[
          { value: 'url', label: t('consoleSso.metadataFromUrl') },
          { value: 'xml', label: t('consoleSso.metadataPaste') },
        ]}
        onChange={(source) => set({ source })}
      />
      {values.source === 'url' ? (
        <TextField
          id="saml-metadataUrl"
          type="url"
          label={t('consoleSso.metadataUrl')}
          autoComplete="off"
          spellCheck={false}
          value={values.metadataUrl}
          error={errors.metadataUrl}
          onChange={(event) => set({ metadataUrl: event.target.value })}
        />
      ) : (
        <TextAreaField
          id="saml-metadataXml"
          label={t('consoleSso.metadataXml')}
          rows={8}
          spellCheck={false}
          value={values.metadataXml}
          error={errors.metadataXml}
          onChange={(event) => set({ metadataXml: event.target.value })}
        />
      )}
      <TextField
        id="saml-emailDomains"
        label={t('consoleSso.emailDomains')}
        hint={t('consoleSso.domainsHint')}
        autoComplete="off"
        spellCheck={false}
        value={values.emailDomains}
        error={errors.emailDomains}
        onChange={(event) => set({ emailDomains: event.target.value })}
      />
      <RadioGroup
        id="saml-identifier"
        legend={t('consoleSso.identifier')}
        value={values.identifier}
        options={[
          { value: 'nameId', label: t('consoleSso.identifierNameId') },
          { value: 'attribute', label: t('consoleSso.identifierAttribute') },
        ]}
        onChange={(identifier) => set({ identifier })}
      />
      {values.identifier === 'attribute' ? (
        <TextField
          id="saml-identifierAttribute"
          label={t('consoleSso.attributeName')}
          autoComplete="off"
          spellCheck={false}
          value={values.identifierAttribute}
          error={errors.identifierAttribute}
          onChange={(event) => set({ identifierAttribute: event.target.value })}
        />
      ) : null}
      <RadioGroup
        id="saml-identifierTarget"
        legend={t('consoleSso.identifierTarget')}
        value={values.identifierTarget}
        options={[
          { value: 'email', label: t('consoleSso.targetEmail') },
          { value: 'employee_number', label: t('consoleSso.targetEmployeeNumber') },
        ]}
        onChange={(identifierTarget) => set({ identifierTarget })}
      />
      <div className={styles.choice}>
        <input
          id="saml-allowIdpInitiated"
          type="checkbox"
          checked={values.allowIdpInitiated}
          onChange={(event) => set({ allowIdpInitiated: event.target.checked })}
        />
        <label htmlFor="saml-allowIdpInitiated">{t('consoleSso.allowIdpInitiated')}</label>
      </div>
      <Button type="submit" aria-disabled={isLoading}>
        {isLoading ? t('consoleSso.adding') : t('consoleSso.add')}
      </Button>
    </form>
  );
}
