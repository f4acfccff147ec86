/** The mailer's public face: create it once per app; other code sends with `mailer.send(request, tx)`. */
export {
  createMailer,
  type ComposedMail,
  mailDelivery,
  MAX_DELIVERY_ATTEMPTS,
  type Mailer,
  type MailerDependencies,
  type MailRequest,
} from './mailer.ts';
export { escapeHtml } from './html.ts';
export { absoluteLink, tenantPublicUrl } from './public-url.ts';
export { mailTemplates, type MailTemplateData, type MailTemplateName } from './templates/index.ts';
