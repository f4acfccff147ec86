import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Banner } from '../../../components/banner/banner.tsx';
import { Button } from '../../../components/button/button.tsx';
import { Spinner } from '../../../components/spinner/spinner.tsx';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import { logout } from '../session/session-lifecycle.ts';
import { useAppDispatch } from '../../../lib/state/hooks.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import styles from '../components/login.module.css';
import { browserNavigation } from '../../../lib/leave-app.ts';
import logoutTexts from '../../../i18n/en-GB/logout.json';

addTexts(logoutTexts);

/**
 * /logout (spec section 2, Logout): 'Logging out...' while the two logout calls run, then /logout-success or the
 * single-sign-on logout address; on failure the error with Retry.
 */
export function LogoutPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);
  useDocumentTitle(t('logout.documentTitle'));

  const run = useCallback(async () => {
    const result = await dispatch(logout());
    if (!result.ok) setFailed(true);
    else if (result.ssoLogoutUrl) browserNavigation.leaveTo(result.ssoLogoutUrl);
    else void navigate(paths.logoutSuccess, { replace: true });
  }, [dispatch, navigate]);

  useEffect(() => {
    // Once per visit (React's development double effects must not log out twice).
    if (started.current) return;
    started.current = true;
    void run();
  }, [run]);

  if (failed) {
    return (
      <div className={`${styles.page} ${styles.stack}`}>
        <h1>{t('logout.documentTitle')}</h1>
        <Banner variant="error" role="alert">
          <p>{t('logout.error')}</p>
        </Banner>
        <Button
          onClick={() => {
            setFailed(false);
            void run();
          }}
        >
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  return <Spinner label={t('logout.loggingOut')} />;
}
