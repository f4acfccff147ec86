import { Link } from 'react-router';
import { Banner } from '../../../components/banner/banner.tsx';
import { Spinner } from '../../../components/spinner/spinner.tsx';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import { useGetEmployeesQuery } from '../api.ts';
import { SummaryCard, SummaryFigure } from '../../../components/summary-card/summary-card.tsx';
import employeesTexts from '../../../i18n/en-GB/employees.json';

addTexts(employeesTexts);

const oneDecimal = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat('en-GB');

/** Registered employees of all employees, as a percentage to one decimal (spec section 9), with both counts. */
export function RegistrationFigure({ clientId }: { clientId: string }) {
  const { t } = useTranslation();
  const list = useGetEmployeesQuery({ clientId, perPage: 1 });
  const { isLoading, isError } = list;
  const data = list.data?.totalEmployeesValues;

  let body;
  if (isLoading) {
    body = <Spinner label={t('employees.registration.loading')} />;
  } else if (isError || !data) {
    body = (
      <Banner variant="error" role="alert">
        <p>{t('employees.registration.error')}</p>
      </Banner>
    );
  } else {
    body = (
      <>
        <SummaryFigure>
          {t('employees.registration.figure', { percentage: oneDecimal.format(data.registeredPercentage) })}
        </SummaryFigure>
        <p>
          {t('employees.registration.counts', {
            registered: whole.format(data.totalRegisteredEmployees),
            total: whole.format(data.totalEmployees),
          })}
        </p>
      </>
    );
  }

  return (
    <SummaryCard id="registration-heading" heading={t('employees.registration.heading')}>
      {body}
      <Link to={paths.employeeEngagement}>{t('employees.registration.engagementLink')}</Link>
    </SummaryCard>
  );
}
