import type { BenefitDetail } from '@portal/contracts';
import { Button, LinkButton } from '../../../components/button/button.tsx';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { useSidePanels } from '../../../lib/side-panels.ts';
import { benefitManagePath, benefitSetupPath } from '../../../lib/benefit-paths.ts';
import { longDate } from '../benefit-words.ts';
import styles from './benefits.module.css';
import benefitsTexts from '../../../i18n/en-GB/benefits.json';

addTexts(benefitsTexts);

/**
 * What the employee can do next: get started, continue, manage or reapply (to the set-up and manage pages), or,
 * when it is not available, why, with the date it opens. The terms of the current version open in a side panel.
 */
export function BenefitCallToAction({ benefit }: { benefit: BenefitDetail }) {
  const { t } = useTranslation();
  const panels = useSidePanels();
  const { availability, cta } = benefit;
  const target =
    cta.type === 'get-started' || cta.type === 'continue' || cta.type === 'reapply'
      ? benefitSetupPath(benefit.id)
      : cta.type === 'manage'
        ? benefitManagePath(benefit.id)
        : null;
  return (
    <section className={styles.callToAction} aria-label={cta.label}>
      {availability.reasons.length > 0 ? (
        <>
          <h2>{t('benefits.detail.unavailable')}</h2>
          <ul className={styles.list}>
            {availability.reasons.map((reason) => (
              <li key={reason.code}>{reason.text}</li>
            ))}
          </ul>
        </>
      ) : null}
      {availability.status === 'open' && availability.until && target ? (
        <p>{t('benefits.detail.openUntil', { date: longDate(availability.until) })}</p>
      ) : null}
      {target ? <LinkButton to={target}>{cta.label}</LinkButton> : null}
      {benefit.terms ? (
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
          {t('benefits.detail.terms', { version: benefit.terms.version })}
        </Button>
      ) : null}
    </section>
  );
}
