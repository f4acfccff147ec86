import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from './store.ts';
import { json, stubApi } from '../test/network.ts';
import { benefitsApi } from '../features/benefits/api.ts';
import { selectionsApi } from '../features/selections/api.ts';

afterEach(() => vi.unstubAllGlobals());

const SELECTION_ID = '0b8f6f0e-3f1d-4c55-9d0e-6d5f0c1a2b3c';
const draft = (revision: number) => ({ selectionId: SELECTION_ID, status: 'temporary', revision });

describe("the set-up wizard's save", () => {
  it("writes its answer into the wizard's selection, and reloads only the views that list selections", async () => {
    let listed = 0;
    const fetchMock = stubApi({
      '/api/benefit/7/selection': () =>
        json({ selection: draft(1), inForce: null, history: [], coverable: [] }),
      '/api/benefits/user/eligible': () => json({ benefits: [], listed: ++listed }),
      [`/api/selection/${SELECTION_ID}`]: () => json({ selection: draft(2), result: null }),
    });
    const { store } = makeStore();
    const wizard = store.dispatch(selectionsApi.endpoints.getBenefitSelection.initiate(7));
    const list = store.dispatch(benefitsApi.endpoints.getEligibleBenefits.initiate());
    await Promise.all([wizard, list]);

    await store.dispatch(
      selectionsApi.endpoints.updateSelection.initiate({
        benefitId: 7,
        selectionId: SELECTION_ID,
        body: { planId: null, values: {}, peopleCovered: [], medicalAnswers: [], revision: 1 },
      }),
    );
    // The store's state type is the shell's, which knows no feature's injected endpoints.
    const shown = () => selectionsApi.endpoints.getBenefitSelection.select(7)(store.getState() as never).data;
    expect(shown()?.selection).toEqual(draft(2));
    await vi.waitFor(() => expect(listed).toBe(2));
    const calls = fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://localhost').pathname);
    expect(calls.filter((path) => path === '/api/benefit/7/selection')).toHaveLength(1);
    wizard.unsubscribe();
    list.unsubscribe();
  });
});
