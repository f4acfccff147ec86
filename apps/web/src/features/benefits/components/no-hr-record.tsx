import { Link } from 'react-router';
import { accessFactsOf, canOpenDashboard } from '../../../lib/access-rules.ts';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import { useAppSelector } from '../../../lib/state/hooks.ts';
import { selectSession } from '../../../lib/state/session-slice.ts';
import styles from './benefits.module.css';
import benefitsTexts from '../../../i18n/en-GB/benefits.json';

addTexts(benefitsTexts);

/**
 * My benefits for a user HR has not uploaded yet (a new client's first employer): why nothing is listed, and,
 * for an employer, where to go meanwhile: the employee upload with the uploads permission, else the dashboard.
 */
export function NoHrRecord() {
  const { t } = useTranslation();
  const session = useAppSelector(selectSession);
  const facts = accessFactsOf(session);
  const employer = canOpenDashboard(facts);
  return (
    <div className={styles.noRecord}>
      <p>{t('benefits.noRecord.text')}</p>
      {employer && facts.permissions.includes('uploads') ? (
        <p>
          {t('benefits.noRecord.upload')}{' '}
          <Link to={paths.employeeData}>{t('benefits.noRecord.uploadLink')}</Link>
        </p>
      ) : employer ? (
        <p>
          {t('benefits.noRecord.dashboard')}{' '}
          <Link to={paths.appDashboard}>{t('benefits.noRecord.dashboardLink')}</Link>
        </p>
      ) : null}
    </div>
  );
}
