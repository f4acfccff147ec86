import DOMPurify from 'dompurify';

/**
 * HTML from the server is sanitised when stored; the browser sanitises it again before showing it. Inline
 * styles and <style> are dropped too: the Content-Security-Policy would refuse them anyway.
 */
export function sanitiseHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
    FORBID_ATTR: ['style'],
  });
}
