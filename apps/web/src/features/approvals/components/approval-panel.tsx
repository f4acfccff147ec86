import { longDate, ukDateOf } from '@portal/benefits/dates';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import type { SidePanelComponentProps } from '../../../lib/side-panels.ts';
import styles from './approvals.module.css';
import approvalsTexts from '../../../i18n/en-GB/approvals.json';

addTexts(approvalsTexts);

/** view-approvals-data: one pending selection, every field of it, and why it waits when there is more to it. */
export default function ApprovalPanel({
  benefitName,
  approval,
  fieldLabels,
}: SidePanelComponentProps<'view-approvals-data'>) {
  const { t } = useTranslation();
  const labels = [
    ...fieldLabels.filter((label) => label in approval.fields),
    ...Object.keys(approval.fields).filter((label) => !fieldLabels.includes(label)),
  ];
  return (
    <div>
      <h3>{benefitName}</h3>
      <dl className={styles.details}>
        <dt>{t('approvals.panel.employee')}</dt>
        <dd>{approval.employeeName}</dd>
        {approval.employeeNumber ? (
          <>
            <dt>{t('approvals.panel.employeeNumber')}</dt>
            <dd>{approval.employeeNumber}</dd>
          </>
        ) : null}
        <dt>{t('approvals.panel.submitted')}</dt>
        <dd>
          {approval.submittedAt
            ? longDate(ukDateOf(new Date(approval.submittedAt)))
            : t('approvals.notSubmitted')}
        </dd>
        {approval.pendingReason ? (
          <>
            <dt>{t('approvals.panel.pendingReason')}</dt>
            <dd>{approval.pendingReason}</dd>
          </>
        ) : null}
      </dl>
      <h4 className={styles.panelHeading}>{t('approvals.panel.choice')}</h4>
      <dl className={styles.details}>
        {labels.map((label) => (
          <div key={label} className={styles.pair}>
            <dt>{label}</dt>
            <dd>{approval.fields[label]}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
