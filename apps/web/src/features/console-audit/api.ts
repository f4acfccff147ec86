import type { ConsoleAuditQuery, EmployerAuditQuery } from '@portal/contracts/console-audit';
import { api } from '../../lib/api.ts';
import { requestTo } from '../../lib/console-request.ts';
import type { ResponseOf } from '../../lib/endpoint-request.ts';

/** The console's Audit trail (every recorded event), and an employer's own client's, filtered and paged. */
export const consoleAuditApi = api.injectEndpoints({
  endpoints: (build) => ({
    listConsoleAudit: build.query<ResponseOf<'consoleAuditList'>, ConsoleAuditQuery>({
      query: (query) => requestTo('consoleAuditList', { query }),
      // Every change anywhere writes an event: the trail is read afresh each time it is opened.
      keepUnusedDataFor: 0,
    }),
    listEmployerAudit: build.query<
      ResponseOf<'employerAuditList'>,
      { clientId: string; query: EmployerAuditQuery }
    >({
      query: ({ clientId, query }) => requestTo('employerAuditList', { params: { clientId }, query }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useListConsoleAuditQuery, useListEmployerAuditQuery } = consoleAuditApi;
