/**
 * The demo mailbox through real HTTP: only in demo mode outside production, the host's tenant's messages
 * only, newest first, escaped; and never swallowed by the web app's fallback page.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_IDS } from '../../seed/ids.ts';
import { HOSTS, MINUTE, testClock } from '../../../test/auth-helpers.ts';
import { createTestApp, seedDemo, type TestApp } from '../../../test/harness.ts';

const time = testClock();
let t: TestApp;
let webDistDir: string;

beforeAll(async () => {
  // A web build, so that the fallback to index.html is in place as in production.
  webDistDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mailbox-web-'));
  fs.writeFileSync(path.join(webDistDir, 'index.html'), '<!doctype html><title>web app</title>');
  t = await createTestApp({ clock: time.clock, configOverrides: { webDistDir } });
  await seedDemo(t.db);
  const { mailer } = t.app.context;
  await mailer.send({
    template: 'activation',
    clientId: CLIENT_IDS.demo,
    to: 'new@demo.test',
    data: { firstName: 'Riley', linkPath: '/activation/first-token' },
  });
  time.advance(MINUTE);
  await mailer.send({
    template: 'password_changed',
    clientId: CLIENT_IDS.demo,
    to: 'employee@demo.test',
    data: { firstName: '<script>alert("x")</script>' },
  });
  time.advance(MINUTE);
  await mailer.send({
    template: 'password_reset',
    clientId: CLIENT_IDS.demo,
    to: 'employee@demo.test',
    data: { firstName: 'Alex', linkPath: '/reset-password?token=abc&dob=1', expiresInMinutes: 60 },
  });
  await mailer.send({
    template: 'account_locked',
    clientId: CLIENT_IDS.northwind,
    to: 'employee@northwind.test',
    data: { firstName: 'Morgan', lockedMinutes: 15 },
  });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDistDir, { recursive: true, force: true });
});

const get = (app: TestApp['app'], url: string, host: string = HOSTS.demo, accept?: string) =>
  app.inject({ method: 'GET', url, headers: { host, ...(accept ? { accept } : {}) } });

interface MailboxJson {
  messages: {
    template: string;
    to: string;
    subject: string;
    status: string;
    createdAt: string;
    links: string[];
  }[];
}

describe('GET /dev/mailbox in demo mode', () => {
  it("lists the host tenant's messages newest first, each with its links", async () => {
    const response = await get(t.app, '/dev/mailbox');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    const page = response.body;
    expect(page).toContain('<html lang="en">');
    expect(page).toMatch(/<title>Demo mailbox – Demo Ltd<\/title>/);
    expect(page).toContain('<main>');
    expect(page).toContain('<h1>Demo mailbox</h1>');
    const subjects = [...page.matchAll(/<h2 id="message-[^"]+">([^<]*)<\/h2>/g)].map((match) => match[1]);
    expect(subjects).toEqual([
      'Reset your Demo Benefits password',
      'Your Demo Benefits password has been changed',
      'Welcome to Demo Benefits: activate your account',
    ]);
    expect(page).toContain(
      '<a href="http://localhost:3000/reset-password?token=abc&amp;dob=1">http://localhost:3000/reset-password?token=abc&amp;dob=1</a>',
    );
    expect(page).toContain('<a href="http://localhost:3000/activation/first-token">');
    expect(page).toContain('<dd>new@demo.test</dd>');
    expect(page).toContain('<dd>password_reset</dd>');
    expect(page).toContain('<time datetime="2026-05-04T09:02:00.000Z">2026-05-04 09:02:00 UTC</time>');
    expect(page).not.toContain('northwind');
  });

  it('escapes what the messages carry, and has no script or inline style (the page CSP allows neither)', async () => {
    const response = await get(t.app, '/dev/mailbox');
    expect(response.body).not.toContain('<script>');
    expect(response.body).toContain('Hello &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;,');
    expect(response.body).not.toMatch(/style=/);
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    const css = await get(t.app, '/dev/mailbox.css');
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
  });

  it('lists only the messages of the host tenant: Northwind sees its own, a host without a tenant none', async () => {
    const northwind = await get(t.app, '/dev/mailbox.json', HOSTS.northwind);
    const { messages } = northwind.json() as MailboxJson;
    expect(messages.map((message) => [message.to, message.template])).toEqual([
      ['employee@northwind.test', 'account_locked'],
    ]);
    expect(messages[0]!.links).toEqual(['http://northwind.localhost:3000/forgotten-password/']);

    const nowhere = await get(t.app, '/dev/mailbox', HOSTS.nowhere);
    expect(nowhere.statusCode).toBe(200);
    expect(nowhere.body).toContain('This address names no tenant');
    expect(nowhere.body).not.toContain('<h2');
  });

  it('answers JSON at /dev/mailbox.json or for Accept: application/json, filtered by ?to=', async () => {
    const json = await get(t.app, '/dev/mailbox.json?to=Employee@Demo.test');
    expect(json.statusCode).toBe(200);
    const { messages } = json.json() as MailboxJson;
    expect(messages.map((message) => message.template)).toEqual(['password_reset', 'password_changed']);
    expect(messages[0]).toMatchObject({
      to: 'employee@demo.test',
      status: 'stored',
      createdAt: '2026-05-04T09:02:00.000Z',
      links: ['http://localhost:3000/reset-password?token=abc&dob=1'],
    });

    const negotiated = await get(t.app, '/dev/mailbox?to=new@demo.test', HOSTS.demo, 'application/json');
    expect(negotiated.headers['content-type']).toMatch(/^application\/json/);
    expect((negotiated.json() as MailboxJson).messages.map((message) => message.links)).toEqual([
      ['http://localhost:3000/activation/first-token'],
    ]);
  });
});

describe('GET /dev/mailbox outside demo mode', () => {
  for (const [label, overrides] of [
    ['SMTP_URL is set', { smtpUrl: 'smtp://127.0.0.1:1' }],
    ['in production', { production: true }],
  ] as const) {
    it(`answers 404 (not the web app) when ${label}`, async () => {
      const app = await createTestApp({ configOverrides: { webDistDir, ...overrides } });
      try {
        for (const url of ['/dev/mailbox', '/dev/mailbox.json', '/dev/mailbox.css']) {
          const response = await get(app.app, url);
          expect(response.statusCode).toBe(404);
          expect(response.json()).toEqual({ message: 'Not found' });
        }
        // The fallback itself still serves the web app elsewhere (its page, titled with the tenant's brand).
        expect((await get(app.app, '/some/page')).body).toMatch(/^<!doctype html><title>[^<]+<\/title>/);
      } finally {
        await app.close();
      }
    });
  }
});
