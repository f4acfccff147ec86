import type { ConsoleAuditQuery } from '@portal/contracts/console-audit';
import { api } from '../../lib/api.ts';
import { requestTo, type ResponseOf } from '../../lib/endpoint-request.ts';

/** The console's Audit trail: every recorded event, filtered and paged. */
export const consoleAuditApi = api.injectEndpoints({
  endpoints: (build) => ({
    listConsoleAudit: build.query<ResponseOf<'consoleAuditList'>, ConsoleAuditQuery>({
      query: (query) => requestTo('consoleAuditList', { query }),
      // Every change anywhere writes an event: the trail is read afresh each time it is opened.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useListConsoleAuditQuery } = consoleAuditApi;
