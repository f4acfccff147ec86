import { Breadcrumb } from '../../../components/breadcrumb/breadcrumb.tsx';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import { useSignedInClient } from '../../../lib/state/login-setup-api.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { TwoFactorEnforcement } from '../components/two-factor-enforcement.tsx';
import { TwoFactorTable } from '../components/two-factor-table.tsx';
import styles from '../components/employees.module.css';
import employeesTexts from '../../../i18n/en-GB/employees.json';

addTexts(employeesTexts);

/** /app/dashboard/platform-settings/: two-factor enforcement, and who uses two-factor. */
export function PlatformSettingsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('employees.settings.documentTitle'));
  const client = useSignedInClient();
  return (
    <div className={styles.page}>
      <Breadcrumb
        label={t('employees.breadcrumb')}
        items={[
          { label: t('employees.home'), to: paths.appHome },
          { label: t('employees.dashboard'), to: paths.appDashboard },
          { label: t('employees.settings.heading') },
        ]}
      />
      <h1>{t('employees.settings.heading')}</h1>
      {client?.id ? (
        <>
          <TwoFactorEnforcement clientId={client.id} />
          <TwoFactorTable clientId={client.id} />
        </>
      ) : null}
    </div>
  );
}
