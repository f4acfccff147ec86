/**
 * Every file the API serves (issue 32): the test walks the OpenAPI document for the operations whose answer is
 * a file, fetches a real file from each, and finds it sent as an attachment, never sniffed and never cached. A
 * file route added later shows in the document (an endpoint without a JSON answer must declare its file), and
 * this test then fails until it is given a case here.
 */
import { API_BASE, endpoints, FILE_TYPES, selectionChangeResponseSchema } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_IDS } from '../src/seed/ids.ts';
import { bearer, getWithToken, HOSTS, signIn, testClock } from './auth-helpers.ts';
import { operatorToken } from './console-helpers.ts';
import { createTestApp, seedDemo, type TestApp } from './harness.ts';
import { multipartForm } from './multipart.ts';
import { rosterCsv } from './spreadsheets.ts';

const time = testClock('2026-11-24T10:00:00.000Z');
let t: TestApp;
let alex: string;
let sam: string;
const HEALTH_CASH_PLAN = 6;
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(64, 32)]);
const demo = `${API_BASE}/client/${CLIENT_IDS.demo}`;

/** The request that fetches a real file from each file-serving operation, by operation id (on the demo host
 * unless it names another). */
const fetchFile: Record<string, () => Promise<{ url: string; token: string | null; host?: string }>> = {
  asset: async () => ({ url: `${API_BASE}/assets/demo/logo.svg`, token: null }),
  employeeListReport: async () => ({
    url: `${API_BASE}/v2/client/${CLIENT_IDS.demo}/employees/download-report`,
    token: sam,
  }),
  twoFactorList: async () => ({
    url: `${API_BASE}/v2/client/${CLIENT_IDS.demo}/employees/two-factor-authentication?type=employeeTwoFA`,
    token: sam,
  }),
  reportDownload: async () => ({ url: `${demo}/reports/payroll-2026-10/download`, token: sam }),
  reportsDownload: async () => ({
    url: `${demo}/reports/download-multiple?ids=payroll-2026-10,payroll-2026-09`,
    token: sam,
  }),
  reportBuildDownload: async () => {
    const build = await send('POST', `${demo}/report-builds`, sam, { ids: ['payroll-2026-10'] });
    expect(build.statusCode).toBe(202);
    await t.app.context.jobs.settled();
    return { url: `${demo}/report-builds/${build.json().id}/download`, token: sam };
  },
  dataLoadTemplate: async () => ({ url: `${demo}/data-load-template?format=xlsx`, token: sam }),
  rejectedRows: async () => {
    const form = multipartForm(
      {},
      { field: 'file', name: 'roster.csv', type: 'text/csv', content: rosterCsv([['not a row']]) },
    );
    const upload = await t.app.inject({
      method: 'POST',
      url: `${demo}/data-loads`,
      headers: { host: HOSTS.demo, ...bearer(sam), 'content-type': form.contentType },
      payload: form.payload,
    });
    expect(upload.statusCode, upload.body).toBe(202);
    await t.app.context.jobs.settled();
    return { url: `${API_BASE}/employee-data-uploads/${upload.json().id}/rejected-rows`, token: sam };
  },
  claimReceipt: async () => {
    const claim = await sendForm(
      `${API_BASE}/selection/${await cashPlanSelection()}/claims`,
      alex,
      { amount: '45.50', treatmentDate: '2026-11-02', description: 'Eye test' },
      { field: 'receipt', name: 'receipt.png', type: 'image/png', content: PNG },
    );
    expect(claim.statusCode).toBe(201);
    return { url: `${API_BASE}/claims/${claim.json().id}/receipt`, token: alex };
  },
  employerAuditDownload: async () => ({ url: `${demo}/audit/download`, token: sam }),
  consoleAuditDownload: async () => ({
    url: `${API_BASE}/console/audit/download`,
    token: await operatorToken(t.app, time),
    host: HOSTS.platform,
  }),
  lifeEventEvidence: async () => {
    const types = await getWithToken(t.app, `${API_BASE}/client/life-events/available`, alex);
    const divorce = (types.json().types as { id: string; name: string }[]).find(
      (type) => type.name === 'Divorce or dissolution',
    )!;
    const event = await sendForm(
      `${API_BASE}/client/life-events`,
      alex,
      { typeId: divorce.id, eventDate: '2026-11-20' },
      { field: 'evidence', name: 'decree.pdf', type: 'application/pdf', content: PDF },
    );
    expect(event.statusCode).toBe(201);
    return { url: `${demo}/employees/life-events/${event.json().id}/evidence`, token: sam };
  },
};

/** The tenant's logo is a public asset shown in pages: cached, and shown inline, by design. */
const PUBLIC_ASSETS = new Set(['asset']);

beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
  await seedDemo(t.db);
  alex = (await signIn(t.app, 'employee@demo.test')).accessToken;
  sam = (await signIn(t.app, 'employer@demo.test')).accessToken;
});
afterAll(() => t.close());

function send(method: 'POST' | 'PATCH', url: string, token: string, payload: object) {
  return t.app.inject({ method, url, headers: { host: HOSTS.demo, ...bearer(token) }, payload });
}

function sendForm(
  url: string,
  token: string,
  fields: Record<string, string>,
  file: Parameters<typeof multipartForm>[1],
) {
  const form = multipartForm(fields, file);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { host: HOSTS.demo, ...bearer(token), 'content-type': form.contentType },
    payload: form.payload,
  });
}

/** Alex's approved Health Cash Plan, which takes claims. */
async function cashPlanSelection(): Promise<string> {
  const detail = await getWithToken(t.app, `${API_BASE}/benefit/${HEALTH_CASH_PLAN}`, alex);
  const planId = (detail.json() as { plans: { id: string }[] }).plans[0]!.id;
  const created = await send('POST', `${API_BASE}/benefit/${HEALTH_CASH_PLAN}/selection`, alex, {
    planId,
    accepted_terms: true,
    submit: true,
  });
  return selectionChangeResponseSchema.parse(created.json()).selection.selectionId;
}

interface Operation {
  operationId: string;
  responses: Record<string, { content?: Record<string, unknown> }>;
}

/** The operations of the OpenAPI document whose success answer is a file, by id. */
async function fileOperations(): Promise<string[]> {
  const document = (await t.app.inject({ url: `${API_BASE}/docs/json` })).json<{
    paths: Record<string, Record<string, Operation>>;
  }>();
  return Object.values(document.paths)
    .flatMap((byMethod) => Object.values(byMethod))
    .filter((operation) =>
      Object.keys(operation.responses['200']?.content ?? {}).some((type) => type !== 'application/json'),
    )
    .map((operation) => operation.operationId)
    .sort();
}

describe('files the API serves', () => {
  it('every endpoint whose success answer is not JSON declares the file it answers', () => {
    const undeclared = Object.values(endpoints)
      .filter((endpoint) => (endpoint.responses as Record<number, unknown>)[200] === null)
      .filter((endpoint) => !('file' in endpoint && endpoint.file))
      .map((endpoint) => endpoint.name);
    expect(undeclared).toEqual([]);
  });

  it('every file-serving operation of the OpenAPI document sends an attachment, nosniff and no-store', async () => {
    expect(await fileOperations()).toEqual(Object.keys(fetchFile).sort());
    for (const [operationId, fetch] of Object.entries(fetchFile)) {
      const { url, token, host = HOSTS.demo } = await fetch();
      const response = await t.app.inject({
        url,
        headers: { host, ...(token ? bearer(token) : {}) },
      });
      const seen = {
        operationId,
        status: response.statusCode,
        nosniff: response.headers['x-content-type-options'],
        attachment: /^attachment(;|$)/.test(String(response.headers['content-disposition'])),
        noStore: /(^|,\s*)no-store(\s*,|$)/.test(String(response.headers['cache-control'])),
      };
      if (PUBLIC_ASSETS.has(operationId)) {
        expect(seen).toMatchObject({ status: 200, nosniff: 'nosniff' });
        expect(response.headers['content-security-policy']).toContain('sandbox');
        continue;
      }
      expect(seen).toEqual({ operationId, status: 200, nosniff: 'nosniff', attachment: true, noStore: true });
    }
  });

  it('documents each file with its media types', async () => {
    const document = (await t.app.inject({ url: `${API_BASE}/docs/json` })).json<{
      paths: Record<string, Record<string, Operation>>;
    }>();
    const receipt = document.paths[`${API_BASE}/claims/{id}/receipt`]!.get!;
    expect(Object.keys(receipt.responses['200']!.content!)).toEqual([
      FILE_TYPES.pdf,
      FILE_TYPES.jpeg,
      FILE_TYPES.png,
    ]);
  });
});
