import { valueText } from '@portal/benefits/catalogue';
import { Button } from '../../../components/button/button.tsx';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { useSidePanels } from '../../../lib/side-panels.ts';
import { validValues } from '../setup-form.ts';
import type { StepProps } from './step-props.ts';
import styles from './selections.module.css';
import selectionsTexts from '../../../i18n/en-GB/selections.json';

addTexts(selectionsTexts);

/** The choice in full, the benefit's terms to read, and the box that accepts them. */
export function ReviewStep({ benefit, data, form, change, errors }: StepProps) {
  const { t } = useTranslation();
  const panels = useSidePanels();
  const plan = benefit.plans.find((candidate) => candidate.id === form.planId);
  const values = validValues(benefit, form);
  const people = data.coverable.filter((person) => form.peopleCovered.includes(person.id));
  const termsError = errors.accepted_terms;
  return (
    <>
      <dl className={styles.facts}>
        {plan ? (
          <>
            <dt>{t('selections.setup.review.plan')}</dt>
            <dd>{plan.name}</dd>
            <dt>{t('selections.setup.review.covers')}</dt>
            <dd>
              {people.length > 0
                ? people.map((person) => person.name).join(', ')
                : t('selections.setup.review.nobody')}
            </dd>
          </>
        ) : null}
        {benefit.editFields.map((field) => (
          <div key={field.name} style={{ display: 'contents' }}>
            <dt>{field.label}</dt>
            <dd>{values[field.name] === undefined ? '' : valueText(field.unit, values[field.name]!)}</dd>
          </div>
        ))}
      </dl>
      {benefit.terms ? (
        <>
          <div>
            <Button
              variant="secondary"
              onClick={(event) =>
                panels.open('benefit-terms', {
                  props: {
                    benefitName: benefit.name,
                    version: benefit.terms!.version,
                    content: benefit.terms!.content,
                  },
                  opener: event.currentTarget,
                })
              }
            >
              {t('selections.setup.review.terms', { version: benefit.terms.version })}
            </Button>
          </div>
          <div className={termsError ? styles.invalid : undefined}>
            {termsError ? (
              <p id="terms-error" className={styles.error}>
                {termsError}
              </p>
            ) : null}
            <label className={styles.option}>
              <input
                type="checkbox"
                name="accepted_terms"
                checked={form.acceptedTerms}
                aria-describedby={termsError ? 'terms-error' : undefined}
                aria-invalid={termsError ? true : undefined}
                onChange={(event) =>
                  change((current) => ({ ...current, acceptedTerms: event.target.checked }))
                }
              />
              <span>{t('selections.setup.review.accept')}</span>
            </label>
          </div>
        </>
      ) : null}
    </>
  );
}
