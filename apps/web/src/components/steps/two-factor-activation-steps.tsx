import { addTexts, useTranslation } from '../../lib/i18n.ts';
import { Steps } from './steps.tsx';
import stepsTexts from '../../i18n/en-GB/steps.json';

addTexts(stepsTexts);

/**
 * The activation bar of a tenant that enforces two-factor (spec section 2: Verify, Password, 2FA, Terms), on the
 * pages after the activation page: the two-factor set-up (step 3) and the new-terms screen (step 4).
 */
export function TwoFactorActivationSteps({ current }: { current: 'twoFactor' | 'terms' }) {
  const { t } = useTranslation();
  const names = [
    t('steps.names.verify'),
    t('steps.names.password'),
    t('steps.names.twoFactor'),
    t('steps.names.terms'),
  ];
  return <Steps names={names} current={current === 'twoFactor' ? 2 : 3} />;
}
