import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import NProgress from 'nprogress';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { i18n } from '../lib/i18n.ts';
import { clearAccessToken } from '../features/auth/session/access-token.ts';
import { cancelRefresh } from '../features/auth/session/session-lifecycle.ts';
import { endTwoFactorAttempt } from '../features/auth/session/two-factor-attempt.ts';

// CI runs every project at once on two cores: give async queries room before they call a render missing.
configure({ asyncUtilTimeout: 10_000 });

// A key without a text (its section never added to the catalogue, or a dynamic key that does not exist) would show
// on screen as the key itself: the test that renders it fails.
const missingTexts: string[] = [];
i18n.options.saveMissing = true;
i18n.on('missingKey', (_languages, _namespace, key: string) => missingTexts.push(key));

// jsdom has no layout: no scrolling (ScrollRestoration scrolls on navigation) and no ResizeObserver
// (Radix Switch measures its thumb with it).
window.scrollTo = vi.fn() as typeof window.scrollTo;
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.documentElement.removeAttribute('style');
  // jsdom keeps one document per file: a title left by the last test must not pass for this one's.
  document.title = '';
});

afterEach(() => {
  cleanup();
  expect(missingTexts.splice(0), 'keys rendered without a text').toEqual([]);
  // The session's token, refresh timer and two-factor challenge live in module memory: each test starts afresh.
  cancelRefresh();
  clearAccessToken();
  endTwoFactorAttempt();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// nprogress finishes its bar with queued timers that remove the bar from the document. When a file's last test
// ends mid-animation, those timers fire after jsdom is torn down and throw "document is not defined".
const removeBar = NProgress.remove.bind(NProgress);
NProgress.remove = () => {
  if (typeof document !== 'undefined') removeBar();
};
