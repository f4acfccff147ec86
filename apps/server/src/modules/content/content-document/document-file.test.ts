/**
 * The content document's files (npm's banner, broken JSON) and the operator channel the CLI uses while a
 * server runs.
 */
import type { ContentDocument } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_IDS, USER_IDS } from '../../../seed/ids.ts';
import { getWithToken, HOSTS, openSession } from '../../../../test/auth-helpers.ts';
import { createTestApp, seedDemo, type TestApp } from '../../../../test/harness.ts';
import {
  OPERATOR_KEY_HEADER,
  OPERATOR_KEY_MESSAGE,
  OPERATOR_LOOPBACK_MESSAGE,
  operatorKey,
} from '../../operator/index.ts';
import { parseDocumentText } from './document-file.ts';
import { exportContentDocument } from './export-document.ts';

let t: TestApp;
let key: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
  key = operatorKey(t.config.secretKey);
});
afterAll(() => t.close());

async function exported(slug: string): Promise<ContentDocument> {
  const document = await exportContentDocument(t.db, slug);
  if (!document) throw new Error(`no tenant ${slug}`);
  return document;
}

describe('document files', () => {
  it("skip npm's banner above the JSON, and report broken JSON", () => {
    const text = '\n> content\n> node scripts/content.ts export demo\n\n{\n  "format": "x"\n}\n';
    expect(parseDocumentText(text)).toEqual({ ok: true, value: { format: 'x' } });
    const broken = parseDocumentText('{ "format": ');
    expect(broken).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^The file is not valid JSON: /),
    });
    expect(parseDocumentText('oops\n{}').ok).toBe(false);
  });
});

describe('the operator channel', () => {
  const call = (options: {
    method?: 'GET' | 'PUT';
    slug?: string;
    headers?: Record<string, string>;
    remoteAddress?: string;
    payload?: unknown;
  }) =>
    t.app.inject({
      method: options.method ?? 'GET',
      url: `/api/operator/content/${options.slug ?? 'demo'}`,
      headers: options.headers ?? { [OPERATOR_KEY_HEADER]: key },
      ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
      ...(options.payload === undefined ? {} : { payload: options.payload as object }),
    });

  it('exports with the operator key over loopback', async () => {
    const response = await call({});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(await exported('demo'));
    expect((await call({ slug: 'nowhere' })).json()).toEqual({ message: 'There is no tenant "nowhere"' });
  });

  it('refuses without the key, with a wrong key, from another address or through a proxy', async () => {
    for (const headers of [
      {} as Record<string, string>,
      { [OPERATOR_KEY_HEADER]: 'wrong' },
      { [OPERATOR_KEY_HEADER]: operatorKey('another-secret-key-that-is-long-enough-000') },
    ]) {
      const response = await call({ headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: OPERATOR_KEY_MESSAGE });
    }
    const refusals: { remoteAddress?: string; headers?: Record<string, string> }[] = [
      { remoteAddress: '203.0.113.9' },
      { remoteAddress: '::ffff:10.0.0.2' },
      { headers: { [OPERATOR_KEY_HEADER]: key, 'x-forwarded-for': '203.0.113.9' } },
      { headers: { [OPERATOR_KEY_HEADER]: key, forwarded: 'for=203.0.113.9' } },
    ];
    for (const refused of refusals) {
      const response = await call({ ...refused, method: 'PUT', payload: {} });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: OPERATOR_LOOPBACK_MESSAGE });
    }
    expect((await call({ remoteAddress: '::1' })).statusCode).toBe(200);
  });

  it('imports, answering 422 with every path for a bad document, and drops the cached tenant facts', async () => {
    const { accessToken } = await openSession(t.app, {
      id: USER_IDS.northwindEmployee,
      clientId: CLIENT_IDS.northwind,
      userType: 'employee',
    });
    const setup = async () =>
      (await getWithToken(t.app, '/api/login/setup', accessToken, HOSTS.northwind)).json();
    expect((await setup()).cmsData.faqs).toBe(true);

    const document = (await call({ slug: 'northwind' })).json() as ContentDocument;
    const bad = await call({
      method: 'PUT',
      slug: 'northwind',
      payload: { ...document, faqs: [{ title: '' }] },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual({
      message: 'The content document has errors; nothing was changed',
      errors: [
        { path: 'faqs[0].title', message: 'This field is required' },
        { path: 'faqs[0].questions', message: expect.any(String) },
      ],
    });
    expect((await setup()).cmsData.faqs).toBe(true);

    const imported = await call({ method: 'PUT', slug: 'northwind', payload: { ...document, faqs: [] } });
    expect(imported.statusCode).toBe(200);
    expect(imported.json()).toMatchObject({ tenant: 'northwind', faqGroups: 0, faqQuestions: 0 });
    // The running server's cached facts of the tenant were dropped: the FAQs item goes at once.
    expect((await setup()).cmsData.faqs).toBe(false);
    expect((await getWithToken(t.app, '/api/cms-content/faqs', accessToken, HOSTS.northwind)).json()).toEqual(
      [],
    );
  });
});
