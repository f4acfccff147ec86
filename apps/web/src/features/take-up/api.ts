/**
 * Benefit take-up (contracts/take-up.ts): the take-up card and pages. Insights-enabled
 * clients read it from the benefit-insights endpoints, the others from benefit-takeup (spec point 6).
 */
import { api } from '../../lib/api.ts';
import { selectionViews } from '../../lib/api-tags.ts';
import { requestTo, type ResponseOf } from '../../lib/endpoint-request.ts';
import { loginSetupApi } from '../../lib/state/login-setup-api.ts';

interface TakeUpArgs {
  clientId: string;
  insights: boolean;
}

export const takeUpApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTakeUp: build.query<ResponseOf<'benefitTakeUp'>, TakeUpArgs>({
      query: ({ clientId, insights }) =>
        requestTo(insights ? 'benefitInsights' : 'benefitTakeUp', { params: { clientId } }),
      providesTags: [selectionViews],
    }),
    getTakeUpDetail: build.query<ResponseOf<'benefitTakeUpDetail'>, TakeUpArgs & { benefitId: number }>({
      query: ({ clientId, insights, benefitId }) =>
        requestTo(insights ? 'benefitInsightsDetail' : 'benefitTakeUpDetail', {
          params: { clientId, benefitId: String(benefitId) },
        }),
      providesTags: [selectionViews],
    }),
  }),
});

/** The signed-in employer's client, and whether it has the insights product. */
function useTakeUpSource() {
  const setup = loginSetupApi.useGetLoginSetupQuery().data;
  return { clientId: setup?.client?.id ?? '', insights: setup?.user.isInsightsEnabled ?? false };
}

export function useTakeUp() {
  const source = useTakeUpSource();
  return takeUpApi.useGetTakeUpQuery(source, { skip: !source.clientId });
}

export function useTakeUpDetail(benefitId: number) {
  const source = useTakeUpSource();
  return takeUpApi.useGetTakeUpDetailQuery(
    { ...source, benefitId },
    { skip: !source.clientId || !benefitId },
  );
}
