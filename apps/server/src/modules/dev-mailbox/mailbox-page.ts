/**
 * The demo mailbox page: plain server-rendered HTML (no script, no inline style: the page CSP forbids
 * both), every value escaped by the `html` template tag.
 */
import { html, type SafeHtml } from '../../lib/mailer/html.ts';
import type { MailboxMessage } from './mailbox.ts';

export const MAILBOX_STYLESHEET = `body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1f2328;background:#fff}
main{max-width:60rem;margin:0 auto;padding:1rem}
h1{font-size:1.75rem;margin:0 0 .5rem}
h2{font-size:1.25rem;margin:0 0 .5rem}
ol{list-style:none;padding:0}
ol>li{border:1px solid #d0d7de;border-radius:6px;padding:1rem;margin:0 0 1rem}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:0 0 .5rem}
dt{font-weight:bold}dd{margin:0}
a{color:#0550ae;overflow-wrap:anywhere}
a:focus-visible{outline:3px solid #0550ae;outline-offset:2px}
pre{white-space:pre-wrap;overflow-wrap:anywhere;background:#f6f8fa;padding:.75rem}
`;

/** 2026-05-04 09:00:00 UTC: unambiguous for whoever reads it. */
function readableTime(at: Date): string {
  return `${at.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

function messageItem(message: MailboxMessage): SafeHtml {
  const headingId = `message-${message.id}`;
  const links = message.links.length
    ? html`<h3>Links</h3>
        <ul>
          ${message.links.map((link) => html`<li><a href="${link}">${link}</a></li>`)}
        </ul>`
    : html`<p>No links.</p>`;
  const text = message.text
    ? html`<details>
        <summary>Plain-text part</summary>
        <pre>${message.text}</pre>
      </details>`
    : null;
  return html`<li>
    <article aria-labelledby="${headingId}">
      <h2 id="${headingId}">${message.subject}</h2>
      <dl>
        <dt>To</dt>
        <dd>${message.to}</dd>
        <dt>Time</dt>
        <dd><time datetime="${message.createdAt.toISOString()}">${readableTime(message.createdAt)}</time></dd>
        <dt>Template</dt>
        <dd>${message.template}</dd>
        <dt>Status</dt>
        <dd>${message.status}</dd>
      </dl>
      ${links} ${text}
    </article>
  </li>`;
}

export function mailboxPage(view: {
  tenantName: string | null;
  to: string | null;
  messages: readonly MailboxMessage[];
}): string {
  const { tenantName, to, messages } = view;
  const intro = tenantName
    ? html`<p>
        E-mails written for ${tenantName} while no SMTP server is configured, newest
        first.${to ? html` Showing only those to ${to}.` : null}
      </p>`
    : html`<p>This address names no tenant, so it has no e-mails.</p>`;
  const count = messages.length === 1 ? '1 message' : `${messages.length} messages`;
  const list = messages.length
    ? html`<ol>
        ${messages.map(messageItem)}
      </ol>`
    : html`<p>No e-mails yet.</p>`;
  return html`<!DOCTYPE html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>Demo mailbox${tenantName ? html` – ${tenantName}` : null}</title>
        <link rel="stylesheet" href="/dev/mailbox.css" />
      </head>
      <body>
        <main>
          <h1>Demo mailbox</h1>
          ${intro}
          <p>${count}</p>
          ${list}
        </main>
      </body>
    </html> `.markup;
}
