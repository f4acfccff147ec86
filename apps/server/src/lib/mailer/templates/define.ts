/** What a template is: a function from its typed data to a message body, given the brand and a link maker. */
import type { MailBody, MailBrand } from '../layout.ts';

export interface TemplateContext {
  brand: MailBrand;
  /** The absolute address of a portal path ('/reset-password?token=...') on the tenant's public address. */
  link(path: string): string;
}

export interface MailTemplate<Data> {
  render(data: Data, context: TemplateContext): MailBody;
}

export function defineTemplate<Data>(render: MailTemplate<Data>['render']): MailTemplate<Data> {
  return { render };
}
