/** Renders a request with its template into the subject, both parts and the list of links it carries. */
import { renderHtml, renderText, type MailBrand } from './layout.ts';
import { absoluteLink } from './public-url.ts';
import type { MailTemplate } from './templates/define.ts';
import { mailTemplates, type MailTemplateData, type MailTemplateName } from './templates/index.ts';

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
  /** Every absolute link in the message, in order (the demo mailbox lists them). */
  links: string[];
}

export function renderMail<Name extends MailTemplateName>(
  template: Name,
  data: MailTemplateData<Name>,
  brand: MailBrand,
  baseUrl: string,
): RenderedMail {
  const links: string[] = [];
  const link = (path: string) => {
    const absolute = absoluteLink(baseUrl, path);
    if (!links.includes(absolute)) links.push(absolute);
    return absolute;
  };
  // Each entry's data type is tied to its name by MailTemplateData; TypeScript cannot see that through
  // the indexed access, hence the widening.
  const definition = mailTemplates[template] as MailTemplate<MailTemplateData<Name>>;
  const body = definition.render(data, { brand, link });
  return { subject: body.subject, html: renderHtml(body, brand), text: renderText(body, brand), links };
}
