import type { BenefitTermsPublication } from '@portal/contracts/console-catalogue-terms';
import type { ConsoleBenefitPreviewCosts } from '@portal/contracts/console-catalogue-preview';
import { api } from '../../lib/api.ts';
import { apiTags } from '../../lib/api-tags.ts';
import { requestTo } from '../../lib/console-request.ts';
import type { ResponseOf } from '../../lib/endpoint-request.ts';

type BenefitArgs = { clientSlug: string; benefitId: number };
type PreviewArgs = BenefitArgs & { employeeId: string };

const params = ({ clientSlug, benefitId }: BenefitArgs) => ({ clientSlug, benefitId: String(benefitId) });
/** One benefit's terms; a publication refreshes them alone, so an open edit form keeps what was typed. */
const termsTag = ({ clientSlug, benefitId }: BenefitArgs) => ({
  type: apiTags.consoleCatalogue,
  id: `${clientSlug}:${benefitId}:terms`,
});
/** The client's catalogue: any change of it (an edit, a retirement) shows in the preview too. */
const catalogueTag = (clientSlug: string) => ({ type: apiTags.consoleCatalogue, id: clientSlug });

/**
 * A benefit's terms versions and its preview as one of the client's people sees it (the console-catalogue
 * server module), and the client's people to choose from (the console's masquerade search, the same people).
 */
export const consoleCatalogueTermsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBenefitTerms: build.query<ResponseOf<'consoleBenefitTerms'>, BenefitArgs>({
      query: (args) => requestTo('consoleBenefitTerms', { params: params(args) }),
      providesTags: (_result, _error, args) => [termsTag(args)],
    }),
    publishBenefitTerms: build.mutation<
      ResponseOf<'publishConsoleBenefitTerms'>,
      BenefitArgs & { publication: BenefitTermsPublication }
    >({
      query: ({ publication, ...args }) =>
        requestTo('publishConsoleBenefitTerms', { params: params(args), body: publication }),
      invalidatesTags: (result, _error, args) => (result ? [termsTag(args)] : []),
    }),
    findPreviewPeople: build.query<
      ResponseOf<'consoleMasqueradeCandidates'>,
      { clientSlug: string; search: string }
    >({
      query: ({ clientSlug, search }) =>
        requestTo('consoleMasqueradeCandidates', { params: { clientSlug }, query: { search } }),
    }),
    getBenefitPreview: build.query<ResponseOf<'consoleBenefitPreview'>, PreviewArgs>({
      query: ({ employeeId, ...args }) =>
        requestTo('consoleBenefitPreview', { params: { ...params(args), employeeId } }),
      providesTags: (_result, _error, args) => [catalogueTag(args.clientSlug), termsTag(args)],
    }),
    getPreviewCosts: build.query<
      ResponseOf<'consoleBenefitPreviewCosts'>,
      PreviewArgs & { choice: ConsoleBenefitPreviewCosts }
    >({
      query: ({ employeeId, choice, ...args }) =>
        requestTo('consoleBenefitPreviewCosts', { params: { ...params(args), employeeId }, body: choice }),
      providesTags: (_result, _error, args) => [catalogueTag(args.clientSlug)],
    }),
  }),
});

export const {
  useGetBenefitTermsQuery,
  usePublishBenefitTermsMutation,
  useFindPreviewPeopleQuery,
  useGetBenefitPreviewQuery,
  useGetPreviewCostsQuery,
} = consoleCatalogueTermsApi;
