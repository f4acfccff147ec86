import { poundsAndPence } from '@portal/benefits/money';
import { QueryState } from '../../../components/query-state/query-state.tsx';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { useGetVoucherBalanceQuery } from '../api.ts';
import styles from './voucher-figures.module.css';
import vouchersTexts from '../../../i18n/en-GB/vouchers.json';

addTexts(vouchersTexts);

/** The childcare voucher benefit group (coded ccv) shows the member's balance and last payment date (spec section 1). */
export function VoucherAccount() {
  const { t } = useTranslation();
  const balance = useGetVoucherBalanceQuery();
  return (
    <section className={styles.account} aria-labelledby="voucher-account">
      <h2 id="voucher-account">{t('vouchers.account.heading')}</h2>
      <QueryState
        status={balance.isError ? 'error' : balance.data ? 'success' : 'loading'}
        errorText={t('vouchers.account.loadError')}
        onRetry={() => void balance.refetch()}
      >
        {balance.data ? (
          <dl className={styles.figures}>
            <div>
              <dt>{t('vouchers.account.balance')}</dt>
              <dd>{poundsAndPence(balance.data.balance)}</dd>
            </div>
            <div>
              <dt>{t('vouchers.account.lastPayment')}</dt>
              <dd>{balance.data.lastPaymentDate ?? t('vouchers.account.none')}</dd>
            </div>
          </dl>
        ) : null}
      </QueryState>
    </section>
  );
}
