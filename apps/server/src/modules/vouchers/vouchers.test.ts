/**
 * Childcare vouchers through the API (issue 18), on the demo world seeded on 24 November 2026: Taylor Reed left
 * on 31 August with £418.50 of vouchers to spend; Sam Patel saved an order for Taylor and has not placed it.
 */
import {
  ccvBalanceResponseSchema,
  voucherFrameCodeSchema,
  voucherManageResponseSchema,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { voucherFrameGrants } from '../../db/schema/index.ts';
import { CLIENT_IDS, USER_IDS } from '../../seed/ids.ts';
import { bearer, getWithToken, HOSTS, openSession, signIn, testClock } from '../../../test/auth-helpers.ts';
import { createTestApp, seedDemo, type TestApp } from '../../../test/harness.ts';

const time = testClock('2026-11-24T10:00:00.000Z');
let t: TestApp;
let sam: string;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
  await seedDemo(t.db);
  sam = (await signIn(t.app, 'employer@demo.test')).accessToken;
});
afterAll(() => t.close());

const balanceOf = async (email: string) =>
  ccvBalanceResponseSchema.parse(
    (await getWithToken(t.app, '/api/ccv/balance', (await signIn(t.app, email)).accessToken)).json(),
  );
const frameCode = async (token = sam, host: string = HOSTS.demo) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/ccv/manage/frame-code',
    headers: { host, ...bearer(token) },
  });
  expect(response.statusCode).toBe(201);
  return voucherFrameCodeSchema.parse(response.json()).code;
};
const openFrame = (query: string, host: string = HOSTS.demo, cookie?: string) =>
  t.app.inject({ url: `/voucher-management${query}`, headers: { host, ...(cookie ? { cookie } : {}) } });

describe('GET /api/ccv/balance', () => {
  it("answers Taylor's £418.50, last credited on the August pay day (the 31st was a bank holiday)", async () => {
    expect(await balanceOf('leaver@demo.test')).toEqual({ balance: 418.5, lastPaymentDate: '2026-08-28' });
  });

  it('answers a member of no voucher scheme nothing', async () => {
    expect(await balanceOf('employee@demo.test')).toEqual({ balance: 0, lastPaymentDate: null });
  });
});

describe('GET /api/ccv/manage', () => {
  it("answers the next voucher date, Taylor's two placed orders newest first and Sam's saved one", async () => {
    const manage = voucherManageResponseSchema.parse(
      (await getWithToken(t.app, '/api/ccv/manage', sam)).json(),
    );
    expect(manage.nextVoucherDate).toBe('2026-11-30');
    expect(manage.placedOrders.map((order) => [order.providerName, order.amount, order.placedOn])).toEqual([
      ['Bright Stars Holiday Club', 151.5, '2026-08-12'],
      ['Little Acorns Nursery', 180, '2026-06-03'],
    ]);
    expect(manage.savedOrders).toEqual([
      expect.objectContaining({
        memberName: 'Taylor Reed',
        providerName: 'Little Acorns Nursery',
        register: 'Ofsted',
        registrationNumber: 'EY482913',
        amount: 120,
        placedOn: null,
      }),
    ]);
  });

  it('is for employers only, and each sees their own tenant', async () => {
    const alex = await signIn(t.app, 'employee@demo.test');
    expect((await getWithToken(t.app, '/api/ccv/manage', alex.accessToken)).statusCode).toBe(403);
    const drew = await openSession(t.app, {
      id: USER_IDS.northwindEmployer,
      clientId: CLIENT_IDS.northwind,
      userType: 'employer',
    });
    const northwind = await getWithToken(t.app, '/api/ccv/manage', drew.accessToken, HOSTS.northwind);
    expect(northwind.json()).toMatchObject({ placedOrders: [], savedOrders: [] });
  });
});

describe('the voucher management frame', () => {
  it('exchanges a code for a frame session, drops the code from the address, and shows the orders', async () => {
    const opened = await openFrame(`?bearerToken=${await frameCode()}`);
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe('/voucher-management');
    const cookie = opened.cookies.find((candidate) => candidate.name === 'voucher_frame')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/voucher-management' });
    const page = await openFrame('', HOSTS.demo, `voucher_frame=${cookie.value}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(page.headers['x-frame-options']).toBeUndefined();
    expect(page.body).toContain('Next voucher date: <strong>30.11.26</strong>');
    expect(page.body).toContain('Little Acorns Nursery');
    expect(page.body).toContain('Bright Stars Holiday Club');
  });

  it('refuses a replayed code, an expired one, another tenant, and no session at all', async () => {
    const code = await frameCode();
    expect((await openFrame(`?bearerToken=${code}`)).statusCode).toBe(303);
    expect((await openFrame(`?bearerToken=${code}`)).statusCode).toBe(401);
    const late = await frameCode();
    time.advance(61_000);
    expect((await openFrame(`?bearerToken=${late}`)).statusCode).toBe(401);
    const elsewhere = await frameCode();
    expect((await openFrame(`?bearerToken=${elsewhere}`, HOSTS.northwind)).statusCode).toBe(401);
    const none = await openFrame('');
    expect(none.statusCode).toBe(401);
    expect(none.body).toContain('This page has expired');
    expect(none.headers['content-security-policy']).toContain("frame-ancestors 'self'");
  });

  it('stores only hashes of codes and sessions', async () => {
    const code = await frameCode();
    const rows = await t.db
      .select()
      .from(voucherFrameGrants)
      .where(eq(voucherFrameGrants.userId, USER_IDS.demoEmployer));
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it('gives codes to employers only', async () => {
    const alex = await signIn(t.app, 'employee@demo.test');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/ccv/manage/frame-code',
      headers: { host: HOSTS.demo, ...bearer(alex.accessToken) },
    });
    expect(response.statusCode).toBe(403);
  });

  it('colours the page with the tenant theme', async () => {
    const css = await t.app.inject({
      url: '/voucher-management/theme.css',
      headers: { host: HOSTS.northwind },
    });
    expect(css.headers['content-type']).toContain('text/css');
    expect(css.body).toContain('#c2410c');
  });
});
