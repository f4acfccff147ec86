import { describe, expect, it } from 'vitest';
import { sanitiseContentHtml } from './sanitise-html.ts';

describe('sanitiseContentHtml', () => {
  it('keeps headings, paragraphs, lists, tables, emphasis and safe links', () => {
    const html =
      '<h2>Title</h2><p>Read <strong>this</strong> and <em>that</em>.</p><ul><li>One</li></ul>' +
      '<table><thead><tr><th scope="col">A</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table>' +
      '<p><a href="https://example.test/x">web</a> <a href="mailto:hr@demo.test">mail</a></p>';
    const clean = sanitiseContentHtml(html);
    expect(clean).toContain('<h2>Title</h2>');
    expect(clean).toContain('<strong>this</strong>');
    expect(clean).toContain('<th scope="col">A</th>');
    expect(clean).toContain('<a href="https://example.test/x" rel="noopener noreferrer">web</a>');
    expect(clean).toContain('href="mailto:hr@demo.test"');
  });

  it('gives a web address written without a scheme https:// (spec section 9)', () => {
    expect(
      sanitiseContentHtml('<a href="www.gov.uk/tax-codes">tax codes</a> <a href="/app/faqs/">FAQs</a>'),
    ).toBe(
      '<a href="https://www.gov.uk/tax-codes" rel="noopener noreferrer">tax codes</a> ' +
        '<a href="/app/faqs/" rel="noopener noreferrer">FAQs</a>',
    );
  });

  it('removes scripts, event handlers, styles, frames and javascript: links', () => {
    const clean = sanitiseContentHtml(
      '<p onclick="steal()" style="color:red">Hi<script>alert(1)</script></p>' +
        '<a href="javascript:alert(1)">x</a><a href="JaVaScRiPt:alert(2)">y</a>' +
        '<img src="x" onerror="alert(3)"><iframe src="https://evil.test"></iframe><style>p{}</style>',
    );
    expect(clean).toBe('<p>Hi</p><a rel="noopener noreferrer">x</a><a rel="noopener noreferrer">y</a>');
  });
});
