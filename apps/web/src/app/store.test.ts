import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  cookieSettingsSaved,
  cookiesAccepted,
  cookieSlice,
  initialCookieState,
} from '../lib/state/cookie-slice.ts';
import { makeStore, persistConfig } from './store.ts';

async function rehydrated(persistor: ReturnType<typeof makeStore>['persistor']) {
  await vi.waitFor(() => expect(persistor.getState().bootstrapped).toBe(true));
}

/** Advances fake time in small steps, letting storage promises settle between the persistor's ticks. */
async function elapse(ms: number) {
  for (let step = 0; step < ms; step += 50) await vi.advanceTimersByTimeAsync(50);
}

function stored(): Record<string, string> | null {
  const raw = window.localStorage.getItem('persist:root');
  return raw ? JSON.parse(raw) : null;
}

describe('cookie slice', () => {
  it('starts with cookies not accepted and video player cookies off', () => {
    expect(cookieSlice.reducer(undefined, { type: 'init' })).toEqual({
      cookiesAccepted: false,
      nonNecessaryCookiesEnabled: false,
    });
  });

  it('accepts every category with Accept cookies', () => {
    expect(cookieSlice.reducer(initialCookieState, cookiesAccepted())).toEqual({
      cookiesAccepted: true,
      nonNecessaryCookiesEnabled: true,
    });
  });

  it('saves the chosen video player setting, which also accepts cookies', () => {
    const state = cookieSlice.reducer(initialCookieState, cookieSettingsSaved({ videoPlayer: false }));
    expect(state).toEqual({ cookiesAccepted: true, nonNecessaryCookiesEnabled: false });
  });
});

describe('persistence (spec section 9)', () => {
  afterEach(() => vi.useRealTimers());

  it('is configured with key root, version 2, the cookie slice only, throttle 500 and time-out 5000', () => {
    expect(persistConfig).toMatchObject({
      key: 'root',
      version: 2,
      whitelist: ['cookie'],
      throttle: 500,
      timeout: 5000,
    });
  });

  it('writes only the cookie slice to local storage under persist:root', async () => {
    const { store, persistor } = makeStore();
    await rehydrated(persistor);
    store.dispatch(cookiesAccepted());
    await persistor.flush();
    const saved = stored();
    expect(Object.keys(saved ?? {}).sort()).toEqual(['_persist', 'cookie']);
    expect(JSON.parse(saved!.cookie!)).toEqual({ cookiesAccepted: true, nonNecessaryCookiesEnabled: true });
    expect(JSON.parse(saved!._persist!)).toMatchObject({ version: 2 });
  });

  it('throttles writes: a change reaches storage on the next 500 ms tick, not at once', async () => {
    vi.useFakeTimers();
    const { store } = makeStore();
    await elapse(2000); // rehydrated, the initial state written (one key per tick) and the queue idle
    expect(JSON.parse(stored()!.cookie!)).toEqual({
      cookiesAccepted: false,
      nonNecessaryCookiesEnabled: false,
    });

    store.dispatch(cookieSettingsSaved({ videoPlayer: false }));
    await elapse(400);
    expect(JSON.parse(stored()!.cookie!)).toMatchObject({ cookiesAccepted: false });
    await elapse(200);
    expect(JSON.parse(stored()!.cookie!)).toEqual({
      cookiesAccepted: true,
      nonNecessaryCookiesEnabled: false,
    });
  });

  it('restores the cookie choice in a new store (a reload)', async () => {
    const first = makeStore();
    await rehydrated(first.persistor);
    first.store.dispatch(cookieSettingsSaved({ videoPlayer: true }));
    await first.persistor.flush();

    const second = makeStore();
    await rehydrated(second.persistor);
    expect(second.store.getState().cookie).toEqual({
      cookiesAccepted: true,
      nonNecessaryCookiesEnabled: true,
    });
    expect(second.store.getState().session.loggedIn).toBe(false);
  });
});
