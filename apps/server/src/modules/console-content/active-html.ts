/**
 * HTML an operator sends that holds script or other active code is refused with a message by its field, not
 * silently cleaned: the sanitiser (lib/sanitise-html.ts) still runs on whatever is stored, but an operator who
 * pasted a script should know it will not run. The document is read loosely, so an invalid one is checked too.
 */
import { ACTIVE_HTML_MESSAGE, formatContentPath } from '@portal/contracts';
import type { FieldProblem } from '../../lib/http-error.ts';
import { holdsMarkup } from '../../lib/uploaded-document.ts';

export function holdsActiveHtml(html: string): boolean {
  return holdsMarkup(Buffer.from(html, 'utf8'));
}

type Loose = Record<string, unknown> | null | undefined;
const asList = (value: unknown): Loose[] => (Array.isArray(value) ? (value as Loose[]) : []);

/** Every HTML field of a content document, with its JSON path. */
function htmlFields(document: unknown): { path: PropertyKey[]; html: unknown }[] {
  const root = (document ?? {}) as Record<string, unknown>;
  const fields: { path: PropertyKey[]; html: unknown }[] = [];
  asList(root.faqs).forEach((group, groupIndex) =>
    asList(group?.questions).forEach((question, index) =>
      fields.push({ path: ['faqs', groupIndex, 'questions', index, 'answer'], html: question?.answer }),
    ),
  );
  fields.push({ path: ['contact', 'content'], html: (root.contact as Loose)?.content });
  const policies = (root.policies ?? {}) as Record<string, Loose>;
  for (const type of ['terms', 'policy', 'cookie']) {
    fields.push({ path: ['policies', type, 'content'], html: policies[type]?.content });
  }
  return fields;
}

export function activeHtmlProblems(document: unknown): FieldProblem[] {
  return htmlFields(document)
    .filter(({ html }) => typeof html === 'string' && holdsActiveHtml(html))
    .map(({ path }) => ({ field: formatContentPath(path), message: ACTIVE_HTML_MESSAGE }));
}
