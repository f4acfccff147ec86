import { MASQUERADE_BLOCKED_MESSAGE } from '@portal/contracts';
import { useRef } from 'react';
import { Button } from '../../../components/button/button.tsx';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { useAppSelector } from '../../../lib/state/hooks.ts';
import { selectSession } from '../../../lib/state/session-slice.ts';
import { useSidePanels } from '../../../lib/side-panels.ts';
import { twoFactorAction } from '../two-factor-action.ts';
import styles from './profile.module.css';
import profileTexts from '../../../i18n/en-GB/profile.json';

addTexts(profileTexts);

/** Password and two-factor authentication: each opens its side panel by name (spec section 2). */
export function SecuritySettings() {
  const { t } = useTranslation();
  const session = useAppSelector(selectSession);
  const panels = useSidePanels();
  const passwordButton = useRef<HTMLButtonElement>(null);
  const twoFactorButton = useRef<HTMLButtonElement>(null);
  const twoFactor = twoFactorAction(session);
  // The server refuses these changes while masquerading (issue 7): say so instead of offering them.
  if (session.masquerade) return <p>{MASQUERADE_BLOCKED_MESSAGE}</p>;

  return (
    <dl className={styles.settings}>
      <div className={styles.setting}>
        <dt>{t('profile.security.password')}</dt>
        <dd>
          <Button
            ref={passwordButton}
            variant="secondary"
            onClick={() => panels.open('change-password', { opener: passwordButton.current })}
          >
            {t('profile.security.changePassword')}
          </Button>
        </dd>
      </div>
      <div className={styles.setting}>
        <dt>{t('profile.security.twoFactor')}</dt>
        <dd>
          <p className={styles.settingState}>
            {t(session.twoFactorEnabled ? 'profile.security.twoFactorOn' : 'profile.security.twoFactorOff')}
            {session.twoFactorEnforced ? ` ${t('profile.security.twoFactorRequired')}` : ''}
          </p>
          {twoFactor ? (
            <Button
              ref={twoFactorButton}
              variant="secondary"
              onClick={() => panels.open(twoFactor.panel, { opener: twoFactorButton.current })}
            >
              {t(twoFactor.label)}
            </Button>
          ) : null}
        </dd>
      </div>
    </dl>
  );
}
