import { BenefitPage as BenefitDetail } from '../../../features/benefits/pages/benefit-page.tsx';
import { VoucherAccount } from '../../../features/vouchers/components/voucher-account.tsx';

/** /app/my-benefits/:id: the benefits feature's page, with the vouchers feature's balance on the ccv benefit. */
export function BenefitPage() {
  return <BenefitDetail voucherAccount={<VoucherAccount />} />;
}
