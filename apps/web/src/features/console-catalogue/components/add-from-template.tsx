import { useState, type FormEvent } from 'react';
import { Banner } from '../../../components/banner/banner.tsx';
import { Button } from '../../../components/button/button.tsx';
import { QueryState } from '../../../components/query-state/query-state.tsx';
import { SelectField } from '../../../components/text-field/select-field.tsx';
import { TextField } from '../../../components/text-field/text-field.tsx';
import type { ApiQueryError } from '../../../lib/api.ts';
import { useAnnounce } from '../../../lib/announcer.ts';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import consoleCatalogueTexts from '../../../i18n/en-GB/console-catalogue.json';
import { useAddConsoleBenefitMutation, useGetBenefitTemplatesQuery } from '../api.ts';
import { problemsByPath } from '../../../lib/field-errors.ts';
import { ProblemList } from './problem-list.tsx';
import styles from './catalogue.module.css';

addTexts(consoleCatalogueTexts);

const TEMPLATE_ID = 'template-key';
const NAME_ID = 'template-name';

/** Copies a template of the demo catalogue into the client under a name of the operator's: the server checks it whole. */
export function AddFromTemplate({ clientSlug }: { clientSlug: string }) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const templates = useGetBenefitTemplatesQuery(clientSlug);
  const [add, { isLoading }] = useAddConsoleBenefitMutation();
  const [key, setKey] = useState('');
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const choose = (chosen: string) => {
    setKey(chosen);
    const template = templates.data?.templates.find((candidate) => candidate.key === chosen);
    setName(template?.document.name ?? '');
  };

  const show = (found: Record<string, string>) => {
    setErrors(found);
    const first = found.template ? TEMPLATE_ID : found.name ? NAME_ID : null;
    if (first) document.getElementById(first)?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    const template = templates.data?.templates.find((candidate) => candidate.key === key);
    if (!template) return show({ template: t('consoleCatalogue.templateRequired') });
    const result = await add({ clientSlug, benefit: { ...template.document, name } });
    if ('data' in result && result.data) {
      setKey('');
      setName('');
      setErrors({});
      announce(t('consoleCatalogue.added', { name: result.data.document.name }));
      return;
    }
    const error = result.error as ApiQueryError;
    const problems = problemsByPath(error.body);
    show(
      Object.keys(problems).length > 0
        ? { ...problems, form: t('consoleCatalogue.checkFields') }
        : { form: t('consoleCatalogue.actionFailed', { error: error.error }) },
    );
  };

  // Problems of the template's own fields (none unless the import's rules changed) are listed by their path.
  const others = Object.entries(errors).filter(([path]) => !['form', 'name', 'template'].includes(path));
  return (
    <QueryState
      status={templates.isError ? 'error' : templates.data ? 'success' : 'loading'}
      errorText={t('consoleCatalogue.error')}
      onRetry={() => void templates.refetch()}
    >
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        {errors.form ? (
          <Banner variant="error" role="alert">
            <p>{errors.form}</p>
            <ProblemList problems={others} />
          </Banner>
        ) : null}
        <SelectField
          id={TEMPLATE_ID}
          label={t('consoleCatalogue.template')}
          placeholder={t('consoleCatalogue.templatePlaceholder')}
          options={(templates.data?.templates ?? []).map((template) => ({
            value: template.key,
            label: `${template.document.name} (${template.document.group})`,
          }))}
          value={key}
          error={errors.template}
          onChange={(event) => choose(event.target.value)}
        />
        <TextField
          id={NAME_ID}
          label={t('consoleCatalogue.newName')}
          hint={t('consoleCatalogue.newNameHint')}
          autoComplete="off"
          value={name}
          error={errors.name}
          onChange={(event) => setName(event.target.value)}
        />
        <Button type="submit" aria-disabled={isLoading}>
          {isLoading ? t('consoleCatalogue.adding') : t('consoleCatalogue.add')}
        </Button>
      </form>
    </QueryState>
  );
}
