import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from './store.ts';
import { json, stubApi } from '../test/network.ts';
import { api } from '../lib/api.ts';
import { apiTags } from '../lib/api-tags.ts';

/**
 * Two features that know nothing of each other: one shows costs, the other changes a selection. The change
 * invalidates the tag the costs provide, so the costs load again without either importing the other.
 */
const costsFeature = api.injectEndpoints({
  endpoints: (build) => ({
    testCosts: build.query<{ monthly: number }, void>({
      query: () => '/test/costs',
      providesTags: [apiTags.costs],
    }),
  }),
});
const selectionsFeature = api.injectEndpoints({
  endpoints: (build) => ({
    testChangeSelection: build.mutation<unknown, void>({
      query: () => ({ path: '/test/selection', method: 'PATCH', body: {} }),
      invalidatesTags: [apiTags.selections, apiTags.costs],
    }),
  }),
});

afterEach(() => vi.unstubAllGlobals());

describe('RTK Query tags', () => {
  it('refresh what one feature shows when another changes what it depends on', async () => {
    let monthly = 40;
    const fetchMock = stubApi({
      '/api/test/costs': () => json({ monthly }),
      '/api/test/selection': () => {
        monthly = 55;
        return json({});
      },
    });
    const { store } = makeStore();
    // The store's state type knows no endpoint injected by a test.
    const costsShown = () => costsFeature.endpoints.testCosts.select()(store.getState() as never).data;
    const subscription = store.dispatch(costsFeature.endpoints.testCosts.initiate());
    await subscription;
    expect(costsShown()).toEqual({ monthly: 40 });

    await store.dispatch(selectionsFeature.endpoints.testChangeSelection.initiate());
    await vi.waitFor(() => expect(costsShown()).toEqual({ monthly: 55 }));
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      '/api/test/costs',
      '/api/test/selection',
      '/api/test/costs',
    ]);
    subscription.unsubscribe();
  });
});
