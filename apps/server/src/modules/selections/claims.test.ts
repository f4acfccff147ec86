/**
 * Claims on a claimable benefit through the API (issue 16): Alex chooses the Health Cash Plan, then claims with
 * a receipt that is checked by its content; the claim is listed on the selection and its receipt is Alex's only.
 */
import {
  benefitSelectionResponseSchema,
  claimSchema,
  selectionChangeResponseSchema,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, getWithToken, HOSTS, signIn, testClock } from '../../../test/auth-helpers.ts';
import { createTestApp, seedDemo, type TestApp } from '../../../test/harness.ts';
import { multipartForm } from '../../../test/multipart.ts';

const time = testClock('2026-11-24T10:00:00.000Z');
let t: TestApp;
let alex: string;
let selectionId: string;
const HEALTH_CASH_PLAN = 6;
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);

beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
  await seedDemo(t.db);
  alex = (await signIn(t.app, 'employee@demo.test')).accessToken;
  const detail = await getWithToken(t.app, `/api/benefit/${HEALTH_CASH_PLAN}`, alex);
  const planId = (detail.json() as { plans: { id: string; name: string }[] }).plans[0]!.id;
  const created = await t.app.inject({
    method: 'POST',
    url: `/api/benefit/${HEALTH_CASH_PLAN}/selection`,
    headers: { host: HOSTS.demo, ...bearer(alex) },
    payload: { planId, accepted_terms: true, submit: true },
  });
  const { selection } = selectionChangeResponseSchema.parse(created.json());
  expect(selection.status).toBe('approved');
  selectionId = selection.selectionId;
});
afterAll(() => t.close());

async function claim(
  token: string,
  id: string,
  fields: Record<string, string>,
  receipt?: { name: string; type: string; content: Buffer },
) {
  const form = multipartForm(fields, receipt && { field: 'receipt', ...receipt });
  return t.app.inject({
    method: 'POST',
    url: `/api/selection/${id}/claims`,
    headers: { host: HOSTS.demo, ...bearer(token), 'content-type': form.contentType },
    payload: form.payload,
  });
}

const fields = { amount: '45.50', treatmentDate: '2026-11-02', description: 'Eye test and glasses' };

describe('POST /api/selection/:id/claims', () => {
  it('takes a claim with a PNG receipt and lists it on the selection', async () => {
    const response = await claim(alex, selectionId, fields, {
      name: 'receipt.png',
      type: 'image/png',
      content: PNG,
    });
    expect(response.statusCode).toBe(201);
    const made = claimSchema.parse(response.json());
    expect(made).toMatchObject({
      amount: 45.5,
      treatmentDate: '2026-11-02',
      status: 'submitted',
      statusLabel: 'Submitted',
      receiptName: 'receipt.png',
    });

    const view = benefitSelectionResponseSchema.parse(
      (await getWithToken(t.app, `/api/benefit/${HEALTH_CASH_PLAN}/selection`, alex)).json(),
    );
    expect(view.claims.map((listed) => listed.id)).toEqual([made.id]);

    const receipt = await getWithToken(t.app, `/api/claims/${made.id}/receipt`, alex);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe('image/png');
    expect(receipt.rawPayload.equals(PNG)).toBe(true);
    const sam = (await signIn(t.app, 'employer@demo.test')).accessToken;
    expect((await getWithToken(t.app, `/api/claims/${made.id}/receipt`, sam)).statusCode).toBe(404);
  });

  it('checks the receipt by its content, not its name or type', async () => {
    const disguised = await claim(alex, selectionId, fields, {
      name: 'receipt.pdf',
      type: 'application/pdf',
      content: Buffer.from('MZ this is not a PDF'),
    });
    expect(disguised.statusCode).toBe(400);
    expect(disguised.json().errors).toEqual([
      { field: 'receipt', message: 'Please attach a receipt as a PDF, JPEG or PNG file of up to 10 MB' },
    ]);
    expect((await claim(alex, selectionId, fields)).statusCode).toBe(400);
  });

  it('serves a receipt under the extension of the type it is, whatever name it came with', async () => {
    const names = [
      ['receipt.html', 'receipt.png'],
      ['photo.svg', 'photo.png'],
      ['scan', 'scan.png'],
      ['Receipt.PNG', 'Receipt.PNG'],
    ];
    for (const [index, [name, served]] of names.entries()) {
      const content = Buffer.concat([PNG, Buffer.from([index])]);
      const made = await claim(alex, selectionId, fields, { name: name!, type: 'text/html', content });
      expect(made.statusCode).toBe(201);
      expect(made.json().receiptName).toBe(served);
      const receipt = await getWithToken(t.app, `/api/claims/${made.json().id}/receipt`, alex);
      expect(receipt.headers['content-disposition']).toBe(`attachment; filename="${served}"`);
      expect(receipt.headers['content-type']).toBe('image/png');
    }
  });

  it('refuses a polyglot: a PDF, JPEG or PNG whose bytes also hold HTML or SVG', async () => {
    const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]);
    const polyglots = [
      Buffer.concat([
        Buffer.from('%PDF-1.4\n'),
        Buffer.from('<html><script>alert(document.domain)</script>'),
      ]),
      Buffer.concat([JPEG, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')]),
      Buffer.concat([PNG, Buffer.from('tEXt<img src=x onerror=alert(1)>')]),
      Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from('<details open ontoggle=alert(1)>')]),
      Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from('<!DOCTYPE html><p>Pay here</p>')]),
    ];
    for (const content of polyglots) {
      const response = await claim(alex, selectionId, fields, {
        name: 'receipt.pdf',
        type: 'application/pdf',
        content,
      });
      expect([response.statusCode, response.json().errors]).toEqual([
        400,
        [
          {
            field: 'receipt',
            message: expect.stringMatching(/^The file also holds web page code \(HTML or SVG\)/),
          },
        ],
      ]);
    }
    // A PDF's own dictionaries, hex strings and metadata are not web page code.
    const plainPdf = Buffer.from(
      '%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj <48656c6c6f> endobj\n' +
        '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF><rdf:Description rdf:about="" xmp:CreatorTool="Scanner"/>' +
        '</rdf:RDF></x:xmpmeta>\n%%EOF\n',
    );
    const plain = await claim(alex, selectionId, fields, {
      name: 'r.pdf',
      type: 'application/pdf',
      content: plainPdf,
    });
    expect(plain.statusCode).toBe(201);
  });

  it('refuses a form field holding a NUL character as a body field would be, naming it', async () => {
    const response = await claim(
      alex,
      selectionId,
      { ...fields, description: 'Eye test\u0000' },
      { name: 'receipt.png', type: 'image/png', content: PNG },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'description', message: 'Contains a NUL character, which text cannot hold' },
    ]);
  });

  it('refuses a receipt over 10 MB, a future date, a bad amount, and a benefit that takes no claims', async () => {
    const large = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024, 0)]);
    const tooLarge = await claim(alex, selectionId, fields, {
      name: 'big.png',
      type: 'image/png',
      content: large,
    });
    expect(tooLarge.statusCode).toBe(413);
    const future = await claim(
      alex,
      selectionId,
      { ...fields, treatmentDate: '2026-12-01' },
      { name: 'r.png', type: 'image/png', content: PNG },
    );
    expect(future.json().errors[0].field).toBe('treatmentDate');
    const amount = await claim(
      alex,
      selectionId,
      { ...fields, amount: '-3' },
      { name: 'r.png', type: 'image/png', content: PNG },
    );
    expect(amount.json().errors[0].field).toBe('amount');
    const dental = benefitSelectionResponseSchema.parse(
      (await getWithToken(t.app, '/api/benefit/5/selection', alex)).json(),
    );
    const notClaimable = await claim(alex, dental.selection!.selectionId, fields, {
      name: 'r.png',
      type: 'image/png',
      content: PNG,
    });
    expect(notClaimable.statusCode).toBe(409);
  });
});
