import { useState } from 'react';
import { Banner } from '../../../components/banner/banner.tsx';
import { Button } from '../../../components/button/button.tsx';
import { Modal } from '../../../components/modal/modal.tsx';
import { QueryState } from '../../../components/query-state/query-state.tsx';
import { Switch } from '../../../components/switch/switch.tsx';
import type { ApiQueryError } from '../../../lib/api.ts';
import { useAnnounce } from '../../../lib/announcer.ts';
import { useGetTwoFactorEnforcementQuery, useSetTwoFactorEnforcementMutation } from '../api.ts';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import styles from './employees.module.css';
import employeesTexts from '../../../i18n/en-GB/employees.json';

addTexts(employeesTexts);

/**
 * The tenant's two-factor enforcement: the switch says what it does; a change is confirmed first, since it
 * affects everyone's next sign-in. The server needs the `settings` permission and says so when it is missing.
 */
export function TwoFactorEnforcement({ clientId }: { clientId: string }) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const setting = useGetTwoFactorEnforcementQuery(clientId);
  const [save, saving] = useSetTwoFactorEnforcementMutation();
  const [asked, setAsked] = useState<boolean | null>(null);
  const enforced = setting.data?.isEnforcementTwoFAEnabled ?? false;
  const failure = saving.error as ApiQueryError | undefined;

  const confirm = async () => {
    if (asked === null || saving.isLoading) return;
    const answer = await save({ clientId, enabled: asked });
    setAsked(null);
    if ('data' in answer)
      announce(asked ? t('employees.settings.savedOn') : t('employees.settings.savedOff'));
  };

  return (
    <section className={styles.section} aria-labelledby="two-factor-enforcement">
      <h2 id="two-factor-enforcement">{t('employees.settings.twoFactorHeading')}</h2>
      <QueryState
        status={setting.isError ? 'error' : setting.data ? 'success' : 'loading'}
        errorText={t('employees.settings.error')}
        onRetry={() => void setting.refetch()}
      >
        <Switch
          id="two-factor-enforced"
          label={t('employees.settings.enforce')}
          checked={enforced}
          stateText={enforced ? t('employees.settings.on') : t('employees.settings.off')}
          describedBy="two-factor-consequence"
          onCheckedChange={(checked) => {
            saving.reset();
            setAsked(checked);
          }}
        />
        <p id="two-factor-consequence" className={styles.hint}>
          {t('employees.settings.consequence')}
        </p>
        {failure ? (
          <Banner variant="error" role="alert">
            <p>{t('employees.settings.saveFailed', { error: failure.error })}</p>
          </Banner>
        ) : null}
      </QueryState>
      <Modal
        open={asked !== null}
        onOpenChange={(open) => (open ? undefined : setAsked(null))}
        title={asked ? t('employees.settings.confirmOnTitle') : t('employees.settings.confirmOffTitle')}
        closeLabel={t('common.close')}
      >
        <p>{asked ? t('employees.settings.confirmOn') : t('employees.settings.confirmOff')}</p>
        <div className={styles.dialogActions}>
          <Button aria-disabled={saving.isLoading} onClick={() => void confirm()}>
            {saving.isLoading
              ? t('employees.settings.saving')
              : asked
                ? t('employees.settings.turnOn')
                : t('employees.settings.turnOff')}
          </Button>
          <Button variant="secondary" onClick={() => setAsked(null)}>
            {t('employees.settings.cancel')}
          </Button>
        </div>
      </Modal>
    </section>
  );
}
