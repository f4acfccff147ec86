import { poundsAndPence } from '@portal/benefits/money';
import { longDate } from '@portal/benefits/dates';
import { apiPaths, pathTo } from '@portal/contracts/api-paths';
import type { Claim } from '@portal/contracts';
import { useState } from 'react';
import { Banner } from '../../../components/banner/banner.tsx';
import { Button } from '../../../components/button/button.tsx';
import { apiDownload } from '../../../lib/api-transfer.ts';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { useSidePanels } from '../../../lib/side-panels.ts';
import styles from './selections.module.css';
import selectionsTexts from '../../../i18n/en-GB/selections.json';

addTexts(selectionsTexts);

/** The claims on a claimable benefit with their status and receipts, and (while it is selected) a new claim. */
export function ClaimsList({
  benefitName,
  selectionId,
  claims,
}: {
  benefitName: string;
  /** The approved selection a new claim is made on; null when none may be made. */
  selectionId: string | null;
  claims: Claim[];
}) {
  const { t } = useTranslation();
  const panels = useSidePanels();
  const [failure, setFailure] = useState<string | null>(null);
  const download = async (claim: Claim) => {
    setFailure(null);
    const answer = await apiDownload({
      path: pathTo(apiPaths.claimReceipt, { id: claim.id }),
      fallbackName: claim.receiptName ?? 'receipt',
    });
    if (!answer.ok) setFailure(answer.error);
  };
  return (
    <section className={styles.card} aria-labelledby="claims-heading">
      <h2 id="claims-heading">{t('selections.claims.heading')}</h2>
      {failure ? (
        <Banner variant="error" role="alert">
          <p>{failure}</p>
        </Banner>
      ) : null}
      {claims.length === 0 ? <p>{t('selections.claims.none')}</p> : null}
      {claims.length > 0 ? (
        <div className={styles.scroll}>
          <table className={styles.table}>
            <caption className="visually-hidden">
              {t('selections.claims.caption', { name: benefitName })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('selections.claims.date')}</th>
                <th scope="col">{t('selections.claims.what')}</th>
                <th scope="col">{t('selections.claims.amount')}</th>
                <th scope="col">{t('selections.claims.status')}</th>
                <th scope="col">{t('selections.claims.receipt')}</th>
              </tr>
            </thead>
            <tbody>
              {claims.map((claim) => (
                <tr key={claim.id}>
                  <td>{longDate(claim.treatmentDate)}</td>
                  <td>{claim.description}</td>
                  <td>{poundsAndPence(claim.amount)}</td>
                  <td>{claim.statusLabel}</td>
                  <td>
                    {claim.receiptName ? (
                      <Button variant="secondary" onClick={() => void download(claim)}>
                        {claim.receiptName}
                      </Button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {selectionId ? (
        <div>
          <Button
            onClick={(event) =>
              panels.open('make-a-claim', {
                props: { benefitName, selectionId },
                opener: event.currentTarget,
              })
            }
          >
            {t('selections.claims.make')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
