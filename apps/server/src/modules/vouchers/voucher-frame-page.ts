/**
 * The voucher management page the portal frames at /app/ccv/manage: plain server-rendered HTML (no script, no
 * inline style), every value escaped by the `html` tag, in the tenant's colours through its own stylesheet.
 */
import { partsOf } from '@portal/benefits';
import type { Theme, VoucherManageResponse, VoucherOrder } from '@portal/contracts';
import { buttonTextColour } from '../../lib/mailer/layout.ts';
import { html, type SafeHtml } from '../../lib/mailer/html.ts';

export const FRAME_PATH = '/voucher-management';

/** Spec point 9: the next voucher date reads dd.MM.yy. */
export function voucherDate(date: string): string {
  const { year, month, day } = partsOf(date);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(day)}.${two(month)}.${two(year % 100)}`;
}

const money = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

/** A font family name as CSS may quote it: letters, digits, spaces and hyphens only. */
const fontName = (name: string) => name.replace(/[^\w -]/g, '');

export function frameStylesheet(theme: Theme): string {
  const onPrimary = buttonTextColour(theme.primaryColour);
  const baseFont = fontName(theme.baseFont);
  const headerFont = fontName(theme.headerFont);
  return `body{margin:0;font:16px/1.5 '${baseFont}',system-ui,sans-serif;color:#1f2328;background:#fff}
header{background:${theme.primaryColour};color:${onPrimary};padding:1rem 1.5rem}
header h1{margin:0;font:700 1.5rem/1.25 '${headerFont}',system-ui,sans-serif}
header p{margin:.25rem 0 0}
main{padding:1rem 1.5rem}
h2{font:700 1.25rem/1.25 '${headerFont}',system-ui,sans-serif;margin:1.5rem 0 .5rem}
table{border-collapse:collapse;width:100%}
caption{text-align:left;font-weight:700;padding:.5rem 0}
th,td{text-align:left;padding:.5rem;border-bottom:1px solid #d0d7de;vertical-align:top}
td.amount,th.amount{text-align:right;font-variant-numeric:tabular-nums}
.next{font-size:1.125rem}
.empty{color:#57606a}
@media (max-width:600px){th,td{padding:.375rem .25rem;font-size:.875rem}}
`;
}

function ordersTable(caption: string, orders: readonly VoucherOrder[], dated: 'placed' | 'saved'): SafeHtml {
  if (orders.length === 0) return html`<p class="empty">No ${dated} orders.</p>`;
  return html`<table>
    <caption>
      ${caption}
    </caption>
    <thead>
      <tr>
        <th scope="col">Member</th>
        <th scope="col">Childcare provider</th>
        <th scope="col">Registration</th>
        <th scope="col">Reference</th>
        <th scope="col">${dated === 'placed' ? 'Placed' : 'Saved'}</th>
        <th scope="col" class="amount">Amount</th>
      </tr>
    </thead>
    <tbody>
      ${orders.map(
        (order) =>
          html`<tr>
            <td>${order.memberName}</td>
            <td>${order.providerName}</td>
            <td>${order.register} ${order.registrationNumber}</td>
            <td>${order.reference ?? ''}</td>
            <td>${voucherDate(dated === 'placed' ? order.placedOn! : order.savedOn)}</td>
            <td class="amount">${money.format(order.amount)}</td>
          </tr>`,
      )}
    </tbody>
  </table>`;
}

export function voucherFramePage(tenantName: string, manage: VoucherManageResponse): string {
  return html`<!doctype html>
    <html lang="en-GB">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>Childcare voucher management – ${tenantName}</title>
        <link rel="stylesheet" href="${FRAME_PATH}/theme.css" />
      </head>
      <body>
        <header>
          <h1>Childcare voucher management</h1>
          <p>${tenantName}</p>
        </header>
        <main>
          <p class="next">Next voucher date: <strong>${voucherDate(manage.nextVoucherDate)}</strong></p>
          <h2>Saved orders</h2>
          ${ordersTable('Orders saved but not yet placed', manage.savedOrders, 'saved')}
          <h2>Placed orders</h2>
          ${ordersTable('Orders placed with childcare providers, newest first', manage.placedOrders, 'placed')}
        </main>
      </body>
    </html>`.toString();
}

export function frameRefusalPage(): string {
  return html`<!doctype html>
    <html lang="en-GB">
      <head>
        <meta charset="utf-8" />
        <title>Voucher management</title>
      </head>
      <body>
        <main>
          <h1>This page has expired</h1>
          <p>Open childcare voucher management again from the portal.</p>
        </main>
      </body>
    </html>`.toString();
}
