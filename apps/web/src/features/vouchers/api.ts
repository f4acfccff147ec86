import { api } from '../../lib/api.ts';
import { requestTo, type ResponseOf } from '../../lib/endpoint-request.ts';

/** The voucher management frame's single-use code: a mutation, so that every opening asks for a fresh one. */
export const vouchersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFrameCode: build.mutation<ResponseOf<'voucherFrameCode'>, void>({
      query: () => requestTo('voucherFrameCode'),
    }),
  }),
});

export const { useGetFrameCodeMutation } = vouchersApi;
