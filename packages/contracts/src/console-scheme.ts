/**
 * The console's Scheme years and windows area (issue 35): a client's scheme years, each with its enrolment
 * windows, payroll cut-off day, pay day and window lengths. Windows are added, moved and (before they open)
 * removed by an operator; a window that is open (before or after the change) is moved only with a reason, and its
 * employees are told. The cut-off day, pay day and window lengths are set together, always with a reason.
 */
import { z } from 'zod';
import { changeReasonSchema, clientSlugParamsSchema, consoleClientRefSchema } from './console.ts';

const day = z.iso.date('Use a date such as 2027-01-15');

/** Where a window stands on the portal's today. */
export const windowStateSchema = z.enum(['upcoming', 'open', 'closed']);
export type WindowState = z.infer<typeof windowStateSchema>;

export const consoleWindowSchema = z.object({
  id: z.string(),
  opensOn: day,
  /** The last day choices may be made (inclusive). */
  closesOn: day,
  /** The codes of the benefit groups it opens; empty: every group. */
  groups: z.array(z.string()),
  state: windowStateSchema,
});
export type ConsoleWindow = z.infer<typeof consoleWindowSchema>;

export const consoleSchemeYearSchema = z.object({
  /** `2026`: the year the scheme year starts in. */
  year: z.number().int(),
  startsOn: day,
  endsOn: day,
  isCurrent: z.boolean(),
  payrollCutOffDay: z.number().int(),
  /** When the year's periods are paid: the last working day, or a day of the month (moved back to a working day). */
  payDay: z.union([z.literal('last-working-day'), z.number().int()]),
  /** How long a new joiner's window stays open, and a life event's after the event when its type sets none. */
  newJoinerWindowDays: z.number().int(),
  lifeEventWindowDays: z.number().int(),
  windows: z.array(consoleWindowSchema),
});
export type ConsoleSchemeYear = z.infer<typeof consoleSchemeYearSchema>;

/** GET: every scheme year of the client, oldest first, with the rules every client shares. */
export const consoleSchemeSchema = z
  .object({
    client: consoleClientRefSchema,
    /** The portal's today (the demo clock's, when it is moved): what `state` was worked out on. */
    today: day,
    years: z.array(consoleSchemeYearSchema),
    /** The client's benefit groups, in their display order: what a window may be limited to. */
    groups: z.array(z.object({ code: z.string(), name: z.string() })),
  })
  .meta({ id: 'ConsoleScheme' });
export type ConsoleScheme = z.infer<typeof consoleSchemeSchema>;

export const schemeYearParamsSchema = clientSlugParamsSchema.extend({
  year: z.coerce.number().int().min(2000).max(2100),
});
export const schemeWindowParamsSchema = schemeYearParamsSchema.extend({ windowId: z.uuid() });

export const CUT_OFF_DAY_MESSAGE = 'Choose a day from 1 to 28 (every month has one)';

/**
 * A window's dates, and the benefit groups it opens (codes of the client's groups; none or empty: every group).
 * Left out of a move, the window keeps its groups.
 */
export const newWindowSchema = z.object({
  opensOn: day,
  closesOn: day,
  groups: z.array(z.string().max(64)).max(100).optional(),
});
export type NewWindow = z.infer<typeof newWindowSchema>;

/** A moved window; the reason is needed when the window is open before or after the move. */
export const windowChangeSchema = newWindowSchema.extend({ reason: changeReasonSchema.optional() });
export type WindowChange = z.infer<typeof windowChangeSchema>;

/** A whole number from `min` to `max`, every other value answered with the one message. */
const wholeNumber = (min: number, max: number, message: string) =>
  z.number(message).int(message).min(min, message).max(max, message);

const cutOffDay = wholeNumber(1, 28, CUT_OFF_DAY_MESSAGE);

/** The messages of a year's payroll schedule and window lengths, by field (ranges: packages/benefits). */
export const PAYROLL_SCHEDULE_MESSAGES = {
  payDay: 'Choose the last working day, or a day of the month from 1 to 28 (every month has one)',
  newJoinerWindowDays: 'Enter a number of days from 7 to 90',
  lifeEventWindowDays: 'Enter a number of days from 7 to 180',
} as const;

export const LAST_WORKING_DAY_PAY_DAY = 'last-working-day';

const payDay = z.union(
  [z.literal(LAST_WORKING_DAY_PAY_DAY), wholeNumber(1, 28, PAYROLL_SCHEDULE_MESSAGES.payDay)],
  { error: PAYROLL_SCHEDULE_MESSAGES.payDay },
);
const newJoinerWindowDays = wholeNumber(7, 90, PAYROLL_SCHEDULE_MESSAGES.newJoinerWindowDays);
const lifeEventWindowDays = wholeNumber(7, 180, PAYROLL_SCHEDULE_MESSAGES.lifeEventWindowDays);

/**
 * A scheme year's payroll and windows, set together: its cut-off day, pay day and window lengths. They change
 * what payroll deducts and when employees may choose, so a reason is always kept.
 */
export const payrollScheduleChangeSchema = z.object({
  payrollCutOffDay: cutOffDay,
  payDay,
  newJoinerWindowDays,
  lifeEventWindowDays,
  reason: changeReasonSchema,
});
export type PayrollScheduleChange = z.infer<typeof payrollScheduleChangeSchema>;

/** The messages of a new scheme year, by its field, and of making a year current. */
export const SCHEME_YEAR_MESSAGES = {
  yearRange: 'Enter a year from 2000 to 2100, such as 2027',
  yearTaken: (year: number) => `This client already has a scheme year ${year}`,
  notInYear: (year: number) => `The scheme year ${year} must start in ${year}`,
  endsBeforeStarts: 'The end date must be after the start date',
  overlaps: (year: number, startsOn: string, endsOn: string) =>
    `This scheme year overlaps the scheme year ${year}, ${startsOn} to ${endsOn}: years may not share a day`,
  /** 409: the current year moves on only. */
  notLater: (current: number) => `Only a scheme year after the current one (${current}) can be made current`,
} as const;

/** A scheme year added to a client: the first becomes its current year, a later one is made current later. */
export const newSchemeYearSchema = z.object({
  year: z
    .number(SCHEME_YEAR_MESSAGES.yearRange)
    .int(SCHEME_YEAR_MESSAGES.yearRange)
    .min(2000, SCHEME_YEAR_MESSAGES.yearRange)
    .max(2100, SCHEME_YEAR_MESSAGES.yearRange),
  startsOn: day,
  /** The year's last day (inclusive). */
  endsOn: day,
  payrollCutOffDay: cutOffDay,
  /** Left out: the year before's (else the last working day, 30 and 30 days). */
  payDay: payDay.optional(),
  newJoinerWindowDays: newJoinerWindowDays.optional(),
  lifeEventWindowDays: lifeEventWindowDays.optional(),
});
export type NewSchemeYear = z.infer<typeof newSchemeYearSchema>;

/** Making a later year current changes every employee's catalogue: the reason is kept in the audit trail. */
export const currentSchemeYearChangeSchema = z.object({ reason: changeReasonSchema });
export type CurrentSchemeYearChange = z.infer<typeof currentSchemeYearChangeSchema>;

/** The messages by a window's date field (the server's; the form shows them as they come). */
export const WINDOW_MESSAGES = {
  closesBeforeOpens: 'The close date must be on or after the open date',
  outsideYear: (startsOn: string, endsOn: string) =>
    `The window must close within the scheme year, ${startsOn} to ${endsOn} (it may open before the year starts)`,
  unknownGroups: (codes: string) => `Choose among the client's benefit groups (${codes} is not one of them)`,
  overlaps: (opensOn: string, closesOn: string) =>
    `This window overlaps the window from ${opensOn} to ${closesOn}: windows may not share a day`,
  /** 409s: what has begun stays. */
  removeOpened: 'This window has opened, so it cannot be removed: change its close date instead',
  changeClosed: 'This window has closed, so it cannot be changed: add a new window instead',
} as const;
