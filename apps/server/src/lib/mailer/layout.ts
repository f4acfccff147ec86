/**
 * The one branded layout every message uses. Templates describe a message as blocks (paragraphs and
 * buttons); this file turns the same blocks into the HTML part and the plain-text part, so the two always
 * say the same thing, and every value is escaped on its way into HTML.
 */
import { html, type SafeHtml } from './html.ts';

/** The tenant's brand, as a message shows it. */
export interface MailBrand {
  name: string;
  /** #rrggbb */
  primaryColour: string;
  /** Absolute address of the tenant's logo. */
  logoUrl: string;
  supportEmail: string;
}

export type MailBlock = { paragraph: string } | { button: { label: string; href: string } };

/** What a template produces: the layout adds the greeting's surroundings, logo and footer. */
export interface MailBody {
  subject: string;
  greeting: string;
  blocks: readonly MailBlock[];
  /** Footer line under the support address; defaults to the no-reply note. */
  replyNote?: string;
}

const FONT = 'Arial, Helvetica, sans-serif';
const TEXT_COLOUR = '#1f2328';
const MUTED_COLOUR = '#57606a';
const DARK_TEXT = '#1f2328';
const LIGHT_TEXT = '#ffffff';

/** Channel luminance of WCAG 2 relative luminance. */
function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

/** White on the brand colour when that reads at 4.5:1 or better, else near-black. */
export function buttonTextColour(background: string): string {
  const contrastWithWhite = 1.05 / (luminance(background) + 0.05);
  return contrastWithWhite >= 4.5 ? LIGHT_TEXT : DARK_TEXT;
}

function htmlBlock(block: MailBlock, brand: MailBrand): SafeHtml {
  if ('paragraph' in block) {
    return html`<p style="margin:0 0 16px;font:16px/1.5 ${FONT};color:${TEXT_COLOUR}">${block.paragraph}</p>`;
  }
  const { label, href } = block.button;
  const colour = buttonTextColour(brand.primaryColour);
  return html`<p style="margin:24px 0">
      <a
        href="${href}"
        style="display:inline-block;padding:12px 24px;border-radius:4px;background:${brand.primaryColour};color:${colour};font:bold 16px/1.25 ${FONT};text-decoration:none"
        >${label}</a
      >
    </p>
    <p style="margin:0 0 16px;font:14px/1.5 ${FONT};color:${MUTED_COLOUR}">
      If the button does not work, copy this address into your browser:<br /><a
        href="${href}"
        style="color:${TEXT_COLOUR};word-break:break-all"
        >${href}</a
      >
    </p>`;
}

function textBlock(block: MailBlock): string {
  if ('paragraph' in block) return block.paragraph;
  return `${block.button.label}:\n${block.button.href}`;
}

const NO_REPLY_NOTE = 'This e-mail was sent automatically. Please do not reply to it.';

export function renderHtml(body: MailBody, brand: MailBrand): string {
  return html`<!DOCTYPE html>
    <html lang="en-GB">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${body.subject}</title>
      </head>
      <body style="margin:0;padding:0;background:#f4f5f7">
        <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f5f7">
          <tr>
            <td align="center" style="padding:24px 12px">
              <table
                role="presentation"
                width="100%"
                cellpadding="0"
                cellspacing="0"
                style="max-width:600px;background:#ffffff;border-top:6px solid ${brand.primaryColour}"
              >
                <tr>
                  <td style="padding:24px 32px 8px">
                    <img
                      src="${brand.logoUrl}"
                      alt="${brand.name}"
                      height="38"
                      style="display:block;height:38px;max-width:150px;border:0"
                    />
                  </td>
                </tr>
                <tr>
                  <td style="padding:16px 32px 8px">
                    <p style="margin:0 0 16px;font:16px/1.5 ${FONT};color:${TEXT_COLOUR}">${body.greeting}</p>
                    ${body.blocks.map((block) => htmlBlock(block, brand))}
                  </td>
                </tr>
                <tr>
                  <td style="padding:16px 32px 24px;border-top:1px solid #d0d7de">
                    <p style="margin:0 0 8px;font:14px/1.5 ${FONT};color:${MUTED_COLOUR}">
                      Need help? Contact ${brand.name} support at
                      <a href="mailto:${brand.supportEmail}" style="color:${TEXT_COLOUR}"
                        >${brand.supportEmail}</a
                      >.
                    </p>
                    <p style="margin:0;font:14px/1.5 ${FONT};color:${MUTED_COLOUR}">
                      ${body.replyNote ?? NO_REPLY_NOTE}
                    </p>
                  </td>
                </tr>
              </table>
            </td>
          </tr>
        </table>
      </body>
    </html> `.markup;
}

export function renderText(body: MailBody, brand: MailBrand): string {
  const parts = [
    brand.name,
    body.greeting,
    ...body.blocks.map(textBlock),
    '--',
    `Need help? Contact ${brand.name} support at ${brand.supportEmail}.`,
    body.replyNote ?? NO_REPLY_NOTE,
  ];
  return `${parts.join('\n\n')}\n`;
}
