import type { BenefitInput } from '@portal/contracts/benefit-import';
import type { ConsoleBenefit } from '@portal/contracts/console-catalogue';
import { useState, type FormEvent } from 'react';
import { Banner } from '../../../components/banner/banner.tsx';
import { Button } from '../../../components/button/button.tsx';
import { TextAreaField } from '../../../components/text-field/text-area-field.tsx';
import { TextField } from '../../../components/text-field/text-field.tsx';
import type { ApiQueryError } from '../../../lib/api.ts';
import { useAnnounce } from '../../../lib/announcer.ts';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import consoleCatalogueTexts from '../../../i18n/en-GB/console-catalogue.json';
import { useSaveConsoleBenefitMutation } from '../api.ts';
import { inputIdOf, numberOrText, problemsByPath } from '../field-problems.ts';
import { ProblemList } from './problem-list.tsx';
import styles from './catalogue.module.css';

addTexts(consoleCatalogueTexts);

type Document = ConsoleBenefit['document'];
const LIMITS = ['minimum', 'maximum', 'stepSize'] as const;

/** What the form edits, as typed: numbers stay text until they are sent. */
function draftOf(document: Document) {
  return {
    name: document.name,
    summary: document.summary,
    descriptionHtml: document.descriptionHtml,
    approvalRequired: document.approvalRequired,
    claimable: document.claimable,
    fields: document.fields.map((field) => ({
      minimum: String(field.minimum),
      maximum: String(field.maximum),
      stepSize: String(field.stepSize),
      validationMessage: field.validationMessage ?? '',
    })),
    plans: document.plans.map((plan) => ({
      name: plan.name,
      monthlyPricePence: String(plan.monthlyPricePence),
    })),
  };
}
type Draft = ReturnType<typeof draftOf>;

/**
 * The document with the form's changes. A number typed wrongly is sent as typed: the server, whose checks are
 * the import's, refuses it by its field, so the browser keeps no rules of its own.
 */
function documentOf(document: Document, draft: Draft): BenefitInput {
  return {
    ...document,
    name: draft.name,
    summary: draft.summary,
    descriptionHtml: draft.descriptionHtml,
    approvalRequired: draft.approvalRequired,
    claimable: draft.claimable,
    fields: document.fields.map((field, index) => {
      const typed = draft.fields[index]!;
      return {
        ...field,
        minimum: numberOrText(typed.minimum) as number,
        maximum: numberOrText(typed.maximum) as number,
        stepSize: numberOrText(typed.stepSize) as number,
        validationMessage: typed.validationMessage.trim() === '' ? undefined : typed.validationMessage,
      };
    }),
    plans: document.plans.map((plan, index) => ({
      ...plan,
      name: draft.plans[index]!.name,
      monthlyPricePence: numberOrText(draft.plans[index]!.monthlyPricePence) as number,
    })),
  };
}

/** The paths the form has an input for, in the form's order: the first refused one gets focus. */
function formPaths(document: Document): string[] {
  return [
    'name',
    'summary',
    'descriptionHtml',
    ...document.fields.flatMap((_field, index) =>
      [...LIMITS, 'validationMessage'].map((limit) => `fields.${index}.${limit}`),
    ),
    ...document.plans.flatMap((_plan, index) => [`plans.${index}.name`, `plans.${index}.monthlyPricePence`]),
  ];
}

/** Edits a benefit's name, texts, approval and claims, its amounts' limits and its plans' prices. */
export function BenefitForm({
  clientSlug,
  benefit,
  onSaved,
  onEdit,
  onClose,
}: {
  clientSlug: string;
  benefit: ConsoleBenefit;
  onSaved(saved: ConsoleBenefit): void;
  onEdit(): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const [save, { isLoading }] = useSaveConsoleBenefitMutation();
  const [draft, setDraft] = useState(() => draftOf(benefit.document));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const id = (path: string) => inputIdOf('edit', path);
  const paths = formPaths(benefit.document);

  const change = (next: Draft) => {
    setDraft(next);
    onEdit();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    const result = await save({
      clientSlug,
      benefitId: benefit.id,
      benefit: documentOf(benefit.document, draft),
    });
    if ('data' in result && result.data) {
      setErrors({});
      announce(t('consoleCatalogue.saved', { name: result.data.document.name }));
      onSaved(result.data);
      return;
    }
    const error = result.error as ApiQueryError;
    const problems = problemsByPath(error.body);
    const named = Object.keys(problems).length > 0;
    setErrors({
      ...problems,
      form: named
        ? t('consoleCatalogue.checkFields')
        : t('consoleCatalogue.actionFailed', { error: error.error }),
    });
    const first = paths.find((path) => problems[path]);
    if (first) document.getElementById(id(first))?.focus();
  };

  const text = (path: 'name' | 'summary') => (
    <TextField
      id={id(path)}
      label={t(`consoleCatalogue.${path}`)}
      autoComplete="off"
      value={draft[path]}
      error={errors[path]}
      onChange={(event) => change({ ...draft, [path]: event.target.value })}
    />
  );
  const checkbox = (path: 'approvalRequired' | 'claimable') => (
    <div className={styles.checkbox}>
      <input
        id={id(path)}
        type="checkbox"
        checked={draft[path]}
        onChange={(event) => change({ ...draft, [path]: event.target.checked })}
      />
      <label htmlFor={id(path)}>{t(`consoleCatalogue.${path}`)}</label>
    </div>
  );
  const others = Object.entries(errors).filter(([path]) => path !== 'form' && !paths.includes(path));

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      {errors.form ? (
        <Banner variant="error" role="alert">
          <p>{errors.form}</p>
          <ProblemList problems={others} />
        </Banner>
      ) : null}
      {text('name')}
      {text('summary')}
      <TextAreaField
        id={id('descriptionHtml')}
        label={t('consoleCatalogue.description')}
        hint={t('consoleCatalogue.descriptionHint')}
        rows={6}
        spellCheck={false}
        value={draft.descriptionHtml}
        error={errors.descriptionHtml}
        onChange={(event) => change({ ...draft, descriptionHtml: event.target.value })}
      />
      <fieldset className={styles.group}>
        <legend>{t('consoleCatalogue.options')}</legend>
        {checkbox('approvalRequired')}
        {checkbox('claimable')}
      </fieldset>
      {benefit.document.fields.map((field, index) => {
        const typed = draft.fields[index]!;
        const set = (key: keyof typeof typed, value: string) =>
          change({
            ...draft,
            fields: draft.fields.map((other, at) => (at === index ? { ...other, [key]: value } : other)),
          });
        return (
          <fieldset key={field.name} className={styles.group}>
            <legend>{t('consoleCatalogue.fieldLegend', { label: field.label })}</legend>
            <div className={styles.limits}>
              {LIMITS.map((limit) => (
                <TextField
                  key={limit}
                  id={id(`fields.${index}.${limit}`)}
                  label={t(`consoleCatalogue.${limit}`)}
                  inputMode="decimal"
                  autoComplete="off"
                  value={typed[limit]}
                  error={errors[`fields.${index}.${limit}`]}
                  onChange={(event) => set(limit, event.target.value)}
                />
              ))}
            </div>
            <TextField
              id={id(`fields.${index}.validationMessage`)}
              label={t('consoleCatalogue.validationMessage')}
              hint={t('consoleCatalogue.validationMessageHint')}
              autoComplete="off"
              value={typed.validationMessage}
              error={errors[`fields.${index}.validationMessage`]}
              onChange={(event) => set('validationMessage', event.target.value)}
            />
          </fieldset>
        );
      })}
      {benefit.document.plans.map((plan, index) => {
        const typed = draft.plans[index]!;
        const set = (key: keyof typeof typed, value: string) =>
          change({
            ...draft,
            plans: draft.plans.map((other, at) => (at === index ? { ...other, [key]: value } : other)),
          });
        return (
          <fieldset key={index} className={styles.group}>
            <legend>{t('consoleCatalogue.planLegend', { name: plan.name })}</legend>
            <TextField
              id={id(`plans.${index}.name`)}
              label={t('consoleCatalogue.planName')}
              autoComplete="off"
              value={typed.name}
              error={errors[`plans.${index}.name`]}
              onChange={(event) => set('name', event.target.value)}
            />
            <TextField
              id={id(`plans.${index}.monthlyPricePence`)}
              label={t('consoleCatalogue.planPrice')}
              inputMode="numeric"
              autoComplete="off"
              value={typed.monthlyPricePence}
              error={errors[`plans.${index}.monthlyPricePence`]}
              onChange={(event) => set('monthlyPricePence', event.target.value)}
            />
          </fieldset>
        );
      })}
      <div className={styles.actions}>
        <Button type="submit" aria-disabled={isLoading}>
          {isLoading ? t('consoleCatalogue.saving') : t('consoleCatalogue.save')}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {t('consoleCatalogue.close')}
        </Button>
      </div>
    </form>
  );
}
