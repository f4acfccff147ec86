/**
 * The console's content area (issue 35) through the real app: who may use it, the content document exported
 * and imported whole on `npm run content`'s services, HTML with script refused by its field, and new terms
 * published with a reason that send the client's users to the new-terms screen.
 */
import { ACTIVE_HTML_MESSAGE, type ConsoleContent } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/index.ts';
import { CLIENT_IDS, USER_IDS } from '../../seed/ids.ts';
import { bearer, HOSTS, signIn, testClock } from '../../../test/auth-helpers.ts';
import {
  adminWithoutTwoFactor,
  consoleRequest,
  operatorToken,
  tenantToken,
} from '../../../test/console-helpers.ts';
import { createTestApp, seedDemo, type TestApp } from '../../../test/harness.ts';

const time = testClock();
let t: TestApp;
let admin: string;
const CONSOLE_HOST = HOSTS.platform;
const CONTENT_URL = '/api/console/clients/demo/content';
const TERMS_URL = '/api/console/clients/demo/policies/terms';

beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
  await seedDemo(t.db);
  admin = await operatorToken(t.app, time);
});
afterAll(() => t.close());

function call(method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, token = admin) {
  return t.app.inject({
    method,
    url,
    headers: { host: CONSOLE_HOST, ...bearer(token) },
    ...(payload ? { payload } : {}),
  });
}

async function content(): Promise<ConsoleContent> {
  const response = await call('GET', CONTENT_URL);
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function auditRows(type: string) {
  return t.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.type, type), eq(auditEvents.clientId, CLIENT_IDS.demo)));
}

describe('who may use the content area', () => {
  it.each([
    ['GET', CONTENT_URL],
    ['PUT', CONTENT_URL],
    ['POST', TERMS_URL],
  ] as const)('refuses %s %s to all but an operator on the platform host', async (method, url) => {
    const payload = { title: 'Terms', html: '<p>x</p>', reason: 'x', document: {} };
    expect((await consoleRequest(t.app, method, url, { payload })).statusCode).toBe(401);
    const skipped = await adminWithoutTwoFactor(t.app);
    expect((await consoleRequest(t.app, method, url, { token: skipped, payload })).statusCode).toBe(403);
    const onTenantHost = await consoleRequest(t.app, method, url, {
      token: admin,
      host: HOSTS.demo,
      payload,
    });
    expect(onTenantHost.statusCode).toBe(403);
    for (const who of ['employee', 'employer'] as const) {
      const token = await tenantToken(t.app, who);
      const response = await consoleRequest(t.app, method, url, { token, host: HOSTS.demo, payload });
      expect(response.statusCode, who).toBe(403);
    }
  });

  it('answers 404 for a slug that names no client', async () => {
    expect((await call('GET', '/api/console/clients/nowhere/content')).statusCode).toBe(404);
  });
});

describe('the content document', () => {
  it("answers the client's document and current policies", async () => {
    const { client, document, policies } = await content();
    expect(client).toEqual({ slug: 'demo', name: 'Demo Ltd' });
    expect(document.format).toBe('benefits-portal/content@1');
    expect(document.homePageCards.length).toBeGreaterThan(0);
    expect(policies.terms?.revision).toBeGreaterThan(0);
  });

  it('saves an edited document whole, with an audit row, and the portal shows it', async () => {
    const { document } = await content();
    document.homePageCards[0]!.title = 'Your new benefits';
    const response = await call('PUT', CONTENT_URL, { document });
    expect(response.statusCode).toBe(200);
    expect((response.json() as ConsoleContent).document.homePageCards[0]!.title).toBe('Your new benefits');
    const [row] = await auditRows('console.content_changed');
    expect(row).toMatchObject({ userId: USER_IDS.platformAdmin, detail: { via: 'console', client: 'demo' } });
    expect((row!.detail.after as { homePageCards: { title: string }[] }).homePageCards[0]!.title).toBe(
      'Your new benefits',
    );
  });

  it('refuses HTML with script by its field and an invalid document at its paths, changing nothing', async () => {
    const { document } = await content();
    const cards = document.homePageCards.length;
    const scripted = structuredClone(document);
    scripted.faqs[0]!.questions[0]!.answer = '<p>Hello</p><script>alert(1)</script>';
    scripted.homePageCards = [];
    const response = await call('PUT', CONTENT_URL, { document: scripted });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'faqs[0].questions[0].answer', message: ACTIVE_HTML_MESSAGE },
    ]);
    const invalid = structuredClone(document);
    invalid.homePageCards[0]!.title = '';
    const refused = await call('PUT', CONTENT_URL, {
      document: { ...invalid, homePageCards: invalid.homePageCards, homePageBanners: 'x' },
    });
    expect(refused.statusCode).toBe(400);
    const fields = (refused.json().errors as { field: string }[]).map((error) => error.field);
    expect(fields).toEqual(expect.arrayContaining(['homePageCards[0].title', 'homePageBanners']));
    expect((await content()).document.homePageCards).toHaveLength(cards);
  });

  it('needs a reason when the document publishes changed terms, and keeps nothing without one', async () => {
    const before = await content();
    const document = structuredClone(before.document);
    document.policies = {
      ...document.policies,
      terms: { title: 'Terms', content: '<p>Changed by import</p>' },
    };
    const refused = await call('PUT', CONTENT_URL, { document });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      { field: 'reason', message: 'Please give a reason for this change' },
    ]);
    expect((await content()).policies.terms?.revision).toBe(before.policies.terms?.revision);
  });
});

describe('publishing a policy', () => {
  it('refuses script and a missing reason by their fields', async () => {
    const scripted = await call('POST', TERMS_URL, {
      title: 'Terms',
      html: '<p onclick="x()">Hi</p>',
      reason: 'Update',
    });
    expect(scripted.statusCode).toBe(400);
    expect(scripted.json().errors).toEqual([{ field: 'html', message: ACTIVE_HTML_MESSAGE }]);
    const unexplained = await call('POST', TERMS_URL, { title: 'Terms', html: '<p>Hi</p>', reason: ' ' });
    expect(unexplained.statusCode).toBe(400);
  });

  it('publishes new terms with their reason audited, and an employee who accepted the old ones must accept again', async () => {
    const { accessToken } = await signIn(t.app, 'employee@demo.test');
    const me = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/user',
          headers: { host: HOSTS.demo, ...bearer(accessToken) },
        })
      ).json();
    expect((await me()).siteTermsUpdated).toBe(false);
    const before = (await content()).policies.terms!;
    const response = await call('POST', TERMS_URL, {
      title: 'Terms and conditions',
      html: '<h2>New terms</h2><p>From <strong>December</strong>.</p>',
      reason: 'Annual review of the scheme rules',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ type: 'terms', revision: before.revision + 1 });
    expect((await me()).siteTermsUpdated).toBe(true);
    const rows = await auditRows('console.policy_published');
    expect(rows.at(-1)).toMatchObject({
      userId: USER_IDS.platformAdmin,
      detail: {
        via: 'console',
        policy: 'terms',
        reason: 'Annual review of the scheme rules',
        before: { revision: before.revision },
        after: {
          revision: before.revision + 1,
          content: '<h2>New terms</h2><p>From <strong>December</strong>.</p>',
        },
      },
    });
  });
});
