import { createContext, useContext } from 'react';
import type { PendingApproval } from '@portal/contracts';
import type { FamilyMember } from './family-member.ts';

/**
 * Side panels, opened by name (spec section 2). Each name has the props its panel takes; app/side-panels holds
 * the registry of components and the one host that shows the open panel. A new panel is its name here and its
 * component in the registry (the type makes both lists agree).
 */
export interface SidePanelPropsByName {
  'change-password': Record<string, never>;
  /** Turning two-factor on: the QR code and the secret, then two-fa-code. */
  'two-fa-qr': Record<string, never>;
  /** The codes that turn two-factor on, checked against the secret two-fa-qr started. */
  'two-fa-code': { secret: string };
  /** Turning two-factor off: password, code and a reason. */
  'two-fa-disable': Record<string, never>;
  /** A benefit's terms, of its current version. */
  'benefit-terms': { benefitName: string; version: number; content: string };
  /** The health questions a choice calls for; closes with the answers by question id. */
  'medical-questions': {
    benefitName: string;
    questions: readonly { id: string; question: string }[];
    answers: Readonly<Record<string, boolean>>;
  };
  /** A claim on a claimable benefit: amount, date, what for, and the receipt. */
  'make-a-claim': { benefitName: string; selectionId: string };
  /** A family member to add (member null) or edit. */
  'add-family-member': { member: FamilyMember | null };
  /** A benefit group's monthly contributions, as a chart and a table (spec section 3, Statement entry). */
  statement: { groupCode: string; groupName: string };
  /** One employee's record for their employer (spec: view-employee-data). */
  'view-employee-data': { clientId: string; employeeId: string; name: string };
  /** One benefit's take-up for the employer (spec: view-benefit-takeup-detail). */
  'view-benefit-takeup-detail': { benefitId: number; name: string };
  /** One pending selection for the approver (spec: view-approvals-data). */
  'view-approvals-data': { benefitName: string; approval: PendingApproval; fieldLabels: readonly string[] };
  /** Choosing one report of a kind by its period (and provider), and its file type. */
  'payroll-report': { clientId: string };
  'provider-report': { clientId: string };
  'lifeevent-report': { clientId: string };
  /** Uploading the roster: template, file, what it would change, confirm or discard, undo the last. */
  'upload-data': { clientId: string };
  /** Reporting a life event: what happened, when, and evidence when its type needs it. */
  'add-life-event': Record<string, never>;
  /** Leaving a benefit, with what it means spelled out; succeeds once the employee has opted out. */
  'opt-out': {
    benefitName: string;
    selectionId: string;
    revision: number;
    endsOn: string;
    peopleCovered: readonly string[];
    windowClosesOn: string | null;
  };
}

export type SidePanelName = keyof SidePanelPropsByName;

export interface OpenSidePanel<Name extends SidePanelName> {
  props?: SidePanelPropsByName[Name];
  /** Focus returns here on close (default: the element focused when the panel opened). */
  opener?: HTMLElement | null;
  /** Runs when the panel closes, with the value the panel closed with (spec section 4, Side panel). */
  onClose?(value?: unknown): void;
  /** Runs on close when the panel reported success. */
  onSuccess?(): void;
}

/** What every panel component receives besides its own props. */
export interface SidePanelControls {
  close(value?: unknown): void;
  /** Flags the work done: onSuccess runs when the panel closes. */
  markSucceeded(): void;
  /**
   * The next panel of the same task replaces this one in place (e.g. two-fa-qr, then two-fa-code): it keeps the
   * opener and the callbacks, and the panel stays open.
   */
  switchTo<Name extends SidePanelName>(name: Name, props: SidePanelPropsByName[Name]): void;
}

export type SidePanelComponentProps<Name extends SidePanelName> = SidePanelPropsByName[Name] &
  SidePanelControls;

export interface SidePanels {
  open<Name extends SidePanelName>(name: Name, options?: OpenSidePanel<Name>): void;
  close(value?: unknown): void;
}

export const SidePanelContext = createContext<SidePanels>({ open: () => {}, close: () => {} });

/** Opens and closes the app's side panels by name. */
export function useSidePanels(): SidePanels {
  return useContext(SidePanelContext);
}
