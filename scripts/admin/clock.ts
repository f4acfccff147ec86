/**
 * `npm run admin -- clock show|set ISO|forward DURATION|back DURATION|reset`: the demo's clock (issue 35), demo
 * mode only. Works on the portal's database directly; running servers hear of a move at once (LISTEN/NOTIFY).
 * Each change is audited as the console's are, with `via: cli` and the operator's login name.
 */
import { DEMO_CLOCK_REFUSED_MESSAGE, parseClockDuration } from '@portal/contracts';
import { demoMode, loadConfig } from '../../apps/server/src/config.ts';
import { systemClock } from '../../apps/server/src/lib/clock.ts';
import { HttpError } from '../../apps/server/src/lib/http-error.ts';
import {
  changeDemoClock,
  DEMO_CLOCK_TOPIC,
  storedOffset,
  type ClockChange,
} from '../../apps/server/src/modules/console-clock/index.ts';
import { CommandError, operatorName, withDatabase } from '../operator-command.ts';

export const CLOCK_USAGE = `  npm run admin -- clock show|set ISO-DATE-TIME|forward DURATION|back DURATION|reset
      the demo's clock (demo mode only): DURATION such as 3d, 2h, 15m or 1d2h; set e.g. 2026-12-03T09:00Z`;

const ukTime = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'full',
  timeStyle: 'short',
  timeZone: 'Europe/London',
});

/** `3 days 2 hours`, `15 minutes`: an offset to the nearest minute. */
function span(ms: number): string {
  const minutes = Math.round(Math.abs(ms) / 60_000);
  const parts = [
    [Math.floor(minutes / 1440), 'day'],
    [Math.floor(minutes / 60) % 24, 'hour'],
    [minutes % 60, 'minute'],
  ] as const;
  const said = parts.filter(([n]) => n > 0).map(([n, unit]) => `${n} ${unit}${n === 1 ? '' : 's'}`);
  return said.length > 0 ? said.join(' ') : 'less than a minute';
}

function describe(offsetMs: number): string {
  const time = ukTime.format(new Date(Date.now() + offsetMs));
  if (offsetMs === 0) return `The portal's clock shows the real time: ${time} (UK).`;
  return `The portal's clock is moved ${offsetMs > 0 ? 'forward' : 'back'} ${span(offsetMs)}: ${time} (UK).`;
}

/** The change the arguments ask for, measured from the portal's time as it stands (`offsetMs`). */
function changeOf(action: string, value: string | undefined, offsetMs: number): ClockChange {
  if (action === 'reset' || value === undefined) return { kind: 'reset' };
  if (action === 'set') {
    const to = new Date(value);
    if (Number.isNaN(to.getTime()))
      throw new CommandError(`"${value}" is not a date and time such as 2026-12-03T09:00Z.`);
    return { kind: 'move', to };
  }
  const ms = parseClockDuration(value);
  if (ms === null) throw new CommandError(`"${value}" is not a duration such as 3d, 2h, 15m or 1d2h.`);
  return { kind: 'move', to: new Date(Date.now() + offsetMs + (action === 'forward' ? ms : -ms)) };
}

export async function runClockCommand(args: readonly string[]): Promise<number> {
  const [action = '', value, ...extra] = args;
  const wantsValue = action === 'set' || action === 'forward' || action === 'back';
  const known = wantsValue || action === 'show' || action === 'reset';
  if (!known || extra.length > 0 || wantsValue !== (value !== undefined)) {
    console.error(`Usage:\n${CLOCK_USAGE}`);
    return 2;
  }
  const config = loadConfig();
  const demo = demoMode(config);
  if (action !== 'show' && !demo) throw new CommandError(DEMO_CLOCK_REFUSED_MESSAGE);
  await withDatabase(config, async (database) => {
    const offsetMs = await storedOffset(database.db);
    if (action === 'show') {
      console.log(describe(demo ? offsetMs : 0));
      return;
    }
    const outcome = await changeDemoClock(
      { db: database.db, base: systemClock, demo },
      { via: 'cli', operator: operatorName() },
      changeOf(action, value, offsetMs),
    ).catch((error: unknown) => {
      throw error instanceof HttpError ? new CommandError(error.message) : error;
    });
    if (outcome.changed) await database.tell(DEMO_CLOCK_TOPIC);
    console.log(
      outcome.changed ? describe(outcome.offsetMs) : `Nothing to change. ${describe(outcome.offsetMs)}`,
    );
    console.error(`(${database.description})`);
  });
  return 0;
}
