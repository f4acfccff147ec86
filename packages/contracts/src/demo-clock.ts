/**
 * The demo's clock (issue 35): in demo mode an operator moves the portal's time forward or back (from the
 * console's "Demo clock" area or `npm run admin -- clock`), so that time-dependent behaviour (a window's last day,
 * a lockout ending, a link expiring) can be shown end to end. Every process of the portal reads the same offset;
 * the web app shows a banner while it is moved.
 */
import { z } from 'zod';

/** The refusal of every move when the portal runs for real. */
export const DEMO_CLOCK_REFUSED_MESSAGE =
  'The demo clock can only be moved in demo mode: this portal runs for real (SMTP_URL is set or NODE_ENV is production).';

/** A move must land within this of the real time, either way (a typing slip of a century is refused). */
export const DEMO_CLOCK_MAX_OFFSET_DAYS = 3_660;

const DURATION_UNITS_MS = { d: 86_400_000, h: 3_600_000, m: 60_000 } as const;

/** What a duration looks like: one or more whole numbers of days, hours and minutes, e.g. `3d`, `2h`, `1d12h`. */
export const CLOCK_DURATION_PATTERN = /^(?:(\d{1,4})d)?(?:(\d{1,5})h)?(?:(\d{1,6})m)?$/;

/** `3d`, `2h`, `15m`, `1d2h30m` (spaces ignored) in milliseconds; null when it is not one, or is nothing. */
export function parseClockDuration(text: string): number | null {
  const match = CLOCK_DURATION_PATTERN.exec(text.replace(/\s+/g, '').toLowerCase());
  if (!match || match[0] === '') return null;
  const [, days = '0', hours = '0', minutes = '0'] = match;
  const ms =
    Number(days) * DURATION_UNITS_MS.d +
    Number(hours) * DURATION_UNITS_MS.h +
    Number(minutes) * DURATION_UNITS_MS.m;
  return ms > 0 ? ms : null;
}

/** The offsets a move may give: within DEMO_CLOCK_MAX_OFFSET_DAYS of the real time. */
export function isDemoClockOffsetAllowed(offsetMs: number): boolean {
  return Math.abs(offsetMs) <= DEMO_CLOCK_MAX_OFFSET_DAYS * DURATION_UNITS_MS.d;
}

/** The console's ready-made moves, each a time worked out by the server when the area is read. */
export const demoClockPresetKinds = [
  'windowLastDay',
  'pastProbationEnd',
  'pastLockout',
  'pastResetLink',
] as const;
export const demoClockPresetSchema = z.object({
  kind: z.enum(demoClockPresetKinds),
  /** The client whose open window, or whose employee's probation, it is. */
  client: z.string().optional(),
  /** Whose probation ends (pastProbationEnd: the client's next probation to end). */
  person: z.string().optional(),
  to: z.iso.datetime({ offset: true }),
});
export type DemoClockPreset = z.infer<typeof demoClockPresetSchema>;

export const demoClockSchema = z.object({
  /** Demo mode: false when the portal runs for real, and every move is refused. */
  available: z.boolean(),
  /** The portal's time as it answered. */
  now: z.iso.datetime({ offset: true }),
  /** How far the portal's time is from the real time (0 when it is not moved). */
  offsetMs: z.number().int(),
  moved: z.boolean(),
  presets: z.array(demoClockPresetSchema),
});
export type DemoClock = z.infer<typeof demoClockSchema>;

/**
 * A move's or a reset's answer: the clock as it now is, and whether the change ended the operator's own session
 * (a move forward past its idle time or its access token's life), so that the console signs them out and says why.
 */
export const demoClockChangeSchema = demoClockSchema.extend({ sessionEnded: z.boolean() });
export type DemoClockChange = z.infer<typeof demoClockChangeSchema>;

/** A move names the time the portal's clock should show now; forward and back are worked out from it. */
export const demoClockMoveSchema = z.object({
  to: z.iso.datetime({ offset: true, message: 'Please give a date and time such as 2026-12-03T09:00:00Z' }),
});
export type DemoClockMove = z.infer<typeof demoClockMoveSchema>;

/** On the login setup: how far the portal's clock is moved, or null when it is not. */
export const loginSetupDemoClockSchema = z.object({ offsetMs: z.number().int() }).nullable();

/** GET /api/demo-clock: the same for anyone, signed in or not (0 when it is not moved, or not demo mode). */
export const publicDemoClockSchema = z.object({ offsetMs: z.number().int() }).meta({ id: 'PublicDemoClock' });
export type PublicDemoClock = z.infer<typeof publicDemoClockSchema>;
