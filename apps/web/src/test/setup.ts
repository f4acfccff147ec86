import '@testing-library/jest-dom/vitest';
import '../lib/i18n.ts';
import { cleanup, configure } from '@testing-library/react';
import NProgress from 'nprogress';
import { afterEach, beforeEach, vi } from 'vitest';
import { clearAccessToken } from '../lib/session/access-token.ts';
import { cancelRefresh } from '../lib/session/session-lifecycle.ts';
import { endTwoFactorAttempt } from '../lib/session/two-factor-attempt.ts';

// CI runs every project at once on two cores: give async queries room before they call a render missing.
configure({ asyncUtilTimeout: 5000 });

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
