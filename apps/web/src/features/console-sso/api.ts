import type { ConsoleSamlRollover, ConsoleSsoRemoval } from '@portal/contracts/console-sso';
import type { NewIdentityProvider, NewSamlProvider } from '@portal/contracts/single-sign-on';
import { api } from '../../lib/api.ts';
import { apiTags } from '../../lib/api-tags.ts';
import { requestTo } from '../../lib/console-request.ts';
import type { ResponseOf } from '../../lib/endpoint-request.ts';

type ProviderArgs = { clientSlug: string; provider: string };
const tagOf = (clientSlug: string) => [{ type: apiTags.consoleSso, id: clientSlug }];

/** The console's Single sign-on area (the console-sso server module): a client's providers and their changes. */
export const consoleSsoApi = api.injectEndpoints({
  endpoints: (build) => ({
    getConsoleSso: build.query<ResponseOf<'consoleSso'>, string>({
      query: (clientSlug) => requestTo('consoleSso', { params: { clientSlug } }),
      providesTags: (_result, _error, clientSlug) => tagOf(clientSlug),
    }),
    addOidcProvider: build.mutation<
      ResponseOf<'addConsoleOidcProvider'>,
      { clientSlug: string; provider: NewIdentityProvider }
    >({
      query: ({ clientSlug, provider }) =>
        requestTo('addConsoleOidcProvider', { params: { clientSlug }, body: provider }),
      invalidatesTags: (_result, _error, { clientSlug }) => tagOf(clientSlug),
    }),
    addSamlProvider: build.mutation<
      ResponseOf<'addConsoleSamlProvider'>,
      { clientSlug: string; provider: NewSamlProvider }
    >({
      query: ({ clientSlug, provider }) =>
        requestTo('addConsoleSamlProvider', { params: { clientSlug }, body: provider }),
      invalidatesTags: (_result, _error, { clientSlug }) => tagOf(clientSlug),
    }),
    setMfaTrust: build.mutation<ResponseOf<'setConsoleSsoMfaTrust'>, ProviderArgs & { trusted: boolean }>({
      query: ({ clientSlug, provider, trusted }) =>
        requestTo('setConsoleSsoMfaTrust', { params: { clientSlug, provider }, body: { trusted } }),
      invalidatesTags: (_result, _error, { clientSlug }) => tagOf(clientSlug),
    }),
    refreshMetadata: build.mutation<ResponseOf<'refreshConsoleSamlMetadata'>, ProviderArgs>({
      query: (params) => requestTo('refreshConsoleSamlMetadata', { params }),
      invalidatesTags: (_result, _error, { clientSlug }) => tagOf(clientSlug),
    }),
    rollover: build.mutation<
      ResponseOf<'rolloverConsoleSamlCertificate'>,
      ProviderArgs & ConsoleSamlRollover
    >({
      query: ({ clientSlug, provider, step }) =>
        requestTo('rolloverConsoleSamlCertificate', { params: { clientSlug, provider }, body: { step } }),
      invalidatesTags: (_result, _error, { clientSlug }) => tagOf(clientSlug),
    }),
    removeProvider: build.mutation<ResponseOf<'removeConsoleSsoProvider'>, ProviderArgs & ConsoleSsoRemoval>({
      query: ({ clientSlug, provider, reason }) =>
        requestTo('removeConsoleSsoProvider', { params: { clientSlug, provider }, body: { reason } }),
      invalidatesTags: (_result, _error, { clientSlug }) => tagOf(clientSlug),
    }),
  }),
});

export const {
  useGetConsoleSsoQuery,
  useAddOidcProviderMutation,
  useAddSamlProviderMutation,
  useSetMfaTrustMutation,
  useRefreshMetadataMutation,
  useRolloverMutation,
  useRemoveProviderMutation,
} = consoleSsoApi;
