import { addTexts, useTranslation } from '../../../../lib/i18n.ts';
import consoleCatalogueTexts from '../../../../i18n/en-GB/console-catalogue.json';
import { LIMITS, type Document, type Draft } from './benefit-draft.ts';
import { NumberField, PlainTextField, SectionFrame } from './form-fields.tsx';
import styles from '../catalogue.module.css';

addTexts(consoleCatalogueTexts);

/**
 * The amounts an employee chooses: label, limits and message. None is added or removed here: selections keep
 * their values by the field's name (docs/decisions.md).
 */
export function EditFieldsSection({
  document,
  draft,
  change,
}: {
  document: Document;
  draft: Draft;
  change(next: Draft): void;
}) {
  const { t } = useTranslation();
  if (document.fields.length === 0) return null;
  return (
    <SectionFrame legend={t('consoleCatalogue.form.amounts')} hint={t('consoleCatalogue.form.amountsHint')}>
      {document.fields.map((field, index) => {
        const typed = draft.fields[index]!;
        const set = (key: keyof typeof typed, value: string) =>
          change({
            ...draft,
            fields: draft.fields.map((other, at) => (at === index ? { ...other, [key]: value } : other)),
          });
        return (
          <SectionFrame
            key={field.name}
            legend={t('consoleCatalogue.fieldLegend', { label: field.label })}
            hint={t('consoleCatalogue.form.amountKept', {
              name: field.name,
              unit: t(`consoleCatalogue.form.unit.${field.unit}`),
            })}
          >
            <PlainTextField
              path={`fields.${index}.label`}
              label={t('consoleCatalogue.form.label')}
              value={typed.label}
              onChange={(value) => set('label', value)}
            />
            <div className={styles.limits}>
              {LIMITS.map((limit) => (
                <NumberField
                  key={limit}
                  path={`fields.${index}.${limit}`}
                  label={t(`consoleCatalogue.${limit}`)}
                  value={typed[limit]}
                  onChange={(value) => set(limit, value)}
                />
              ))}
            </div>
            <PlainTextField
              path={`fields.${index}.validationMessage`}
              label={t('consoleCatalogue.validationMessage')}
              hint={t('consoleCatalogue.validationMessageHint')}
              value={typed.validationMessage}
              onChange={(value) => set('validationMessage', value)}
            />
          </SectionFrame>
        );
      })}
    </SectionFrame>
  );
}
