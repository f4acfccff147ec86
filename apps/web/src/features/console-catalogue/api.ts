import type { BenefitInput } from '@portal/contracts/benefit-import';
import { api } from '../../lib/api.ts';
import { apiTags } from '../../lib/api-tags.ts';
import { requestTo } from '../../lib/console-request.ts';
import type { ResponseOf } from '../../lib/endpoint-request.ts';

type BenefitArgs = { clientSlug: string; benefitId: number };
const tagOf = (clientSlug: string) => [{ type: apiTags.consoleCatalogue, id: clientSlug }];
/** Only a change refreshes: a refused one keeps the form as typed, with its problems by the fields. */
const changed = (result: unknown, clientSlug: string) => (result ? tagOf(clientSlug) : []);

type CatalogueAnswer = ResponseOf<'consoleCatalogue'>;

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
    // A group's change answers the catalogue, which replaces the list's: a benefit open in the editor is not
    // reloaded, so its unsaved edits stay.
    addBenefitGroup: build.mutation<
      ResponseOf<'addConsoleBenefitGroup'>,
      { clientSlug: string; code: string; name: string }
    >({
      query: ({ clientSlug, ...body }) =>
        requestTo('addConsoleBenefitGroup', { params: { clientSlug }, body }),
      onQueryStarted: adoptCatalogue,
    }),
    renameBenefitGroup: build.mutation<
      ResponseOf<'renameConsoleBenefitGroup'>,
      { clientSlug: string; groupCode: string; name: string }
    >({
      query: ({ clientSlug, groupCode, name }) =>
        requestTo('renameConsoleBenefitGroup', { params: { clientSlug, groupCode }, body: { name } }),
      onQueryStarted: adoptCatalogue,
    }),
    reorderBenefitGroups: build.mutation<
      ResponseOf<'reorderConsoleBenefitGroups'>,
      { clientSlug: string; codes: string[] }
    >({
      query: ({ clientSlug, codes }) =>
        requestTo('reorderConsoleBenefitGroups', { params: { clientSlug }, body: { codes } }),
      onQueryStarted: adoptCatalogue,
    }),
  }),
});

async function adoptCatalogue(
  { clientSlug }: { clientSlug: string },
  {
    dispatch,
    queryFulfilled,
  }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: CatalogueAnswer }> },
) {
  const answer = await queryFulfilled.catch(() => null);
  if (answer) {
    dispatch(consoleCatalogueApi.util.upsertQueryData('getConsoleCatalogue', clientSlug, answer.data));
  }
}

export const {
  useGetConsoleCatalogueQuery,
  useGetBenefitTemplatesQuery,
  useGetConsoleBenefitQuery,
  useAddConsoleBenefitMutation,
  useSaveConsoleBenefitMutation,
  useRetireConsoleBenefitMutation,
  useAddBenefitGroupMutation,
  useRenameBenefitGroupMutation,
  useReorderBenefitGroupsMutation,
} = consoleCatalogueApi;
