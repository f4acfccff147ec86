import { poundsAndPence } from '@portal/benefits/money';
import { QueryState } from '../../../components/query-state/query-state.tsx';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { useAppSelector } from '../../../lib/state/hooks.ts';
import { selectSupportEmail } from '../../../lib/state/theme-slice.ts';
import { useGetVoucherBalanceQuery } from '../../../lib/voucher-balance-api.ts';
import styles from './home.module.css';
import homeTexts from '../../../i18n/en-GB/home.json';

addTexts(homeTexts);

/**
 * The home of ccv-only mode (spec point 4): a leaver, or an inactive employee, with childcare vouchers left
 * sees only the balance, the last payment date (yyyy-MM-dd, spec section 3) and how to spend it.
 */
export function VoucherBalance() {
  const { t } = useTranslation();
  const balance = useGetVoucherBalanceQuery();
  const supportEmail = useAppSelector(selectSupportEmail);
  return (
    <section aria-labelledby="vouchers-heading" className={styles.reward}>
      <h2 id="vouchers-heading">{t('home.vouchers.heading')}</h2>
      <QueryState
        status={balance.isError ? 'error' : balance.data ? 'success' : 'loading'}
        errorText={t('home.vouchers.loadError')}
        onRetry={() => void balance.refetch()}
      >
        {balance.data ? (
          <dl className={styles.voucherFigures}>
            <div>
              <dt>{t('home.vouchers.balance')}</dt>
              <dd className={styles.rewardTotal}>{poundsAndPence(balance.data.balance)}</dd>
            </div>
            <div>
              <dt>{t('home.vouchers.lastPayment')}</dt>
              <dd>{balance.data.lastPaymentDate ?? t('home.vouchers.none')}</dd>
            </div>
          </dl>
        ) : null}
      </QueryState>
      <p>{t('home.vouchers.leaver')}</p>
      <h3>{t('home.vouchers.spendHeading')}</h3>
      <p>{t('home.vouchers.spend', { contact: supportEmail ?? '' })}</p>
    </section>
  );
}
