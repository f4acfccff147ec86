import { poundsAndPence } from '@portal/benefits/money';
import { QueryState } from '../../../components/query-state/query-state.tsx';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { useGetVoucherBalanceQuery } from '../../../lib/voucher-balance-api.ts';
import styles from './benefits.module.css';
import benefitsTexts from '../../../i18n/en-GB/benefits.json';

addTexts(benefitsTexts);

/** The childcare voucher benefit group (coded ccv) shows the member's balance and last payment date (spec section 1). */
export function VoucherAccount() {
  const { t } = useTranslation();
  const balance = useGetVoucherBalanceQuery();
  return (
    <section className={styles.section} aria-labelledby="voucher-account">
      <h2 id="voucher-account">{t('benefits.vouchers.heading')}</h2>
      <QueryState
        status={balance.isError ? 'error' : balance.data ? 'success' : 'loading'}
        errorText={t('benefits.vouchers.loadError')}
        onRetry={() => void balance.refetch()}
      >
        {balance.data ? (
          <dl className={styles.voucherFigures}>
            <div>
              <dt>{t('benefits.vouchers.balance')}</dt>
              <dd>{poundsAndPence(balance.data.balance)}</dd>
            </div>
            <div>
              <dt>{t('benefits.vouchers.lastPayment')}</dt>
              <dd>{balance.data.lastPaymentDate ?? t('benefits.vouchers.none')}</dd>
            </div>
          </dl>
        ) : null}
      </QueryState>
    </section>
  );
}
