/**
 * The HTML that content pages may hold. Applied when content is stored, so nothing unsafe ever reaches the
 * database (the browser sanitises again with DOMPurify when it shows it).
 */
import { withWebScheme } from '@portal/contracts/web-links';
import sanitizeHtml from 'sanitize-html';

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'strong',
    'em',
    'b',
    'i',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    // rel is always overwritten by the transform below.
    a: ['href', 'title', 'rel'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Scripts and styles are removed with their text, not unwrapped into visible text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript'],
  transformTags: {
    // Links that leave the page open safely; a web address without a scheme gets https:// (spec section 9).
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...attribs,
        ...(attribs.href === undefined ? {} : { href: withWebScheme(attribs.href) }),
        rel: 'noopener noreferrer',
      },
    }),
  },
};

export function sanitiseContentHtml(html: string): string {
  return sanitizeHtml(html, options);
}
