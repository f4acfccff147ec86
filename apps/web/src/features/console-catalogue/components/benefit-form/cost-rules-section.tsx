import { SelectField } from '../../../../components/text-field/select-field.tsx';
import { addTexts, useTranslation } from '../../../../lib/i18n.ts';
import consoleCatalogueTexts from '../../../../i18n/en-GB/console-catalogue.json';
import { COST_NUMBERS, type Draft, type Relief } from './benefit-draft.ts';
import { Checkbox, NumberField, SectionFrame, useField } from './form-fields.tsx';

addTexts(consoleCatalogueTexts);

const RELIEFS: readonly Relief[] = ['tax-and-ni', 'tax-only', 'none'];

/** How choices become money (packages/benefits costs/pricing.ts): every rule optional. */
export function CostRulesSection({ draft, change }: { draft: Draft; change(next: Draft): void }) {
  const { t } = useTranslation();
  const { costRules } = draft;
  const set = (next: Partial<Draft['costRules']>) =>
    change({ ...draft, costRules: { ...costRules, ...next } });
  const relief = useField('costRules.relief');
  return (
    <SectionFrame
      legend={t('consoleCatalogue.form.costRules')}
      hint={t('consoleCatalogue.form.costRulesHint')}
    >
      {COST_NUMBERS.map((key) => (
        <NumberField
          key={key}
          path={`costRules.${key}`}
          label={t(`consoleCatalogue.form.cost.${key}`)}
          value={costRules[key]}
          onChange={(value) => change({ ...draft, costRules: { ...costRules, [key]: value } })}
        />
      ))}
      <SelectField
        id={relief.id}
        label={t('consoleCatalogue.form.cost.relief')}
        placeholder={t('consoleCatalogue.form.cost.reliefUnset')}
        options={RELIEFS.map((value) => ({ value, label: t(`consoleCatalogue.form.relief.${value}`) }))}
        value={costRules.relief}
        error={relief.error}
        onChange={(event) => set({ relief: event.target.value as Relief | '' })}
      />
      <Checkbox
        path="costRules.pension"
        label={t('consoleCatalogue.form.cost.pension')}
        checked={costRules.pension}
        onChange={(checked) => set({ pension: checked })}
      />
    </SectionFrame>
  );
}
