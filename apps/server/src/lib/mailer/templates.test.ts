/** Rendering (branding, both parts, escaping) and tenant addresses: pure functions. */
import { describe, expect, it } from 'vitest';
import { escapeHtml } from './html.ts';
import { buttonTextColour, type MailBrand } from './layout.ts';
import { absoluteLink, tenantPublicUrl } from './public-url.ts';
import { renderMail } from './render.ts';

const brand: MailBrand = {
  name: 'Demo Benefits',
  primaryColour: '#00857c',
  logoUrl: 'https://portal.example/api/assets/demo/logo.svg',
  supportEmail: 'support@demo.test',
};
const BASE = 'https://portal.example';

describe('templates', () => {
  it('activation: branded subject, both parts, the absolute single-use link', () => {
    const mail = renderMail('activation', { firstName: 'Riley', linkPath: '/activation/abc' }, brand, BASE);
    expect(mail.subject).toBe('Welcome to Demo Benefits: activate your account');
    expect(mail.links).toEqual(['https://portal.example/activation/abc']);
    expect(mail.text).toContain('Hello Riley,');
    expect(mail.text).toContain('Activate your account:\nhttps://portal.example/activation/abc');
    expect(mail.text).toContain('support@demo.test');
    expect(mail.html).toContain('<html lang="en-GB">');
    expect(mail.html).toContain('href="https://portal.example/activation/abc"');
    expect(mail.html).toContain('src="https://portal.example/api/assets/demo/logo.svg"');
    expect(mail.html).toContain('alt="Demo Benefits"');
    expect(mail.html).toContain('background:#00857c');
    expect(mail.html).toContain('href="mailto:support@demo.test"');
  });

  it('activation mentions the expiry only when given', () => {
    const withDays = renderMail(
      'activation',
      { firstName: 'R', linkPath: '/a', expiresInDays: 14 },
      brand,
      BASE,
    );
    expect(withDays.text).toContain('expires in 14 days');
    expect(renderMail('activation', { firstName: 'R', linkPath: '/a' }, brand, BASE).text).not.toContain(
      'expires',
    );
  });

  it('password_reset: link with its query kept whole and the expiry in minutes', () => {
    const mail = renderMail(
      'password_reset',
      { firstName: 'Alex', linkPath: '/reset-password?token=t0k&x=1', expiresInMinutes: 60 },
      brand,
      BASE,
    );
    expect(mail.subject).toBe('Reset your Demo Benefits password');
    expect(mail.links).toEqual(['https://portal.example/reset-password?token=t0k&x=1']);
    expect(mail.html).toContain('href="https://portal.example/reset-password?token=t0k&amp;x=1"');
    expect(mail.text).toContain('expires in 60 minutes');
  });

  it('password_changed and account_locked point to the forgotten-password page', () => {
    const changed = renderMail('password_changed', { firstName: 'Alex' }, brand, BASE);
    expect(changed.subject).toBe('Your Demo Benefits password has been changed');
    expect(changed.links).toEqual(['https://portal.example/forgotten-password/']);
    const locked = renderMail('account_locked', { firstName: 'Alex', lockedMinutes: 15 }, brand, BASE);
    expect(locked.subject).toBe('Your Demo Benefits account has been locked');
    expect(locked.text).toContain('locked it for 15 minutes');
    expect(locked.links).toEqual(['https://portal.example/forgotten-password/']);
  });

  it('escapes every interpolated value in the HTML part; the text part keeps it as typed', () => {
    const hostile: MailBrand = { ...brand, name: 'Acme "<b>"', supportEmail: 'a&b@x.test' };
    const mail = renderMail('password_changed', { firstName: '<script>alert(1)</script>' }, hostile, BASE);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).toContain('Hello &lt;script&gt;alert(1)&lt;/script&gt;,');
    expect(mail.html).toContain('alt="Acme &quot;&lt;b&gt;&quot;"');
    expect(mail.html).toContain('mailto:a&amp;b@x.test');
    expect(mail.text).toContain('Hello <script>alert(1)</script>,');
    expect(mail.subject).toBe('Your Acme "<b>" password has been changed');
  });

  it('refuses a link that is not a path of the portal', () => {
    for (const linkPath of ['https://evil.example/x', '//evil.example/x', 'relative', '/\\evil.example']) {
      expect(() => renderMail('activation', { firstName: 'R', linkPath }, brand, BASE)).toThrow(
        /path of the portal/,
      );
    }
  });

  it('button text is white on a dark brand colour and dark on a light one', () => {
    expect(buttonTextColour('#00857c')).toBe('#ffffff');
    expect(buttonTextColour('#7f48df')).toBe('#ffffff');
    expect(buttonTextColour('#ffd700')).toBe('#1f2328');
  });

  it('escapeHtml covers the five special characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});

describe('tenantPublicUrl', () => {
  const config = { publicUrl: 'http://localhost:3000', defaultClient: 'demo' };

  it('uses PUBLIC_URL for the default client', () => {
    expect(tenantPublicUrl({ slug: 'demo', publicUrl: null }, config)).toBe('http://localhost:3000');
  });

  it('adds the slug as the first host label for other tenants, keeping port and path', () => {
    expect(tenantPublicUrl({ slug: 'northwind', publicUrl: null }, config)).toBe(
      'http://northwind.localhost:3000',
    );
    expect(
      tenantPublicUrl(
        { slug: 'acme', publicUrl: null },
        { publicUrl: 'https://portal.example/benefits', defaultClient: 'demo' },
      ),
    ).toBe('https://acme.portal.example/benefits');
  });

  it("prefers the tenant's own public address, without a trailing slash", () => {
    expect(tenantPublicUrl({ slug: 'northwind', publicUrl: 'https://rewards.northwind.test/' }, config)).toBe(
      'https://rewards.northwind.test',
    );
    expect(tenantPublicUrl({ slug: 'demo', publicUrl: 'https://benefits.demo.test' }, config)).toBe(
      'https://benefits.demo.test',
    );
  });

  it('absoluteLink joins a path to the base', () => {
    expect(absoluteLink('https://a.example', '/x?y=1')).toBe('https://a.example/x?y=1');
  });
});
