import { useState, type FormEvent } from 'react';
import { Banner } from '../../../components/banner/banner.tsx';
import { Button } from '../../../components/button/button.tsx';
import { TextField } from '../../../components/text-field/text-field.tsx';
import type { ApiQueryError } from '../../../lib/api.ts';
import { useAnnounce } from '../../../lib/announcer.ts';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import consoleCatalogueTexts from '../../../i18n/en-GB/console-catalogue.json';
import { useAddBenefitGroupMutation } from '../api.ts';
import { problemsByPath } from '../../../lib/field-errors.ts';
import styles from './catalogue.module.css';

addTexts(consoleCatalogueTexts);

const CODE_ID = 'group-new-code';
const NAME_ID = 'group-new-name';

/** Adds a benefit group, last in the order: the server checks the code by the import's rule, and a taken one. */
export function AddGroupForm({ clientSlug }: { clientSlug: string }) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const [add, { isLoading }] = useAddBenefitGroupMutation();
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    const result = await add({ clientSlug, code: code.trim(), name });
    if ('data' in result && result.data) {
      setCode('');
      setName('');
      setErrors({});
      announce(t('consoleCatalogue.groups.added', { name: name.trim() }));
      return;
    }
    const error = result.error as ApiQueryError;
    const problems = problemsByPath(error.body);
    setErrors(
      Object.keys(problems).length > 0
        ? { ...problems, form: t('consoleCatalogue.checkFields') }
        : { form: t('consoleCatalogue.actionFailed', { error: error.error }) },
    );
    const first = problems.code ? CODE_ID : problems.name ? NAME_ID : null;
    if (first) document.getElementById(first)?.focus();
  };

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      <h4>{t('consoleCatalogue.groups.addHeading')}</h4>
      {errors.form ? (
        <Banner variant="error" role="alert">
          <p>{errors.form}</p>
        </Banner>
      ) : null}
      <TextField
        id={CODE_ID}
        label={t('consoleCatalogue.groups.code')}
        hint={t('consoleCatalogue.groups.codeHint')}
        autoComplete="off"
        spellCheck={false}
        value={code}
        error={errors.code}
        onChange={(event) => setCode(event.target.value)}
      />
      <TextField
        id={NAME_ID}
        label={t('consoleCatalogue.groups.name')}
        hint={t('consoleCatalogue.groups.nameHint')}
        autoComplete="off"
        value={name}
        error={errors.name}
        onChange={(event) => setName(event.target.value)}
      />
      <Button type="submit" aria-disabled={isLoading}>
        {isLoading ? t('consoleCatalogue.groups.adding') : t('consoleCatalogue.groups.add')}
      </Button>
    </form>
  );
}
