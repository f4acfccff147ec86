import type { BenefitDetail, Selection, SelectionChangeResponse } from '@portal/contracts';
import { useLocation } from 'react-router';
import { LinkButton } from '../../../components/button/button.tsx';
import { benefitManagePath } from '../../../lib/benefit-paths.ts';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import { useFocusOnMount } from '../../../lib/use-focus-on-mount.ts';
import styles from './selections.module.css';
import selectionsTexts from '../../../i18n/en-GB/selections.json';

addTexts(selectionsTexts);

function resultOf(state: unknown): SelectionChangeResponse['result'] {
  const result = state && typeof state === 'object' ? (state as { result?: unknown }).result : null;
  return result && typeof result === 'object' ? (result as SelectionChangeResponse['result']) : null;
}

/**
 * The wizard's result (spec: wizardResult): what happens next and when the first payment is. After a reload the
 * route state may be gone; the selection's status then says where things stand.
 */
export function SetupResult({ benefit, selection }: { benefit: BenefitDetail; selection: Selection | null }) {
  const { t } = useTranslation();
  const location = useLocation();
  const focusHeading = useFocusOnMount<HTMLHeadingElement>();
  const result = resultOf(location.state);
  return (
    <section className={styles.card} aria-labelledby="result-heading">
      <h1 id="result-heading" tabIndex={-1} ref={focusHeading}>
        {result?.heading ?? `${benefit.name}: ${selection?.statusLabel ?? ''}`}
      </h1>
      <h2>{t('selections.setup.result.heading')}</h2>
      {result ? <p>{result.nextSteps}</p> : null}
      {!result && selection?.pendingReason ? <p>{selection.pendingReason}</p> : null}
      <div className={styles.actions}>
        <LinkButton to={benefitManagePath(benefit.id)}>{t('selections.setup.result.manage')}</LinkButton>
        <LinkButton to={paths.myBenefits} variant="secondary">
          {t('selections.setup.result.list')}
        </LinkButton>
      </div>
    </section>
  );
}
