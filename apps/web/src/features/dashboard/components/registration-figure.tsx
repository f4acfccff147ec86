import { Link } from 'react-router';
import { Banner } from '../../../components/banner/banner.tsx';
import { Spinner } from '../../../components/spinner/spinner.tsx';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import { useGetEmployeesQuery } from '../../../lib/employees-api.ts';
import styles from './dashboard.module.css';
import dashboardTexts from '../../../i18n/en-GB/dashboard.json';

addTexts(dashboardTexts);

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
    body = <Spinner label={t('dashboard.registrationLoading')} />;
  } else if (isError || !data) {
    body = (
      <Banner variant="error" role="alert">
        <p>{t('dashboard.registrationError')}</p>
      </Banner>
    );
  } else {
    body = (
      <>
        <p className={styles.figure}>
          {t('dashboard.registrationFigure', { percentage: oneDecimal.format(data.registeredPercentage) })}
        </p>
        <p>
          {t('dashboard.registrationCounts', {
            registered: whole.format(data.totalRegisteredEmployees),
            total: whole.format(data.totalEmployees),
          })}
        </p>
      </>
    );
  }

  return (
    <section className={styles.card} aria-labelledby="registration-heading">
      <h2 id="registration-heading">{t('dashboard.registrationHeading')}</h2>
      {body}
      <Link to={paths.employeeEngagement}>{t('dashboard.engagementLink')}</Link>
    </section>
  );
}
