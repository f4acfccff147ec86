import { poundsAndPence } from '@portal/benefits/money';
import { QueryState } from '../../../components/query-state/query-state.tsx';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { useAppSelector } from '../../../lib/state/hooks.ts';
import { selectSupportEmail } from '../../../lib/state/theme-slice.ts';
import { useGetVoucherBalanceQuery } from '../api.ts';
import styles from './voucher-figures.module.css';
import vouchersTexts from '../../../i18n/en-GB/vouchers.json';

addTexts(vouchersTexts);

/**
 * The home of ccv-only mode (spec point 4): a leaver, or an inactive employee, with childcare vouchers left
 * sees only the balance, the last payment date (yyyy-MM-dd, spec section 3) and how to spend it.
 */
export function VoucherBalance() {
  const { t } = useTranslation();
  const balance = useGetVoucherBalanceQuery();
  const supportEmail = useAppSelector(selectSupportEmail);
  return (
    <section aria-labelledby="vouchers-heading" className={styles.balance}>
      <h2 id="vouchers-heading">{t('vouchers.balance.heading')}</h2>
      <QueryState
        status={balance.isError ? 'error' : balance.data ? 'success' : 'loading'}
        errorText={t('vouchers.balance.loadError')}
        onRetry={() => void balance.refetch()}
      >
        {balance.data ? (
          <dl className={styles.figures}>
            <div>
              <dt>{t('vouchers.balance.balance')}</dt>
              <dd className={styles.total}>{poundsAndPence(balance.data.balance)}</dd>
            </div>
            <div>
              <dt>{t('vouchers.balance.lastPayment')}</dt>
              <dd>{balance.data.lastPaymentDate ?? t('vouchers.balance.none')}</dd>
            </div>
          </dl>
        ) : null}
      </QueryState>
      <p>{t('vouchers.balance.leaver')}</p>
      <h3>{t('vouchers.balance.spendHeading')}</h3>
      <p>{t('vouchers.balance.spend', { contact: supportEmail ?? '' })}</p>
    </section>
  );
}
