import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { createApi } from '@reduxjs/toolkit/query/react';
import type { WithSlice } from '@reduxjs/toolkit';
import { apiRequest, type ApiRequest } from './api-client.ts';
import { apiTagTypes } from './api-tags.ts';
import { registerStateReset } from './state/app-reset.ts';
import { dynamicMiddleware, notifySliceInjected, rootReducer } from './state/root-reducer.ts';

/**
 * The one RTK Query api. Features add endpoints with `api.injectEndpoints`, tagged with lib/api-tags.ts. Its reducer and middleware join the
 * store when this module first loads (lazily, with the first feature that needs server data).
 */

export interface ApiQueryError {
  status: number | null;
  error: string;
  body?: unknown;
  /** A 503's Retry-After in seconds (lib/retry-while-unavailable.ts waits that long before trying again). */
  retryAfterSeconds?: number;
}

export interface ApiQueryMeta {
  masqueradeUserId?: string;
}

/** RTK Query's base query over lib/api-client: the same headers, status rules and error text everywhere. */
export const apiClientBaseQuery: BaseQueryFn<
  string | ApiRequest,
  unknown,
  ApiQueryError,
  object,
  ApiQueryMeta
> = async (args, { signal }) => {
  const request = typeof args === 'string' ? { path: args } : args;
  const result = await apiRequest({ ...request, signal });
  const meta = result.masqueradeUserId ? { masqueradeUserId: result.masqueradeUserId } : {};
  if (result.ok) return { data: result.data, meta };
  const { status, error, body, retryAfterSeconds } = result;
  return {
    error: { status, error, body, ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }) },
    meta,
  };
};

export const api = createApi({
  reducerPath: 'api',
  baseQuery: apiClientBaseQuery,
  tagTypes: apiTagTypes,
  endpoints: () => ({}),
});

declare module './state/root-reducer.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the api slice
  export interface LazyLoadedSlices extends WithSlice<typeof api> {}
}

rootReducer.inject(api);
dynamicMiddleware.addMiddleware(api.middleware);
notifySliceInjected();

// Logging out clears every cached answer: the next user must not see the previous one's data.
registerStateReset(() => api.util.resetApiState());
