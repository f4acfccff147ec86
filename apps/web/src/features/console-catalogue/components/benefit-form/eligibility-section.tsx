import { contractTypes } from '@portal/contracts/benefit-import';
import { addTexts, useTranslation } from '../../../../lib/i18n.ts';
import consoleCatalogueTexts from '../../../../i18n/en-GB/console-catalogue.json';
import { RULE_NUMBERS, type Draft } from './benefit-draft.ts';
import { Checkbox, idOf, NumberField, SectionFrame, useField } from './form-fields.tsx';
import styles from '../catalogue.module.css';

addTexts(consoleCatalogueTexts);

/** Who may have the benefit (docs/benefits-import.md, `rules`): every rule optional. */
export function EligibilitySection({ draft, change }: { draft: Draft; change(next: Draft): void }) {
  const { t } = useTranslation();
  const { rules } = draft;
  const set = (next: Partial<Draft['rules']>) => change({ ...draft, rules: { ...rules, ...next } });
  const contracts = useField('rules.contractTypes');
  return (
    <SectionFrame
      legend={t('consoleCatalogue.form.eligibility')}
      hint={t('consoleCatalogue.form.eligibilityHint')}
    >
      <div className={styles.limits}>
        {RULE_NUMBERS.map((key) => (
          <NumberField
            key={key}
            path={`rules.${key}`}
            label={t(`consoleCatalogue.form.rules.${key}`)}
            value={rules[key]}
            onChange={(value) => change({ ...draft, rules: { ...rules, [key]: value } })}
          />
        ))}
      </div>
      <fieldset
        className={styles.choices}
        aria-describedby={[`${contracts.id}-hint`, contracts.error ? `${contracts.id}-error` : null]
          .filter(Boolean)
          .join(' ')}
      >
        <legend>{t('consoleCatalogue.form.rules.contractTypes')}</legend>
        <p id={`${contracts.id}-hint`} className={styles.hint}>
          {t('consoleCatalogue.form.rules.contractTypesHint')}
        </p>
        {contracts.error ? (
          <p id={`${contracts.id}-error`} className={styles.error}>
            {contracts.error}
          </p>
        ) : null}
        {contractTypes.map((type, index) => (
          <Checkbox
            key={type}
            path="rules.contractTypes"
            // The first box is the field's: a refusal of the list focuses it.
            id={index === 0 ? idOf('rules.contractTypes') : idOf(`rules.contractTypes.${type}`)}
            label={t(`consoleCatalogue.form.contract.${type}`)}
            checked={rules.contractTypes.includes(type)}
            onChange={(checked) =>
              set({
                contractTypes: checked
                  ? [...rules.contractTypes, type]
                  : rules.contractTypes.filter((chosen) => chosen !== type),
              })
            }
          />
        ))}
      </fieldset>
      <Checkbox
        path="rules.duringProbation"
        label={t('consoleCatalogue.form.rules.duringProbation')}
        checked={rules.duringProbation}
        onChange={(checked) => set({ duringProbation: checked })}
      />
      <Checkbox
        path="rules.closedToNewMembers"
        label={t('consoleCatalogue.form.rules.closedToNewMembers')}
        checked={rules.closedToNewMembers}
        onChange={(checked) => set({ closedToNewMembers: checked })}
      />
    </SectionFrame>
  );
}
