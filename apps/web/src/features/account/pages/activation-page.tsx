import type { ActivationDetails } from '@portal/contracts';
import { ACTIVATION_INVALID_MESSAGE, NETWORK_ERROR_MESSAGE } from '@portal/contracts/account';
import { useEffect, useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { Spinner } from '../../../components/spinner/spinner.tsx';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import type { CompleteSignIn } from '../../../lib/sign-in.ts';
import { useAppSelector } from '../../../lib/state/hooks.ts';
import { selectLoggedIn } from '../../../lib/state/session-slice.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { activationFailure, fetchActivationDetails } from '../api.ts';
import { ActivationSteps } from '../components/activation-steps.tsx';
import { LinkError } from '../components/link-error.tsx';
import styles from '../components/account.module.css';
import activationTexts from '../../../i18n/en-GB/activation.json';

addTexts(activationTexts);

type Load =
  | { state: 'loading' }
  | { state: 'loaded'; details: ActivationDetails }
  | { state: 'error'; message: string };

/**
 * /activation/{id} (spec sections 2 and 4, Activation page): loading, then the two steps (date of birth, then the
 * first password, which signs the person in with the auth feature's completeSignIn that the route module gives),
 * or the page-error screen with 'Return to home'. A signed-in user goes to /app/home/.
 */
export function ActivationPage({ completeSignIn }: { completeSignIn: CompleteSignIn }) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const loggedIn = useAppSelector(selectLoggedIn);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  useDocumentTitle(t('activation.documentTitle'));

  useEffect(() => {
    if (loggedIn) return;
    const controller = new AbortController();
    void fetchActivationDetails(id, controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      const failure = activationFailure(result);
      if (failure === null && result.ok) setLoad({ state: 'loaded', details: result.data });
      else {
        const message =
          result.status === null ? NETWORK_ERROR_MESSAGE : failure || ACTIVATION_INVALID_MESSAGE;
        setLoad({ state: 'error', message });
      }
    });
    return () => controller.abort();
  }, [id, loggedIn]);

  if (loggedIn) return <Navigate to={paths.appHome} replace />;
  if (load.state === 'loading') return <Spinner label={t('activation.loading')} />;
  if (load.state === 'error') {
    return <LinkError heading={t('activation.errorHeading')} message={load.message} />;
  }

  const { details } = load;
  return (
    <div className={styles.page}>
      <h1>{t('activation.heading')}</h1>
      <p>{t('activation.welcome', { firstName: details.firstName || details.first_name })}</p>
      <ActivationSteps
        id={id}
        details={details}
        onGone={(message) => setLoad({ state: 'error', message: message || ACTIVATION_INVALID_MESSAGE })}
        completeSignIn={completeSignIn}
      />
    </div>
  );
}
