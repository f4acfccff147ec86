/**
 * Money over time in the demo world (demo-data.md): Demo Ltd's payroll runs up to last month (April to October
 * 2026 when seeded in November), made by the real payroll run from the seeded selections; Taylor Reed's orders
 * to childcare providers, which leave £418.50 of the £750 payroll credited; and the order Sam Patel saved for
 * Taylor but has not placed. Order dates move with the demo's month shift.
 */
import { periodsPaidBy, type IsoDate } from '@portal/benefits';
import type { Database } from '../db/client.ts';
import { voucherOrders } from '../db/schema/index.ts';
import { runPayroll } from '../modules/payroll/index.ts';
import { USER_IDS } from './ids.ts';

const LITTLE_ACORNS = {
  providerName: 'Little Acorns Nursery',
  register: 'Ofsted',
  registrationNumber: 'EY482913',
};
const BRIGHT_STARS = {
  providerName: 'Bright Stars Holiday Club',
  register: 'Ofsted',
  registrationNumber: 'EY517204',
};

export async function seedPayroll(
  db: Database,
  tenant: { clientId: string; schemeYear: { startsOn: IsoDate; endsOn: IsoDate } },
  options: { today: IsoDate; moved: (date: IsoDate) => IsoDate },
): Promise<void> {
  const { clientId } = tenant;
  const clock = () => new Date(`${options.today}T12:00:00.000Z`);
  const thisMonth = options.today.slice(0, 7);
  const periods = periodsPaidBy(tenant.schemeYear, options.today).filter((period) => period < thisMonth);
  for (const period of periods) {
    const outcome = await runPayroll({ db, clock }, { clientId, period, trigger: 'seed' });
    if (!outcome.ok) throw new Error(`demo payroll run of ${period} failed: ${outcome.message}`);
  }
  const placedAt = (date: IsoDate) => new Date(`${options.moved(date)}T10:00:00.000Z`);
  const taylor = { clientId, userId: USER_IDS.demoLeaver };
  await db.insert(voucherOrders).values([
    {
      ...taylor,
      ...LITTLE_ACORNS,
      amountPence: 18_000,
      reference: 'May fees, Noah Reed',
      status: 'placed',
      placedAt: placedAt('2026-06-03'),
      createdAt: placedAt('2026-06-03'),
      createdBy: USER_IDS.demoLeaver,
    },
    {
      ...taylor,
      ...BRIGHT_STARS,
      amountPence: 15_150,
      reference: 'Summer holiday club, Noah Reed',
      status: 'placed',
      placedAt: placedAt('2026-08-12'),
      createdAt: placedAt('2026-08-12'),
      createdBy: USER_IDS.demoLeaver,
    },
    {
      ...taylor,
      ...LITTLE_ACORNS,
      amountPence: 12_000,
      reference: 'November fees, Noah Reed',
      status: 'saved',
      createdAt: placedAt('2026-11-02'),
      createdBy: USER_IDS.demoEmployer,
    },
  ]);
}
