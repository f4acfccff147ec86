import { useState } from 'react';
import { Button } from '../../../components/button/button.tsx';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import type { SidePanelComponentProps } from '../../../lib/side-panels.ts';
import { useAppDispatch, useAppSelector } from '../../../lib/state/hooks.ts';
import { selectSession } from '../../../lib/state/session-slice.ts';
import { checkProfileCode, refreshTwoFactorState } from '../api.ts';
import type { Refusal } from '../refusal.ts';
import { CodeStepForm } from './code-step-form.tsx';
import { PanelDone } from './panel-done.tsx';
import styles from './two-factor.module.css';
import twoFactorTexts from '../../../i18n/en-GB/two-factor.json';

addTexts(twoFactorTexts);

/**
 * The two-fa-code side panel: the codes that turn two-factor on for a signed-in person, as on the set-up page.
 * Next sends a `temporary` check of the secret's code, Verify the next code as `complete` (bearer), which turns
 * it on; the panel then says so and the session's flags are refreshed.
 */
export default function TwoFaCodePanel({
  secret,
  close,
  markSucceeded,
}: SidePanelComponentProps<'two-fa-code'>) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { id } = useAppSelector(selectSession);
  const [phase, setPhase] = useState<'first' | 'second' | 'enabled'>('first');

  if (phase === 'enabled') return <PanelDone message={t('twoFactor.enabled')} onClose={() => close()} />;

  async function submit(code: string): Promise<Refusal | null> {
    if (!id) return null;
    const type = phase === 'first' ? 'temporary' : 'complete';
    const result = await checkProfileCode(id, code, type, secret);
    if (!result.ok) return result.refusal;
    if (type === 'temporary') {
      setPhase('second');
      return null;
    }
    markSucceeded();
    setPhase('enabled');
    await dispatch(refreshTwoFactorState(true));
    return null;
  }

  const first = phase === 'first';
  return (
    <div className={styles.panel}>
      <p className={styles.intro}>
        {first ? t('twoFactor.setup.firstIntro') : t('twoFactor.setup.secondIntro')}
      </p>
      {/* A new form for the second code: empty boxes, the first one focused. */}
      <CodeStepForm
        key={phase}
        submitLabel={first ? t('twoFactor.setup.next') : t('twoFactor.setup.verify')}
        hint={first ? undefined : t('twoFactor.setup.nextCodeHint')}
        onSubmit={submit}
        secondary={
          <Button variant="secondary" onClick={() => close()}>
            {t('twoFactor.panels.cancel')}
          </Button>
        }
      />
    </div>
  );
}
