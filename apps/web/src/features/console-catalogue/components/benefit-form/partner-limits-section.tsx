import { addTexts, useTranslation } from '../../../../lib/i18n.ts';
import consoleCatalogueTexts from '../../../../i18n/en-GB/console-catalogue.json';
import type { Draft } from './benefit-draft.ts';
import { NumberField, SectionFrame } from './form-fields.tsx';
import styles from '../catalogue.module.css';

addTexts(consoleCatalogueTexts);

/** The supplier's limits on a value (a cycle scheme's £100 to £5,000): both empty for none. */
export function PartnerLimitsSection({ draft, change }: { draft: Draft; change(next: Draft): void }) {
  const { t } = useTranslation();
  const limits = draft.partnerValueLimits;
  return (
    <SectionFrame
      path="partnerValueLimits"
      legend={t('consoleCatalogue.form.partnerLimits')}
      hint={t('consoleCatalogue.form.partnerLimitsHint')}
    >
      <div className={styles.limits}>
        {(['minimum', 'maximum'] as const).map((key) => (
          <NumberField
            key={key}
            path={`partnerValueLimits.${key}`}
            label={t(`consoleCatalogue.${key}`)}
            value={limits[key]}
            onChange={(value) => change({ ...draft, partnerValueLimits: { ...limits, [key]: value } })}
          />
        ))}
      </div>
    </SectionFrame>
  );
}
