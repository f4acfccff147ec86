import type { BenefitInput } from '@portal/contracts/benefit-import';
import { api } from '../../lib/api.ts';
import { apiTags } from '../../lib/api-tags.ts';
import { requestTo, type ResponseOf } from '../../lib/endpoint-request.ts';

type BenefitArgs = { clientSlug: string; benefitId: number };
const tagOf = (clientSlug: string) => [{ type: apiTags.consoleCatalogue, id: clientSlug }];
/** Only a change refreshes: a refused one keeps the form as typed, with its problems by the fields. */
const changed = (result: unknown, clientSlug: string) => (result ? tagOf(clientSlug) : []);

/** The console's Benefits catalogue (the console-catalogue server module): a client's benefits and their changes. */
export const consoleCatalogueApi = api.injectEndpoints({
  endpoints: (build) => ({
    getConsoleCatalogue: build.query<ResponseOf<'consoleCatalogue'>, string>({
      query: (clientSlug) => requestTo('consoleCatalogue', { params: { clientSlug } }),
      providesTags: (_result, _error, clientSlug) => tagOf(clientSlug),
    }),
    getBenefitTemplates: build.query<ResponseOf<'consoleBenefitTemplates'>, string>({
      query: (clientSlug) => requestTo('consoleBenefitTemplates', { params: { clientSlug } }),
    }),
    getConsoleBenefit: build.query<ResponseOf<'consoleBenefit'>, BenefitArgs>({
      query: ({ clientSlug, benefitId }) =>
        requestTo('consoleBenefit', { params: { clientSlug, benefitId: String(benefitId) } }),
      providesTags: (_result, _error, { clientSlug }) => tagOf(clientSlug),
    }),
    addConsoleBenefit: build.mutation<
      ResponseOf<'addConsoleBenefit'>,
      { clientSlug: string; benefit: BenefitInput }
    >({
      query: ({ clientSlug, benefit }) =>
        requestTo('addConsoleBenefit', { params: { clientSlug }, body: benefit }),
      invalidatesTags: (result, _error, { clientSlug }) => changed(result, clientSlug),
    }),
    saveConsoleBenefit: build.mutation<
      ResponseOf<'saveConsoleBenefit'>,
      BenefitArgs & { benefit: BenefitInput }
    >({
      query: ({ clientSlug, benefitId, benefit }) =>
        requestTo('saveConsoleBenefit', {
          params: { clientSlug, benefitId: String(benefitId) },
          body: benefit,
        }),
      invalidatesTags: (result, _error, { clientSlug }) => changed(result, clientSlug),
    }),
    retireConsoleBenefit: build.mutation<
      ResponseOf<'retireConsoleBenefit'>,
      BenefitArgs & { reason: string }
    >({
      query: ({ clientSlug, benefitId, reason }) =>
        requestTo('retireConsoleBenefit', {
          params: { clientSlug, benefitId: String(benefitId) },
          body: { reason },
        }),
      invalidatesTags: (result, _error, { clientSlug }) => changed(result, clientSlug),
    }),
  }),
});

export const {
  useGetConsoleCatalogueQuery,
  useGetBenefitTemplatesQuery,
  useGetConsoleBenefitQuery,
  useAddConsoleBenefitMutation,
  useSaveConsoleBenefitMutation,
  useRetireConsoleBenefitMutation,
} = consoleCatalogueApi;
