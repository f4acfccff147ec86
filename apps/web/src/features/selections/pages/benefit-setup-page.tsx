import { BENEFIT_LOAD_ERROR_MESSAGE, BENEFIT_REMOVED_MESSAGE } from '@portal/contracts/benefit-messages';
import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { Banner } from '../../../components/banner/banner.tsx';
import { Breadcrumb } from '../../../components/breadcrumb/breadcrumb.tsx';
import { Button, LinkButton } from '../../../components/button/button.tsx';
import { Steps } from '../../../components/steps/steps.tsx';
import type { ApiQueryError } from '../../../lib/api.ts';
import { benefitManagePath, benefitPath, benefitSetupStepPath } from '../../../lib/benefit-paths.ts';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useFocusOnMount } from '../../../lib/use-focus-on-mount.ts';
import { AmountsStep } from '../components/amounts-step.tsx';
import { CostBreakdown } from '../components/cost-breakdown.tsx';
import { EligibilityStep } from '../components/eligibility-step.tsx';
import { HealthStep } from '../components/health-step.tsx';
import { PlanStep } from '../components/plan-step.tsx';
import { ReviewStep } from '../components/review-step.tsx';
import { SetupResult } from '../components/setup-result.tsx';
import { costsRequestOf, stepErrors, stepsFor, type StepKey } from '../setup-form.ts';
import { useSetupWizard } from '../use-setup-wizard.ts';
import styles from '../components/selections.module.css';
import selectionsTexts from '../../../i18n/en-GB/selections.json';

addTexts(selectionsTexts);

const STEP_VIEWS = {
  eligibility: EligibilityStep,
  plan: PlanStep,
  amounts: AmountsStep,
  health: HealthStep,
  review: ReviewStep,
} as const;

/**
 * /app/my-benefits/:id/setup/:step: the set-up wizard. Its steps depend on the benefit (check, plan and people,
 * amounts, health questions, review); each Continue checks the step and saves the values as the temporary
 * selection, so a reload comes back to them. The costs update beside the form as the values change. Submitting
 * leads to the result page, which says what happens next.
 */
export function BenefitSetupPage() {
  const { t } = useTranslation();
  const params = useParams();
  const navigate = useNavigate();
  const benefitId = Number(params.id);
  const step = (params['*'] ?? '').split('/')[0] || 'eligibility';
  const wizard = useSetupWizard(benefitId);
  // The form's own messages, for the step they were found on.
  const [found, setFound] = useState<{ step: string; errors: Record<string, string> }>({ step, errors: {} });
  const errors = found.step === step ? found.errors : {};
  const focusHeading = useFocusOnMount<HTMLHeadingElement>();
  const benefit = wizard.benefitQuery.data?.benefit;
  const data = wizard.selectionQuery.data;
  useDocumentTitle(
    benefit ? t('selections.setup.title', { name: benefit.name }) : t('selections.setup.loading'),
  );

  const crumbs = [
    { label: t('common.home'), to: paths.appHome },
    { label: t('selections.breadcrumb'), to: paths.myBenefits },
    ...(benefit ? [{ label: benefit.name, to: benefitPath(benefit.id) }] : []),
  ];
  const frame = (content: React.ReactNode) => (
    <div className={styles.page}>
      <Breadcrumb label={t('common.breadcrumb')} items={crumbs} />
      {content}
    </div>
  );

  const failed = (wizard.benefitQuery.error ?? wizard.selectionQuery.error) as ApiQueryError | undefined;
  if (failed) {
    return frame(
      <Banner variant="error" role="alert">
        <p>{failed.status === 404 ? BENEFIT_REMOVED_MESSAGE : BENEFIT_LOAD_ERROR_MESSAGE}</p>
      </Banner>,
    );
  }
  if (!benefit || !data || !wizard.form) {
    return frame(
      <p role="status" className={styles.muted}>
        {t('selections.setup.loading')}
      </p>,
    );
  }
  if (step === 'result') return frame(<SetupResult benefit={benefit} selection={data.selection} />);

  const { form } = wizard;
  if (benefit.availability.status !== 'open') {
    return frame(
      <>
        <h1>{t('selections.setup.title', { name: benefit.name })}</h1>
        <Banner variant="info">
          <p>{t('selections.setup.readOnly')}</p>
          {benefit.availability.reasons.map((reason) => (
            <p key={reason.code}>{reason.text}</p>
          ))}
        </Banner>
        <LinkButton to={benefitPath(benefit.id)} variant="secondary">
          {benefit.name}
        </LinkButton>
      </>,
    );
  }
  const steps = stepsFor(benefit, data.medicalQuestions, form);
  const index = steps.indexOf(step as StepKey);
  if (index === -1) return <Navigate to={benefitSetupStepPath(benefit.id, steps[0]!)} replace />;
  const current = steps[index]!;
  const View = STEP_VIEWS[current];
  const names = steps.map((key) => t(`selections.setup.steps.${key}`));
  const shownErrors = { ...wizard.problem?.fields, ...errors };

  const next = async (event: FormEvent) => {
    event.preventDefault();
    if (wizard.saving) return;
    const problems = stepErrors(current, benefit, data, form);
    setFound({ step, errors: problems });
    if (Object.keys(problems).length > 0) return;
    const submit = current === 'review';
    const answer = await wizard.save({ submit });
    if (!answer) return;
    if (submit) {
      navigate(benefitSetupStepPath(benefit.id, 'result'), { state: { result: answer.result } });
    } else {
      navigate(benefitSetupStepPath(benefit.id, steps[index + 1]!));
    }
  };

  return frame(
    <>
      <h1 tabIndex={-1} ref={focusHeading} key={current}>
        {t('selections.setup.title', { name: benefit.name })}
      </h1>
      <Steps names={names} current={index} />
      {wizard.problem ? (
        <Banner variant="error" role="alert">
          <p>{wizard.problem.message}</p>
          {wizard.problem.stale ? <p>{t('selections.setup.stale')}</p> : null}
        </Banner>
      ) : Object.keys(errors).length > 0 ? (
        // The form-level summary (spec section 5, Other messages) above the fields' own messages.
        <Banner variant="error" role="alert">
          <p>{t('selections.setup.reviewPage')}</p>
        </Banner>
      ) : null}
      <div className={styles.layout}>
        <form className={`${styles.card} ${styles.form}`} onSubmit={next} noValidate>
          <h2>{t(`selections.setup.${current}.heading`)}</h2>
          <View benefit={benefit} data={data} form={form} change={wizard.change} errors={shownErrors} />
          {wizard.dirty ? <p className={styles.muted}>{t('selections.setup.unsaved')}</p> : null}
          <div className={styles.actions}>
            <Button type="submit" disabled={wizard.saving} aria-disabled={wizard.saving}>
              {wizard.saving
                ? t(current === 'review' ? 'selections.setup.submitting' : 'selections.setup.saving')
                : t(current === 'review' ? 'selections.setup.submit' : 'selections.setup.continue')}
            </Button>
            {index > 0 ? (
              <LinkButton variant="secondary" to={benefitSetupStepPath(benefit.id, steps[index - 1]!)}>
                {t('selections.setup.back')}
              </LinkButton>
            ) : (
              <LinkButton
                variant="secondary"
                to={data.selection ? benefitManagePath(benefit.id) : benefitPath(benefit.id)}
              >
                {t('selections.setup.back')}
              </LinkButton>
            )}
          </div>
        </form>
        <CostBreakdown benefitName={benefit.name} request={costsRequestOf(benefit, form)} />
      </div>
    </>,
  );
}
