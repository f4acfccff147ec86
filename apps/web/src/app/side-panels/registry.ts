import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { i18n } from '../../lib/i18n.ts';
import type { SidePanelComponentProps, SidePanelName } from '../../lib/side-panels.ts';

interface SidePanelEntry<Name extends SidePanelName> {
  /** The panel's heading and accessible name. */
  title(): string;
  /** Loaded when the panel first opens. */
  component: LazyExoticComponent<ComponentType<SidePanelComponentProps<Name>>>;
}

/**
 * Every side panel by name (spec section 2, Side panels), each loaded when it first opens. `terms` is not one:
 * docs/spec-deviations.md.
 */
export const sidePanelRegistry: { [Name in SidePanelName]: SidePanelEntry<Name> } = {
  'change-password': {
    title: () => i18n.t('sidePanel.titles.changePassword'),
    component: lazy(() => import('../../features/account/components/change-password-panel.tsx')),
  },
  'two-fa-qr': {
    title: () => i18n.t('sidePanel.titles.twoFactorQr'),
    component: lazy(() => import('../../features/two-factor/components/two-fa-qr-panel.tsx')),
  },
  'two-fa-code': {
    title: () => i18n.t('sidePanel.titles.twoFactorCode'),
    component: lazy(() => import('../../features/two-factor/components/two-fa-code-panel.tsx')),
  },
  'benefit-terms': {
    title: () => i18n.t('sidePanel.titles.benefitTerms'),
    component: lazy(() => import('../../features/benefits/components/benefit-terms-panel.tsx')),
  },
  'medical-questions': {
    title: () => i18n.t('sidePanel.titles.medicalQuestions'),
    component: lazy(() => import('../../features/selections/components/medical-questions-panel.tsx')),
  },
  'make-a-claim': {
    title: () => i18n.t('sidePanel.titles.makeAClaim'),
    component: lazy(() => import('../../features/selections/components/make-a-claim-panel.tsx')),
  },
  'opt-out': {
    title: () => i18n.t('sidePanel.titles.optOut'),
    component: lazy(() => import('../../features/selections/components/opt-out-panel.tsx')),
  },
  'add-family-member': {
    title: () => i18n.t('sidePanel.titles.addFamilyMember'),
    component: lazy(() => import('../../features/family/components/family-member-panel.tsx')),
  },
  'add-life-event': {
    title: () => i18n.t('sidePanel.titles.addLifeEvent'),
    component: lazy(() => import('../../features/life-events/components/add-life-event-panel.tsx')),
  },
  statement: {
    title: () => i18n.t('sidePanel.titles.statement'),
    component: lazy(() => import('../../features/payroll/components/statement-panel.tsx')),
  },
  'view-employee-data': {
    title: () => i18n.t('sidePanel.titles.viewEmployeeData'),
    component: lazy(() => import('../../features/employees/components/employee-data-panel.tsx')),
  },
  'view-benefit-takeup-detail': {
    title: () => i18n.t('sidePanel.titles.viewBenefitTakeUpDetail'),
    component: lazy(() => import('../../features/take-up/components/take-up-detail-panel.tsx')),
  },
  'view-approvals-data': {
    title: () => i18n.t('sidePanel.titles.viewApprovalsData'),
    component: lazy(() => import('../../features/approvals/components/approval-panel.tsx')),
  },
  'payroll-report': {
    title: () => i18n.t('sidePanel.titles.payrollReport'),
    component: lazy(() => import('../../features/reports/components/payroll-report-panel.tsx')),
  },
  'provider-report': {
    title: () => i18n.t('sidePanel.titles.providerReport'),
    component: lazy(() => import('../../features/reports/components/provider-report-panel.tsx')),
  },
  'lifeevent-report': {
    title: () => i18n.t('sidePanel.titles.lifeEventReport'),
    component: lazy(() => import('../../features/reports/components/life-event-report-panel.tsx')),
  },
  'upload-data': {
    title: () => i18n.t('sidePanel.titles.uploadData'),
    component: lazy(() => import('../../features/uploads/components/upload-data-panel.tsx')),
  },
  'two-fa-disable': {
    title: () => i18n.t('sidePanel.titles.twoFactorDisable'),
    component: lazy(() => import('../../features/two-factor/components/two-fa-disable-panel.tsx')),
  },
};
