/** The mailer's public face: create it once per app; other code sends with `mailer.send(request, tx)`. */
export {
  createMailer,
  type DeliveryReport,
  type Mailer,
  type MailerDependencies,
  type MailRequest,
} from './mailer.ts';
export { escapeHtml } from './html.ts';
export { absoluteLink, tenantPublicUrl } from './public-url.ts';
export { MAX_DELIVERY_ATTEMPTS, RETRY_DELAYS_MS } from './retry-schedule.ts';
export { mailTemplates, type MailTemplateData, type MailTemplateName } from './templates/index.ts';
