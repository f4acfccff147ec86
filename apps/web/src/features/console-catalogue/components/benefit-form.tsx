import type { ConsoleBenefit } from '@portal/contracts/console-catalogue';
import { useMemo, useState, type FormEvent } from 'react';
import { Banner } from '../../../components/banner/banner.tsx';
import { Button } from '../../../components/button/button.tsx';
import type { ApiQueryError } from '../../../lib/api.ts';
import { useAnnounce } from '../../../lib/announcer.ts';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import consoleCatalogueTexts from '../../../i18n/en-GB/console-catalogue.json';
import { useGetConsoleCatalogueQuery, useSaveConsoleBenefitMutation } from '../api.ts';
import { problemsByPath } from '../../../lib/field-errors.ts';
import { AboutSection } from './benefit-form/about-section.tsx';
import {
  documentOf,
  draftOf,
  focusPathOf,
  formPaths,
  unreadableNumbers,
  type Draft,
} from './benefit-form/benefit-draft.ts';
import { CostRulesSection } from './benefit-form/cost-rules-section.tsx';
import { EditFieldsSection } from './benefit-form/edit-fields-section.tsx';
import { EligibilitySection } from './benefit-form/eligibility-section.tsx';
import { FaqsSection } from './benefit-form/faqs-section.tsx';
import { FormFieldsContext, idOf } from './benefit-form/form-fields.tsx';
import { MedicalQuestionsSection } from './benefit-form/medical-questions-section.tsx';
import { PartnerLimitsSection } from './benefit-form/partner-limits-section.tsx';
import { PlansSection } from './benefit-form/plans-section.tsx';
import { RelatedSection } from './benefit-form/related-section.tsx';
import { ProblemList } from './problem-list.tsx';
import styles from './catalogue.module.css';

addTexts(consoleCatalogueTexts);

/**
 * Edits the whole benefit as the import's document, one section per part of it (benefit-form/). The server
 * checks it by the import's rules and answers each problem by its path: it is shown by its field, the first
 * refused one gets focus, and nothing is saved.
 */
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
  // The client's groups and the year's other benefits (related), from the list the page has loaded.
  const catalogue = useGetConsoleCatalogueQuery(clientSlug).data;
  const [draft, setDraft] = useState(() => draftOf(benefit.document));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const paths = formPaths(draft);
  const fields = useMemo(() => ({ errors }), [errors]);
  const others = (catalogue?.benefits ?? [])
    .filter((other) => !other.retired && other.id !== benefit.id)
    .map((other) => other.name);

  const change = (next: Draft) => {
    setDraft(next);
    onEdit();
  };

  /** Shows problems by their fields, the banner above them, and focuses the first refused field. */
  const refuse = (problems: Record<string, string>, form: string) => {
    setErrors({ ...problems, form });
    const first = paths.find((path) => problems[path]);
    if (first) document.getElementById(idOf(focusPathOf(first)))?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    const unreadable = unreadableNumbers(draft);
    if (unreadable.size > 0) {
      const problems = Object.fromEntries(
        [...unreadable].map(([path, number]) => [path, t(`consoleCatalogue.numbers.${number}`)]),
      );
      return refuse(problems, t('consoleCatalogue.checkFields'));
    }
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
    refuse(
      problems,
      named ? t('consoleCatalogue.checkFields') : t('consoleCatalogue.actionFailed', { error: error.error }),
    );
  };

  const shown = new Set(paths);
  const unplaced = Object.entries(errors).filter(([path]) => path !== 'form' && !shown.has(path));
  const section = { draft, change };

  return (
    <FormFieldsContext value={fields}>
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        {errors.form ? (
          <Banner variant="error" role="alert">
            <p>{errors.form}</p>
            <ProblemList problems={unplaced} />
          </Banner>
        ) : null}
        <AboutSection {...section} groups={catalogue?.groups ?? []} />
        <EligibilitySection {...section} />
        <CostRulesSection {...section} />
        <PartnerLimitsSection {...section} />
        <EditFieldsSection {...section} document={benefit.document} />
        <PlansSection {...section} />
        <MedicalQuestionsSection {...section} />
        <FaqsSection {...section} />
        <RelatedSection {...section} others={others} />
        <div className={styles.actions}>
          <Button type="submit" aria-disabled={isLoading}>
            {isLoading ? t('consoleCatalogue.saving') : t('consoleCatalogue.save')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('consoleCatalogue.close')}
          </Button>
        </div>
      </form>
    </FormFieldsContext>
  );
}
