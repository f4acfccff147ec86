import { clientSlugParamsSchema } from '../console.ts';
import {
  consoleSchemeSchema,
  currentSchemeYearChangeSchema,
  newSchemeYearSchema,
  newWindowSchema,
  payrollScheduleChangeSchema,
  schemeWindowParamsSchema,
  schemeYearParamsSchema,
  windowChangeSchema,
} from '../console-scheme.ts';
import { describe, errorResponses } from '../endpoint.ts';

const operator =
  'Platform administrators with two-factor passed, on the platform host. A slug that names no client, a year it does not have or a window not of that year answers 404.';
const audited = 'The change and its audit row (before and after, and the reason) are written together.';
const dates =
  'A close date before the open date, a date outside the scheme year, a window sharing a day with another of the year or a benefit group the client does not have answers 400 with the message by its field, and nothing is saved. A window with no groups opens every group.';

export const consoleSchemeEndpoints = {
  consoleScheme: describe('consoleScheme', {
    tags: ['console'],
    summary:
      "A client's scheme years, each with its enrolment windows, payroll cut-off day, pay day and window lengths",
    description: operator,
    params: clientSlugParamsSchema,
    responses: { 200: consoleSchemeSchema, ...errorResponses(401, 403, 404) },
  }),
  addConsoleSchemeYear: describe('addConsoleSchemeYear', {
    tags: ['console'],
    summary: 'Adds a scheme year to a client; the first becomes its current year',
    description: `${operator} A year number the client has, a start outside that year, an end on or before the start or dates sharing a day with another year answer 400 with the message by its field, and nothing is saved. A pay day or window length left out is the year before's. The same year sent again is no second year. ${audited}`,
    params: clientSlugParamsSchema,
    body: newSchemeYearSchema,
    responses: { 201: consoleSchemeSchema, ...errorResponses(400, 401, 403, 404) },
  }),
  makeConsoleSchemeYearCurrent: describe('makeConsoleSchemeYearCurrent', {
    tags: ['console'],
    summary: "Makes a later scheme year the client's current one (employees' catalogue changes)",
    description: `${operator} A reason is required (400 by its field). A year before the current one answers 409; the current year again changes nothing. ${audited}`,
    params: schemeYearParamsSchema,
    body: currentSchemeYearChangeSchema,
    responses: { 200: consoleSchemeSchema, ...errorResponses(400, 401, 403, 404, 409) },
  }),
  addConsoleWindow: describe('addConsoleWindow', {
    tags: ['console'],
    summary: 'Adds an enrolment window to a scheme year',
    description: `${operator} ${dates} The same window sent again is no second window. ${audited}`,
    params: schemeYearParamsSchema,
    body: newWindowSchema,
    responses: { 201: consoleSchemeSchema, ...errorResponses(400, 401, 403, 404) },
  }),
  changeConsoleWindow: describe('changeConsoleWindow', {
    tags: ['console'],
    summary: "Moves an enrolment window's dates or changes the benefit groups it opens",
    description: `${operator} ${dates} A window open before or after the change needs a reason, and when its dates move its client's active employees are e-mailed the new dates; a closed window answers 409. ${audited}`,
    params: schemeWindowParamsSchema,
    body: windowChangeSchema,
    responses: { 200: consoleSchemeSchema, ...errorResponses(400, 401, 403, 404, 409) },
  }),
  removeConsoleWindow: describe('removeConsoleWindow', {
    tags: ['console'],
    summary: 'Removes an enrolment window that has not opened',
    description: `${operator} A window that has opened answers 409. ${audited}`,
    params: schemeWindowParamsSchema,
    responses: { 200: consoleSchemeSchema, ...errorResponses(401, 403, 404, 409) },
  }),
  setConsolePayrollSchedule: describe('setConsolePayrollSchedule', {
    tags: ['console'],
    summary:
      "Sets a scheme year's payroll cut-off day, pay day and new-joiner and life-event window lengths, with a reason",
    description: `${operator} A cut-off day outside 1 to 28, a pay day neither the last working day nor a day from 1 to 28, a new-joiner window outside 7 to 90 days, a life-event window outside 7 to 180 days or no reason answers 400 by its field, and nothing is saved. The same values again are no second change. ${audited}`,
    params: schemeYearParamsSchema,
    body: payrollScheduleChangeSchema,
    responses: { 200: consoleSchemeSchema, ...errorResponses(400, 401, 403, 404) },
  }),
};
