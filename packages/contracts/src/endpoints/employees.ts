import { z } from 'zod';
import { describe, errorResponses, spreadsheetFile } from '../endpoint.ts';
import {
  bulkWelcomeResendRequestSchema,
  bulkWelcomeResendResponseSchema,
  employeeDetailSchema,
  employeeListQuerySchema,
  employeeListReportQuerySchema,
  employeeListResponseSchema,
  employeeParamsSchema,
  enforcementSettingSchema,
  twoFactorListQuerySchema,
  twoFactorListResponseSchema,
  welcomeResendParamsSchema,
  welcomeResendResponseSchema,
} from '../employees.ts';

/** The employer's routes name their own client; another client's id answers 404. */
export const clientParamsSchema = z.object({ clientId: z.string().max(64) });
const otherClient = 'A client other than the signed-in tenant answers 404.';
const refusals = errorResponses(400, 401, 403, 404);
const injection =
  'Cells that begin with =, +, -, @, a tab or a carriage return are prefixed with an apostrophe, so that no spreadsheet reads them as formulas.';

export const employeesEndpoints = {
  employeeList: describe('employeeList', {
    tags: ['employees'],
    summary: "The tenant's employees, paged, with the registration figure",
    description: `Employees and employers of the tenant. ${otherClient}`,
    params: clientParamsSchema,
    query: employeeListQuerySchema,
    responses: { 200: employeeListResponseSchema, ...refusals },
  }),
  employeeListReport: describe('employeeListReport', {
    tags: ['employees'],
    summary: 'The employee list with the same search, filter and order, as one CSV or XLSX file (streamed)',
    description: `${injection} ${otherClient}`,
    params: clientParamsSchema,
    query: employeeListReportQuerySchema,
    responses: { 200: null, ...refusals },
    file: spreadsheetFile,
  }),
  employeeDetail: describe('employeeDetail', {
    tags: ['employees'],
    summary: "One employee's HR record, activation and two-factor state, selections and life events",
    description: `An employee of another tenant answers 404. ${otherClient}`,
    params: employeeParamsSchema,
    responses: { 200: employeeDetailSchema, ...refusals },
  }),
  twoFactorList: describe('twoFactorList', {
    tags: ['employees'],
    summary: "The tenant's people with their two-factor state, paged; with type=employeeTwoFA, as a file",
    description: `${injection} ${otherClient}`,
    params: clientParamsSchema,
    query: twoFactorListQuerySchema,
    responses: { 200: twoFactorListResponseSchema, ...refusals },
    file: spreadsheetFile,
  }),
  twoFactorEnforcement: describe('twoFactorEnforcement', {
    tags: ['employees'],
    summary: 'Whether every user of the tenant must use two-factor authentication',
    params: clientParamsSchema,
    responses: { 200: enforcementSettingSchema, ...refusals },
  }),
  setTwoFactorEnforcement: describe('setTwoFactorEnforcement', {
    tags: ['employees'],
    summary: 'Turns two-factor enforcement on or off for the tenant',
    description: `On: each user without two-factor sets it up at their next sign-in. Needs the settings permission; audited. ${otherClient}`,
    params: clientParamsSchema,
    body: enforcementSettingSchema,
    responses: { 200: enforcementSettingSchema, ...refusals },
  }),
  bulkWelcomeResend: describe('bulkWelcomeResend', {
    tags: ['employees'],
    summary:
      'Sends a fresh welcome e-mail (activation link) to every employee not yet activated, or to those listed',
    description: `Each earlier link stops working. An employee sent one in the last hour, or already activated, is skipped with the reason. The e-mails go through the outbox. ${otherClient}`,
    params: clientParamsSchema,
    body: bulkWelcomeResendRequestSchema,
    responses: { 200: bulkWelcomeResendResponseSchema, ...refusals },
  }),
  welcomeResend: describe('welcomeResend', {
    tags: ['employees'],
    summary: 'Sends one employee a fresh welcome e-mail (activation link); the earlier link stops working',
    description:
      'One an hour per employee (429 with the reason); 409 when the employee has already activated; 404 for an employee of another tenant.',
    params: welcomeResendParamsSchema,
    responses: { 200: welcomeResendResponseSchema, ...errorResponses(401, 403, 404, 409, 429) },
  }),
};
