import { api } from './api.ts';
import { apiTags } from './api-tags.ts';
import { requestTo, type ResponseOf } from './endpoint-request.ts';

/** The member's childcare voucher balance: the home page of ccv-only mode and the Childcare Vouchers benefit show it. */
export const voucherBalanceApi = api.injectEndpoints({
  endpoints: (build) => ({
    getVoucherBalance: build.query<ResponseOf<'ccvBalance'>, void>({
      query: () => requestTo('ccvBalance'),
      providesTags: [apiTags.vouchers],
    }),
  }),
});

export const { useGetVoucherBalanceQuery } = voucherBalanceApi;
