/**
 * Every e-mail template, by the name stored in outbox_messages.template. A new template is one file that
 * calls `defineTemplate<Data>(...)` plus one line here; `MailRequest` then accepts it with its typed data.
 */
import { accountLockedTemplate } from './account-locked.ts';
import { activationTemplate } from './activation.ts';
import { probationEndedTemplate, windowClosingTemplate, windowOpenedTemplate } from './benefit-notices.ts';
import { contactEnquiryTemplate } from './contact-enquiry.ts';
import type { MailTemplate } from './define.ts';
import { lifeEventVoidedTemplate } from './life-event-voided.ts';
import { magicLinkTemplate } from './magic-link.ts';
import { passwordChangedTemplate } from './password-changed.ts';
import { passwordResetTemplate } from './password-reset.ts';
import {
  selectionApprovedTemplate,
  selectionOptedOutTemplate,
  selectionRejectedTemplate,
  selectionSubmittedTemplate,
} from './selection-confirmations.ts';
import { twoFactorDisabledTemplate } from './two-factor-disabled.ts';
import { twoFactorEnabledTemplate } from './two-factor-enabled.ts';
import { windowChangedTemplate } from './window-changed.ts';

export const mailTemplates = {
  activation: activationTemplate,
  password_reset: passwordResetTemplate,
  password_changed: passwordChangedTemplate,
  account_locked: accountLockedTemplate,
  two_factor_enabled: twoFactorEnabledTemplate,
  two_factor_disabled: twoFactorDisabledTemplate,
  contact_enquiry: contactEnquiryTemplate,
  magic_link: magicLinkTemplate,
  benefits_window_opened: windowOpenedTemplate,
  benefits_window_closing: windowClosingTemplate,
  benefits_probation_ended: probationEndedTemplate,
  benefits_window_changed: windowChangedTemplate,
  selection_submitted: selectionSubmittedTemplate,
  selection_approved: selectionApprovedTemplate,
  selection_rejected: selectionRejectedTemplate,
  selection_opted_out: selectionOptedOutTemplate,
  life_event_voided: lifeEventVoidedTemplate,
} as const;

export type MailTemplateName = keyof typeof mailTemplates;

/** The data a template takes. */
export type MailTemplateData<Name extends MailTemplateName> =
  (typeof mailTemplates)[Name] extends MailTemplate<infer Data> ? Data : never;

export type { TemplateContext } from './define.ts';
export { defineTemplate } from './define.ts';
