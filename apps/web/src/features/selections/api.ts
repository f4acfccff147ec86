import type {
  CostsRequest,
  CreateSelectionRequest,
  SelectionChangeResponse,
  UpdateSelectionRequest,
} from '@portal/contracts';
import { api } from '../../lib/api.ts';
import { apiTags, selectionOfBenefit, selectionViews } from '../../lib/api-tags.ts';
import { requestTo, type ResponseOf } from '../../lib/endpoint-request.ts';

const byId = (id: number) => ({ params: { id: String(id) } });

/** Everything a submission or an opt-out changes: every selection view, the wizard's too, and what is paid. */
const SETTLED = [apiTags.selections, apiTags.costs, apiTags.statements];

/** A draft saved changes only the views that list selections; a submission changes what is in force. */
const changedBy = (body: { submit?: boolean }) => (body.submit ? SETTLED : [selectionViews]);

/**
 * Setting up and managing a selection. The wizard's save answers the selection as it now is: it is written
 * into the wizard's own queries (no reload, no guessing which revision is newer), and the views that list
 * selections (the list, the benefit's page, the home page) reload what they show.
 */
export const selectionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSetupBenefit: build.query<ResponseOf<'benefitWithSelection'>, number>({
      query: (id) => requestTo('benefitWithSelection', byId(id)),
      providesTags: (_result, _error, id) => [apiTags.benefits, selectionOfBenefit(id)],
    }),
    getBenefitSelection: build.query<ResponseOf<'benefitSelection'>, number>({
      query: (id) => requestTo('benefitSelection', byId(id)),
      providesTags: (_result, _error, id) => [selectionOfBenefit(id), apiTags.family],
    }),
    getCosts: build.query<ResponseOf<'selectionCosts'>, CostsRequest>({
      query: (body) => requestTo('selectionCosts', { body }),
      providesTags: [apiTags.costs],
      // A cost answer is for one set of values: none is kept once the values have moved on.
      keepUnusedDataFor: 30,
    }),
    createSelection: build.mutation<
      ResponseOf<'createSelection'>,
      { benefitId: number; body: CreateSelectionRequest }
    >({
      query: ({ benefitId, body }) => requestTo('createSelection', { ...byId(benefitId), body }),
      invalidatesTags: (_result, _error, { body }) => changedBy(body),
      onQueryStarted: async ({ benefitId }, { dispatch, queryFulfilled }) => {
        // A refused save is the caller's to say: there is no answer to keep.
        const answer = await queryFulfilled.catch(() => null);
        if (answer) keepAnswer(dispatch, benefitId, answer.data);
      },
    }),
    updateSelection: build.mutation<
      ResponseOf<'updateSelection'>,
      { benefitId: number; selectionId: string; body: UpdateSelectionRequest }
    >({
      query: ({ selectionId, body }) => requestTo('updateSelection', { params: { id: selectionId }, body }),
      invalidatesTags: (_result, _error, { body }) => changedBy(body),
      onQueryStarted: async ({ benefitId }, { dispatch, queryFulfilled }) => {
        // A refused save is the caller's to say: there is no answer to keep.
        const answer = await queryFulfilled.catch(() => null);
        if (answer) keepAnswer(dispatch, benefitId, answer.data);
      },
    }),
    optOutSelection: build.mutation<
      ResponseOf<'updateSelection'>,
      { selectionId: string; body: UpdateSelectionRequest }
    >({
      query: ({ selectionId, body }) => requestTo('updateSelection', { params: { id: selectionId }, body }),
      invalidatesTags: SETTLED,
    }),
  }),
});

export const {
  useGetSetupBenefitQuery,
  useGetBenefitSelectionQuery,
  useGetCostsQuery,
  useCreateSelectionMutation,
  useUpdateSelectionMutation,
  useOptOutSelectionMutation,
} = selectionsApi;

/** Writes a save's answer into the wizard's two queries of the benefit (where they are cached). */
function keepAnswer(
  dispatch: (action: ReturnType<typeof selectionsApi.util.updateQueryData>) => unknown,
  benefitId: number,
  answer: SelectionChangeResponse,
) {
  dispatch(
    selectionsApi.util.updateQueryData('getBenefitSelection', benefitId, (draft) => {
      draft.selection = answer.selection;
    }),
  );
  dispatch(
    selectionsApi.util.updateQueryData('getSetupBenefit', benefitId, (draft) => {
      draft.selection = answer.selection;
    }),
  );
}
