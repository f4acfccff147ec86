import {
  endpoints,
  WELCOME_RESEND_ACTIVATED_MESSAGE,
  WELCOME_RESEND_TOO_SOON_MESSAGE,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { sendDownload } from '../../lib/download.ts';
import { addRoute } from '../../lib/endpoint-route.ts';
import { HttpError } from '../../lib/http-error.ts';
import { requestOrigin } from '../../lib/request-origin.ts';
import { NOT_FOUND_MESSAGE, principalOf } from '../../plugins/auth.ts';
import type { AccountDeps } from '../account/index.ts';
import type { TenantDirectory } from '../tenants/index.ts';
import {
  createRegistrationFigures,
  employeeDetail,
  employeeList,
  employeeListReport,
  twoFactorList,
  twoFactorReport,
} from './employees.service.ts';
import { createRosterSearch } from './roster-search.ts';
import { setTwoFactorEnforcement } from './two-factor-enforcement.ts';
import { resendWelcome, resendWelcomes } from './welcome-emails.ts';

export interface EmployeesDeps {
  accounts: AccountDeps;
  tenants: TenantDirectory;
}

const employer = { access: 'employer' as const, clientParam: 'clientId' };

export function employeesRoutes({ accounts, tenants }: EmployeesDeps) {
  const { db, clock } = accounts;
  const reads = {
    db,
    figures: createRegistrationFigures(db),
    rosterIndexOf: createRosterSearch(db),
  };
  return async (app: FastifyInstance) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });

    addRoute(app, endpoints.employeeList, {
      config: employer,
      handler: (request) => employeeList(reads, principalOf(request), request.query),
    });
    addRoute(app, endpoints.employeeListReport, {
      // The rows the employer already sees, as a file: no permission beyond the list's (docs/decisions.md).
      config: employer,
      handler: async (request, reply) =>
        sendDownload(reply, employeeListReport(db, clock, principalOf(request), request.query)),
    });
    addRoute(app, endpoints.employeeDetail, {
      config: employer,
      handler: async (request) => {
        const detail = await employeeDetail(db, principalOf(request), request.params.employeeId);
        if (!detail) throw new HttpError(404, NOT_FOUND_MESSAGE);
        return detail;
      },
    });
    addRoute(app, endpoints.twoFactorList, {
      config: employer,
      handler: async (request, reply) => {
        const principal = principalOf(request);
        if (request.query.type === 'employeeTwoFA') {
          return sendDownload(reply, twoFactorReport(db, clock, principal, request.query));
        }
        return twoFactorList(reads, principal, request.query);
      },
    });
    addRoute(app, endpoints.twoFactorEnforcement, {
      config: employer,
      handler: async (request) => ({
        isEnforcementTwoFAEnabled: principalOf(request).tenant.twoFactorPolicy === 'enforced',
      }),
    });
    addRoute(app, endpoints.setTwoFactorEnforcement, {
      config: { ...employer, permission: 'settings' },
      handler: async (request) => {
        const enforced = request.body.isEnforcementTwoFAEnabled;
        await setTwoFactorEnforcement(
          { db, clock, tenants },
          principalOf(request),
          enforced,
          requestOrigin(request),
        );
        return { isEnforcementTwoFAEnabled: enforced };
      },
    });
    addRoute(app, endpoints.bulkWelcomeResend, {
      config: employer,
      handler: (request) => resendWelcomes(accounts, principalOf(request), request.body),
    });
    addRoute(app, endpoints.welcomeResend, {
      config: { access: 'employer' },
      handler: async (request) => {
        const outcome = await resendWelcome(accounts, principalOf(request), request.params.employeeId);
        if (outcome.kind === 'not-found') throw new HttpError(404, NOT_FOUND_MESSAGE);
        if (outcome.kind === 'activated') throw new HttpError(409, WELCOME_RESEND_ACTIVATED_MESSAGE);
        if (outcome.kind === 'sent-recently') throw new HttpError(429, WELCOME_RESEND_TOO_SOON_MESSAGE);
        return { sentTo: outcome.sentTo, sentAt: outcome.sentAt.toISOString() };
      },
    });
  };
}
