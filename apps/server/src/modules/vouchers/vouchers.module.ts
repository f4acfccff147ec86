/**
 * Childcare vouchers (issue 18): GET /api/ccv/balance (a member's balance and last payment date), for employers
 * GET /api/ccv/manage (next voucher date, placed and saved orders) and POST /api/ccv/manage/frame-code (the
 * frame's single-use code); and, outside /api, the voucher management page the portal frames
 * (/voucher-management). Payroll runs credit the accounts (modules/payroll).
 */
import { defineModule } from '../../lib/app-context.ts';
import { secureCookies } from '../../config.ts';
import { tenantDirectory } from '../tenants/index.ts';
import { themes } from '../theme/index.ts';
import { voucherFrameRoutes } from './voucher-frame.routes.ts';
import { vouchersRoutes } from './vouchers.routes.ts';

export const vouchersModule = defineModule('vouchers', async (api, context) => {
  const { db, clock } = context;
  await api.register(vouchersRoutes({ db, clock }));
});

export const voucherFrameModule = defineModule(
  'voucher-frame',
  async (app, context) => {
    const { db, clock, config } = context;
    await app.register(voucherFrameRoutes, {
      db,
      clock,
      tenants: context.use(tenantDirectory),
      themes: context.use(themes),
      defaultClient: config.defaultClient,
      secureCookies: secureCookies(config),
    });
  },
  { prefix: '' },
);
