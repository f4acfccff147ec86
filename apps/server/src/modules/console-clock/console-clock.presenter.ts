/** The console's view of the demo clock: the portal's time, its offset, and the ready-made moves from it. */
import { ACCOUNT_LOCK_MINUTES, type DemoClock, type DemoClockPreset } from '@portal/contracts';
import { ukDateOf } from '@portal/benefits';
import type { Database } from '../../db/client.ts';
import { RESET_VALID_MINUTES } from '../account/index.ts';
import { nextProbationEnds, openWindows } from './console-clock.repository.ts';

const minutesAfter = (now: Date, minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString();

/** A minute past each limit, so the demonstration lands on the other side of it. */
async function presets(db: Database, now: Date): Promise<DemoClockPreset[]> {
  const today = ukDateOf(now);
  const [windows, probations] = await Promise.all([openWindows(db, today), nextProbationEnds(db, today)]);
  return [
    // Midday UTC is the same calendar day in London, summer or winter.
    ...windows.map((window) => ({
      kind: 'windowLastDay' as const,
      client: window.client,
      to: `${window.closesOn}T12:00:00.000Z`,
    })),
    // The day after: probation ends with its last day.
    ...probations
      .sort((a, b) => a.client.localeCompare(b.client))
      .map((probation) => ({
        kind: 'pastProbationEnd' as const,
        client: probation.client,
        person: `${probation.firstName} ${probation.surname}`,
        to: new Date(Date.parse(`${probation.endsOn}T12:00:00.000Z`) + 86_400_000).toISOString(),
      })),
    { kind: 'pastLockout', to: minutesAfter(now, ACCOUNT_LOCK_MINUTES + 1) },
    { kind: 'pastResetLink', to: minutesAfter(now, RESET_VALID_MINUTES + 1) },
  ];
}

export async function presentDemoClock(
  db: Database,
  clock: { now: Date; offsetMs: number; available: boolean },
): Promise<DemoClock> {
  return {
    available: clock.available,
    now: clock.now.toISOString(),
    offsetMs: clock.offsetMs,
    moved: clock.offsetMs !== 0,
    presets: clock.available ? await presets(db, clock.now) : [],
  };
}
