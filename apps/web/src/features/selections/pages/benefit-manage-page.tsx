import { BENEFIT_LOAD_ERROR_MESSAGE, BENEFIT_REMOVED_MESSAGE } from '@portal/contracts/benefit-messages';
import { useParams } from 'react-router';
import { Banner } from '../../../components/banner/banner.tsx';
import { Breadcrumb } from '../../../components/breadcrumb/breadcrumb.tsx';
import { Button, LinkButton } from '../../../components/button/button.tsx';
import type { ApiQueryError } from '../../../lib/api.ts';
import { benefitPath, benefitSetupPath } from '../../../lib/benefit-paths.ts';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import { useSidePanels } from '../../../lib/side-panels.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useGetBenefitSelectionQuery, useGetSetupBenefitQuery } from '../api.ts';
import { ClaimsList } from '../components/claims-list.tsx';
import { SelectionDetails } from '../components/selection-details.tsx';
import { SelectionHistory } from '../components/selection-history.tsx';
import styles from '../components/selections.module.css';
import selectionsTexts from '../../../i18n/en-GB/selections.json';

addTexts(selectionsTexts);

/**
 * /app/my-benefits/:id/manage: the employee's selection (status, plan, people, amounts, dates, this month's
 * costs), the approved version still in force while a change waits, the history of every version, and what
 * they may do now: continue, change, opt out (its consequence spelled out in the opt-out panel) or reapply, and
 * the claims of a claimable benefit.
 */
export function BenefitManagePage() {
  const { t } = useTranslation();
  const panels = useSidePanels();
  const benefitId = Number(useParams().id);
  const benefitQuery = useGetSetupBenefitQuery(benefitId);
  const selectionQuery = useGetBenefitSelectionQuery(benefitId);
  const benefit = benefitQuery.data?.benefit;
  const data = selectionQuery.data;
  useDocumentTitle(
    benefit ? t('selections.manage.title', { name: benefit.name }) : t('selections.manage.loading'),
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
  const failed = (benefitQuery.error ?? selectionQuery.error) as ApiQueryError | undefined;
  if (failed) {
    return frame(
      <Banner variant="error" role="alert">
        <p>{failed.status === 404 ? BENEFIT_REMOVED_MESSAGE : BENEFIT_LOAD_ERROR_MESSAGE}</p>
      </Banner>,
    );
  }
  if (!benefit || !data) {
    return frame(
      <p role="status" className={styles.muted}>
        {t('selections.manage.loading')}
      </p>,
    );
  }
  const { selection, inForce } = data;
  const shown = inForce ?? selection;
  const editable = selection?.fieldStatus === 'editable';
  const canOptOut = shown?.status === 'approved' && shown.optOutEndsOn !== null;
  return frame(
    <>
      <h1>{t('selections.manage.title', { name: benefit.name })}</h1>
      {!selection ? (
        <Banner variant="info">
          <p>{t('selections.manage.none')}</p>
        </Banner>
      ) : null}
      {selection?.changeNote ? (
        <Banner variant="info">
          <p>{selection.changeNote}</p>
        </Banner>
      ) : null}
      {inForce ? <SelectionDetails heading={t('selections.manage.inForce')} selection={inForce} /> : null}
      {selection ? <SelectionDetails heading={selection.statusLabel} selection={selection} /> : null}
      <div className={styles.actions}>
        {selection?.status === 'temporary' && editable ? (
          <LinkButton to={benefitSetupPath(benefit.id)}>{t('selections.manage.continue')}</LinkButton>
        ) : null}
        {editable && (selection?.status === 'approved' || selection?.status === 'pending') ? (
          <LinkButton to={benefitSetupPath(benefit.id)}>{t('selections.manage.change')}</LinkButton>
        ) : null}
        {selection?.cta.type === 'reapply' ? (
          <LinkButton to={benefitSetupPath(benefit.id)}>{t('selections.manage.reapply')}</LinkButton>
        ) : null}
        {canOptOut && shown ? (
          <Button
            variant="secondary"
            onClick={(event) =>
              panels.open('opt-out', {
                props: {
                  benefitName: benefit.name,
                  selectionId: shown.selectionId,
                  revision: shown.revision,
                  endsOn: shown.optOutEndsOn!,
                  peopleCovered: shown.peopleCovered.map((person) => person.name),
                  windowClosesOn: shown.editableUntil,
                },
                opener: event.currentTarget,
              })
            }
          >
            {t('selections.manage.optOut')}
          </Button>
        ) : null}
      </div>
      {shown?.status === 'approved' || shown?.status === 'opted-out' ? (
        <p>
          <Button
            variant="secondary"
            onClick={(event) =>
              panels.open('statement', {
                props: { groupCode: benefit.groupCode, groupName: benefit.groupName },
                opener: event.currentTarget,
              })
            }
          >
            {t('selections.manage.statement', { group: benefit.groupName })}
          </Button>
        </p>
      ) : null}
      {benefit.claimable && (shown?.status === 'approved' || data.claims.length > 0) ? (
        <ClaimsList
          benefitName={benefit.name}
          selectionId={shown?.status === 'approved' ? shown.selectionId : null}
          claims={data.claims}
        />
      ) : null}
      <SelectionHistory benefitName={benefit.name} history={data.history} />
    </>,
  );
}
