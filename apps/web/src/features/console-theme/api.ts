import type { ConsoleThemeChangeInput } from '@portal/contracts/console-theme';
import { api } from '../../lib/api.ts';
import { apiTags } from '../../lib/api-tags.ts';
import { requestTo } from '../../lib/console-request.ts';
import type { ResponseOf } from '../../lib/endpoint-request.ts';

/** The console's theme editor (the console-theme server module): a client's theme, read and saved. */
export const consoleThemeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getConsoleTheme: build.query<ResponseOf<'consoleTheme'>, string>({
      query: (clientSlug) => requestTo('consoleTheme', { params: { clientSlug } }),
      providesTags: (_result, _error, clientSlug) => [{ type: apiTags.consoleTheme, id: clientSlug }],
    }),
    saveConsoleTheme: build.mutation<
      ResponseOf<'saveConsoleTheme'>,
      { clientSlug: string; theme: ConsoleThemeChangeInput }
    >({
      query: ({ clientSlug, theme }) =>
        requestTo('saveConsoleTheme', { params: { clientSlug }, body: theme }),
      invalidatesTags: (_result, _error, { clientSlug }) => [{ type: apiTags.consoleTheme, id: clientSlug }],
    }),
  }),
});

export const { useGetConsoleThemeQuery, useSaveConsoleThemeMutation } = consoleThemeApi;
