import { lazy, Suspense, useId } from 'react';
import { FieldsetFrame } from '../text-field/fieldset-frame.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import styles from './robot-check.module.css';

const AltchaWidget = lazy(() => import('./altcha-widget.tsx'));

interface RobotCheckProps {
  /** 'Please confirm that you are not a robot!' after a submit without a solution. */
  error: string | null;
  onSolution(payload: string | null): void;
}

/**
 * The robot check the server asks for (the login after repeated failures, the forgotten-password form): the
 * ALTCHA widget, in a labelled group.
 */
export function RobotCheck({ error, onSolution }: RobotCheckProps) {
  const { t } = useTranslation();
  const errorId = `${useId()}-error`;
  return (
    <FieldsetFrame
      legend={t('login.robotCheck.legend')}
      error={error}
      errorId={errorId}
      describedBy={error ? errorId : undefined}
    >
      <Suspense fallback={<p className={styles.muted}>{t('login.robotCheck.loading')}</p>}>
        <AltchaWidget onSolution={onSolution} />
      </Suspense>
    </FieldsetFrame>
  );
}
