/**
 * Moving the demo's clock (issue 35), from the console or `npm run admin -- clock`: one row holds the offset;
 * a change locks it, is measured from what it holds, and writes its audit row (the portal's time and offset
 * before and after, and who) in the same transaction. The caller then tells every process (DEMO_CLOCK_TOPIC).
 * A move to the time the clock already shows (within a minute), or a reset of a clock that is not moved, changes
 * nothing and writes nothing: a double click records one change.
 */
import { DEMO_CLOCK_REFUSED_MESSAGE, isDemoClockOffsetAllowed } from '@portal/contracts';
import type { Database } from '../../db/client.ts';
import { recordAudit } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import { HttpError } from '../../lib/http-error.ts';
import { recordConsoleChange, type ConsoleActor } from '../console/index.ts';
import { lockedOffset, storeOffset } from './console-clock.repository.ts';

/** The change notices' topic: the demo clock's offset changed (every process reads it again). */
export const DEMO_CLOCK_TOPIC = 'demo-clock';

/** Moves closer than this to the time the clock shows are the same move (ten clicks at once, one change). */
const SAME_TIME_MS = 60_000;

export const DEMO_CLOCK_TOO_FAR_MESSAGE = 'Please choose a time within ten years of today';

/** Who changes the clock: an operator in the console, or someone at the server's command line. */
export type ClockChanger = { via: 'console'; actor: ConsoleActor } | { via: 'cli'; operator: string | null };

export type ClockChange = { kind: 'move'; to: Date } | { kind: 'reset' };

export interface DemoClockDeps {
  db: Database;
  /** The time without the offset (the system's): what the offset is measured from. */
  base: Clock;
  /** Demo mode: outside it every change is refused. */
  demo: boolean;
}

export class DemoClockRefused extends HttpError {}

export async function changeDemoClock(
  deps: DemoClockDeps,
  changer: ClockChanger,
  change: ClockChange,
): Promise<{ offsetMs: number; changed: boolean }> {
  if (!deps.demo) throw new DemoClockRefused(409, DEMO_CLOCK_REFUSED_MESSAGE);
  return deps.db.transaction(async (tx) => {
    const before = await lockedOffset(tx);
    const now = deps.base().getTime();
    const after = change.kind === 'reset' ? 0 : change.to.getTime() - now;
    if (!isDemoClockOffsetAllowed(after)) throw new DemoClockRefused(400, DEMO_CLOCK_TOO_FAR_MESSAGE);
    const same = change.kind === 'reset' ? before === 0 : Math.abs(after - before) < SAME_TIME_MS;
    if (same) return { offsetMs: before, changed: false };
    const real = new Date(now);
    await storeOffset(tx, after, real);
    const state = (offsetMs: number) => ({ time: new Date(now + offsetMs).toISOString(), offsetMs });
    const type = change.kind === 'reset' ? 'console.demo_clock_reset' : 'console.demo_clock_moved';
    if (changer.via === 'console') {
      await recordConsoleChange(tx, changer.actor, {
        type,
        clientId: null,
        before: state(before),
        after: state(after),
      });
    } else {
      // As the admin command's other changes: no signed-in person, the operator's login name, `via: cli`.
      await recordAudit(tx, {
        type,
        clientId: null,
        userId: null,
        detail: { via: 'cli', operator: changer.operator, before: state(before), after: state(after) },
        // At the portal's time when it was asked, as the console's changes are.
        at: new Date(now + before),
      });
    }
    return { offsetMs: after, changed: true };
  });
}
