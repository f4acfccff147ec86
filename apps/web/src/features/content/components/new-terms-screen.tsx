import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import * as z from 'zod/mini';
import { Banner } from '../../../components/banner/banner.tsx';
import { Button } from '../../../components/button/button.tsx';
import { Spinner } from '../../../components/spinner/spinner.tsx';
import { TwoFactorActivationSteps } from '../../../components/steps/two-factor-activation-steps.tsx';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import { messageRouteState } from '../../../lib/route-state.ts';
import { acceptTerms } from '../accept-terms.ts';
import { useAppDispatch } from '../../../lib/state/hooks.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useGetContentQuery } from '../api.ts';
import { ContentBody } from './content-body.tsx';
import styles from './new-terms-screen.module.css';
import contentTexts from '../../../i18n/en-GB/content.json';
import termsTexts from '../../../i18n/en-GB/terms.json';

addTexts(contentTexts, termsTexts);

/** The checkbox must be ticked: 'Please confirm that you have read the terms and conditions'. */
const confirmation = (message: string) =>
  z.object({ read: z.boolean().check(z.refine((read) => read, message)) });

/** While the screen is up, leaving the page asks for confirmation (spec section 2, New-terms screen). */
function useBeforeUnloadWarning(): void {
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need a return value to show the prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);
}

/**
 * The new-terms screen the access guard shows when the site terms were updated: the terms and the privacy
 * statement (HTML from content), the required 'I have read the terms and conditions' and Next, which sends
 * PATCH /api/user { termsAccepted, termsRevision }. After activation with two-factor set-up it shows the
 * activation's step bar at its last step.
 */
export default function NewTermsScreen() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const terms = useGetContentQuery('terms');
  const policy = useGetContentQuery('policy');
  // The error of the last failed save, with a count so that each failure scrolls up again.
  const [saveError, setSaveError] = useState<{ message: string; attempt: number } | null>(null);
  const top = useRef<HTMLHeadingElement>(null);
  const ids = useId();
  // Activation in a tenant that enforces two-factor ends here: step 4 of 4, Terms.
  const { isFromActivation } = messageRouteState(useLocation().state);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<{ read: boolean }>({
    mode: 'onBlur',
    reValidateMode: 'onChange',
    resolver: zodResolver(confirmation(t('terms.confirmRequired'))),
    defaultValues: { read: false },
  });
  useBeforeUnloadWarning();
  useDocumentTitle(t('terms.documentTitle'));

  useEffect(() => {
    if (!saveError) return;
    window.scrollTo(0, 0);
    top.current?.focus();
  }, [saveError]);

  if (terms.isLoading || policy.isLoading) return <Spinner label={t('terms.loading')} />;
  if (terms.isError || policy.isError || !terms.data || !policy.data) {
    return (
      <div className={styles.page}>
        <h1>{t('terms.loadErrorTitle')}</h1>
        <p>{t('terms.loadError')}</p>
      </div>
    );
  }
  const revision = terms.data.revision;

  const next = handleSubmit(async () => {
    if (isSubmitting) return;
    const result = await dispatch(acceptTerms(revision));
    if (result.ok) return;
    // The revision is still unset: say so at the top of the page, and fetch the terms again in case a newer
    // revision is why (the server refuses an acceptance of any other than the current one).
    void terms.refetch();
    setSaveError((last) => ({
      message: result.error || t('terms.saveError'),
      attempt: (last?.attempt ?? 0) + 1,
    }));
  });

  return (
    <div className={styles.page}>
      {isFromActivation ? <TwoFactorActivationSteps current="terms" /> : null}
      <h1 ref={top} tabIndex={-1}>
        {t('terms.heading')}
      </h1>
      {saveError ? (
        <Banner variant="error" role="alert">
          <p>{saveError.message}</p>
        </Banner>
      ) : null}
      <p>{t('terms.intro')}</p>
      <section className={styles.document} aria-labelledby={`${ids}-terms`}>
        <h2 id={`${ids}-terms`}>{t('content.titles.terms')}</h2>
        <ContentBody html={terms.data.content} />
      </section>
      <section className={styles.document} aria-labelledby={`${ids}-policy`}>
        <h2 id={`${ids}-policy`}>{t('content.titles.policy')}</h2>
        <ContentBody html={policy.data.content} />
      </section>
      <form className={styles.form} noValidate onSubmit={next}>
        <div className={`${styles.checkField} ${errors.read ? styles.invalid : ''}`}>
          {errors.read ? (
            <p id={`${ids}-read-error`} className={styles.error}>
              {errors.read.message}
            </p>
          ) : null}
          <div className={styles.checkRow}>
            <input
              id={`${ids}-read`}
              type="checkbox"
              className={styles.checkbox}
              aria-invalid={errors.read ? true : undefined}
              aria-describedby={errors.read ? `${ids}-read-error` : undefined}
              {...register('read')}
            />
            <label htmlFor={`${ids}-read`}>{t('terms.confirm')}</label>
          </div>
        </div>
        <div className={styles.actions}>
          <Button type="submit" aria-disabled={isSubmitting}>
            {t('terms.next')}
          </Button>
          <span>
            {t('terms.logoutPrompt')} <Link to={paths.logout}>{t('terms.logout')}</Link>
          </span>
        </div>
      </form>
    </div>
  );
}
