import type {
  NewSchemeYear,
  NewWindow,
  PayrollScheduleChange,
  WindowChange,
} from '@portal/contracts/console-scheme';
import { api } from '../../lib/api.ts';
import { apiTags } from '../../lib/api-tags.ts';
import { requestTo } from '../../lib/console-request.ts';
import type { ResponseOf } from '../../lib/endpoint-request.ts';

type YearArgs = { clientSlug: string; year: number };
type WindowArgs = YearArgs & { windowId: string };
const tagOf = (clientSlug: string) => [{ type: apiTags.consoleScheme, id: clientSlug }];
const params = ({ clientSlug, year }: YearArgs) => ({ clientSlug, year: String(year) });

/** The console's Scheme years and windows area (the console-scheme server module). */
export const consoleSchemeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getConsoleScheme: build.query<ResponseOf<'consoleScheme'>, string>({
      query: (clientSlug) => requestTo('consoleScheme', { params: { clientSlug } }),
      providesTags: (_result, _error, clientSlug) => tagOf(clientSlug),
    }),
    addSchemeYear: build.mutation<
      ResponseOf<'addConsoleSchemeYear'>,
      { clientSlug: string; year: NewSchemeYear }
    >({
      query: ({ clientSlug, year }) =>
        requestTo('addConsoleSchemeYear', { params: { clientSlug }, body: year }),
      invalidatesTags: (_result, _error, { clientSlug }) => tagOf(clientSlug),
    }),
    makeSchemeYearCurrent: build.mutation<
      ResponseOf<'makeConsoleSchemeYearCurrent'>,
      YearArgs & { reason: string }
    >({
      query: (args) =>
        requestTo('makeConsoleSchemeYearCurrent', { params: params(args), body: { reason: args.reason } }),
      invalidatesTags: (_result, _error, { clientSlug }) => tagOf(clientSlug),
    }),
    addWindow: build.mutation<ResponseOf<'addConsoleWindow'>, YearArgs & { window: NewWindow }>({
      query: (args) => requestTo('addConsoleWindow', { params: params(args), body: args.window }),
      invalidatesTags: (_result, _error, { clientSlug }) => tagOf(clientSlug),
    }),
    changeWindow: build.mutation<ResponseOf<'changeConsoleWindow'>, WindowArgs & { window: WindowChange }>({
      query: (args) =>
        requestTo('changeConsoleWindow', {
          params: { ...params(args), windowId: args.windowId },
          body: args.window,
        }),
      invalidatesTags: (_result, _error, { clientSlug }) => tagOf(clientSlug),
    }),
    removeWindow: build.mutation<ResponseOf<'removeConsoleWindow'>, WindowArgs>({
      query: (args) =>
        requestTo('removeConsoleWindow', { params: { ...params(args), windowId: args.windowId } }),
      invalidatesTags: (_result, _error, { clientSlug }) => tagOf(clientSlug),
    }),
    setPayrollSchedule: build.mutation<
      ResponseOf<'setConsolePayrollSchedule'>,
      YearArgs & { schedule: PayrollScheduleChange }
    >({
      query: (args) => requestTo('setConsolePayrollSchedule', { params: params(args), body: args.schedule }),
      invalidatesTags: (_result, _error, { clientSlug }) => tagOf(clientSlug),
    }),
  }),
});

export const {
  useGetConsoleSchemeQuery,
  useAddSchemeYearMutation,
  useMakeSchemeYearCurrentMutation,
  useAddWindowMutation,
  useChangeWindowMutation,
  useRemoveWindowMutation,
  useSetPayrollScheduleMutation,
} = consoleSchemeApi;
