import { longDate, ukDateOf, type IsoDate } from '@portal/benefits/dates';
import { poundsAndPence } from '@portal/benefits/money';
import { Banner } from '../../../components/banner/banner.tsx';
import { Button } from '../../../components/button/button.tsx';
import { QueryState } from '../../../components/query-state/query-state.tsx';
import type { ApiQueryError } from '../../../lib/api.ts';
import { useGetEmployeeQuery, useResendWelcomeMutation } from '../api.ts';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import type { SidePanelComponentProps } from '../../../lib/side-panels.ts';
import styles from './employees.module.css';
import employeesTexts from '../../../i18n/en-GB/employees.json';

addTexts(employeesTexts);

const day = (instant: string) => longDate(ukDateOf(new Date(instant)));

/**
 * view-employee-data: one employee's record for their employer: details, HR record, account (activation,
 * welcome e-mail, last sign-in, two-factor), benefits and life events; resend the welcome e-mail to someone
 * who has not activated.
 */
export default function EmployeeDataPanel({
  clientId,
  employeeId,
  name,
}: SidePanelComponentProps<'view-employee-data'>) {
  const { t } = useTranslation();
  const record = useGetEmployeeQuery({ clientId, employeeId });
  const [resend, resending] = useResendWelcomeMutation();
  const detail = record.data;
  const failure = resending.error as ApiQueryError | undefined;

  return (
    <div className={styles.panel}>
      <h3>{name}</h3>
      <QueryState
        status={record.isError ? 'error' : detail ? 'success' : 'loading'}
        errorText={t('employees.panel.error')}
        onRetry={() => void record.refetch()}
      >
        {detail ? (
          <>
            <section aria-labelledby="employee-details">
              <h4 id="employee-details">{t('employees.panel.details')}</h4>
              <dl className={styles.facts}>
                <dt>{t('employees.panel.employeeNumber')}</dt>
                <dd>{detail.employee.employeeNumber ?? '-'}</dd>
                <dt>{t('employees.panel.email')}</dt>
                <dd>{detail.employee.email}</dd>
                <dt>{t('employees.panel.location')}</dt>
                <dd>{detail.employee.location ?? '-'}</dd>
                <dt>{t('employees.panel.status')}</dt>
                <dd>{t(`employees.panel.statuses.${detail.employee.employmentStatus}`)}</dd>
              </dl>
            </section>
            <section aria-labelledby="employee-hr">
              <h4 id="employee-hr">{t('employees.panel.hr')}</h4>
              {detail.record ? (
                <dl className={styles.facts}>
                  <dt>{t('employees.panel.salary')}</dt>
                  <dd>{poundsAndPence(detail.record.salary)}</dd>
                  <dt>{t('employees.panel.hours')}</dt>
                  <dd>{detail.record.weeklyHours}</dd>
                  <dt>{t('employees.panel.taxRegion')}</dt>
                  <dd>{t(`employees.panel.taxRegions.${detail.record.taxRegion}`)}</dd>
                  <dt>{t('employees.panel.contract')}</dt>
                  <dd>{t(`employees.panel.contracts.${detail.record.contractType}`)}</dd>
                  <dt>{t('employees.panel.startDate')}</dt>
                  <dd>{longDate(detail.record.startDate as IsoDate)}</dd>
                  {detail.record.probationEndDate ? (
                    <>
                      <dt>{t('employees.panel.probationEnds')}</dt>
                      <dd>{longDate(detail.record.probationEndDate as IsoDate)}</dd>
                    </>
                  ) : null}
                  {detail.record.leaveDate ? (
                    <>
                      <dt>{t('employees.panel.leaveDate')}</dt>
                      <dd>{longDate(detail.record.leaveDate as IsoDate)}</dd>
                    </>
                  ) : null}
                </dl>
              ) : (
                <p>{t('employees.panel.noRecord')}</p>
              )}
            </section>
            <section aria-labelledby="employee-account">
              <h4 id="employee-account">{t('employees.panel.account')}</h4>
              <dl className={styles.facts}>
                <dt>{t('employees.panel.activated')}</dt>
                <dd>
                  {detail.employee.activatedAt
                    ? t('employees.panel.activatedOn', { date: day(detail.employee.activatedAt) })
                    : t('employees.panel.notActivated')}
                </dd>
                <dt>{t('employees.panel.welcomeSent')}</dt>
                <dd>
                  {detail.welcomeEmailSentAt ? day(detail.welcomeEmailSentAt) : t('employees.panel.never')}
                </dd>
                <dt>{t('employees.panel.lastSignIn')}</dt>
                <dd>{detail.lastSignInAt ? day(detail.lastSignInAt) : t('employees.panel.never')}</dd>
                <dt>{t('employees.panel.twoFactor')}</dt>
                <dd>
                  {detail.employee.twoFactorEnabled ? t('employees.panel.on') : t('employees.panel.off')}
                </dd>
              </dl>
              {detail.employee.activated ? (
                <p className={styles.hint}>{t('employees.panel.magicLinkHint')}</p>
              ) : (
                <>
                  <Button
                    variant="secondary"
                    aria-disabled={resending.isLoading}
                    onClick={() => {
                      if (!resending.isLoading) void resend(employeeId);
                    }}
                  >
                    {resending.isLoading ? t('employees.panel.resending') : t('employees.panel.resend')}
                  </Button>
                  {failure ? (
                    <Banner variant="error" role="alert">
                      {/* Spec section 8's text, then why (an hour since the last one, say). */}
                      <p>{t('employees.panel.resendFailed')}</p>
                      <p>{failure.error}</p>
                    </Banner>
                  ) : null}
                  <p role="status" className={styles.hint}>
                    {resending.data ? t('employees.panel.resent', { email: resending.data.sentTo }) : ''}
                  </p>
                </>
              )}
            </section>
            <section aria-labelledby="employee-benefits">
              <h4 id="employee-benefits">{t('employees.panel.selections')}</h4>
              {detail.selections.length === 0 ? (
                <p>{t('employees.panel.noSelections')}</p>
              ) : (
                <ul className={styles.lines}>
                  {detail.selections.map((selection) => (
                    <li key={selection.id}>
                      {t('employees.panel.selectionLine', {
                        benefit: selection.benefitName,
                        status: t(`employees.panel.selectionStatuses.${selection.status}`),
                      })}
                      {selection.startDate
                        ? ` ${t('employees.panel.from', { date: longDate(selection.startDate as IsoDate) })}`
                        : ''}
                      {selection.endDate
                        ? ` ${t('employees.panel.until', { date: longDate(selection.endDate as IsoDate) })}`
                        : ''}
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <section aria-labelledby="employee-life-events">
              <h4 id="employee-life-events">{t('employees.panel.lifeEvents')}</h4>
              {detail.lifeEvents.length === 0 ? (
                <p>{t('employees.panel.noLifeEvents')}</p>
              ) : (
                <ul className={styles.lines}>
                  {detail.lifeEvents.map((event) => (
                    <li key={event.id}>
                      {t('employees.panel.lifeEventLine', {
                        type: event.typeName,
                        date: longDate(event.eventDate as IsoDate),
                      })}
                      {event.voided ? ` (${t('employees.panel.voided')})` : ''}
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </>
        ) : null}
      </QueryState>
    </div>
  );
}
