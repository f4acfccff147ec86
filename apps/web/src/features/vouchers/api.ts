import { api } from '../../lib/api.ts';
import { apiTags } from '../../lib/api-tags.ts';
import { requestTo, type ResponseOf } from '../../lib/endpoint-request.ts';

/**
 * Childcare vouchers: the member's balance (the home page of ccv-only mode, the Childcare Vouchers benefit, and
 * the check that decides ccv-only mode), and the voucher management frame's single-use code (a mutation, so
 * that every opening asks for a fresh one).
 */
export const vouchersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getVoucherBalance: build.query<ResponseOf<'ccvBalance'>, void>({
      query: () => requestTo('ccvBalance'),
      providesTags: [apiTags.vouchers],
    }),
    getFrameCode: build.mutation<ResponseOf<'voucherFrameCode'>, void>({
      query: () => requestTo('voucherFrameCode'),
    }),
  }),
});

export const { useGetVoucherBalanceQuery, useGetFrameCodeMutation } = vouchersApi;
