/** The employer's engagement and insights: the figures of the dashboard's engagement and insights pages. */
import { addDays, addMonths, isoDate, partsOf, ukDateOf } from '@portal/benefits';
import type { EmployeeInsights, LoginsQuery, LoginsResponse } from '@portal/contracts';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { registeredPercentage } from '../employees/index.ts';
import {
  activations,
  activePeople,
  registrationByLocation,
  signInsByDevice,
  signInsByPeriod,
} from './insights.repository.ts';

const DAY_MS = 86_400_000;

export async function employeeInsights(
  db: Database,
  clock: Clock,
  clientId: string,
): Promise<EmployeeInsights> {
  const now = clock();
  const today = ukDateOf(now);
  const thirtyDaysAgo = addDays(today, -29);
  const monthStart = isoDate({ ...partsOf(today), day: 1 });
  const firstMonth = isoDate({ ...partsOf(addMonths(today, -11)), day: 1 });
  const [last30, thisMonth, devices, registration, locations] = await Promise.all([
    activePeople(db, clientId, thirtyDaysAgo, now),
    activePeople(db, clientId, monthStart, now),
    signInsByDevice(db, clientId, thirtyDaysAgo, now),
    activations(db, clientId, firstMonth),
    registrationByLocation(db, clientId),
  ]);
  let registered = registration.registeredBefore;
  const registrationByMonth = Array.from({ length: 12 }, (_, index) => {
    const month = addMonths(firstMonth, index).slice(0, 7);
    const activated = registration.byDay
      .filter((row) => row.day.startsWith(month))
      .reduce((sum, row) => sum + row.activated, 0);
    registered += activated;
    return { month, activated, registered };
  });
  return {
    activeUsers: { last30Days: last30.people, thisMonth: thisMonth.people },
    signInsLast30Days: last30.signIns,
    devices: devices
      .map((row) => ({ device: row.device ?? ('unknown' as const), signIns: row.signIns }))
      .sort((a, b) => b.signIns - a.signIns),
    registrationByMonth,
    registrationByLocation: locations.map((row) => ({
      ...row,
      registeredPercentage: registeredPercentage(row.registered, row.employees),
    })),
  };
}

/** Every day (or week) of the window, with none left out: a day nobody signed in counts 0. */
export async function employeeLogins(
  db: Database,
  clock: Clock,
  clientId: string,
  query: LoginsQuery,
): Promise<LoginsResponse> {
  const now = clock();
  const today = ukDateOf(now);
  const weekday = (new Date(`${today}T12:00:00Z`).getUTCDay() + 6) % 7;
  const first = query.by === 'day' ? addDays(today, -89) : addDays(today, -weekday - 12 * 7);
  const counted = await signInsByPeriod(db, clientId, first, now, query.by);
  const step = query.by === 'day' ? 1 : 7;
  const periods =
    Math.floor(
      (new Date(`${today}T12:00:00Z`).getTime() - new Date(`${first}T12:00:00Z`).getTime()) / (step * DAY_MS),
    ) + 1;
  const points = Array.from({ length: periods }, (_, index) => {
    const start = addDays(first, index * step);
    const found = counted.find((row) => row.start === start);
    return { start, signIns: found?.signIns ?? 0, people: found?.people ?? 0 };
  });
  return { by: query.by, points };
}
