import '@testing-library/jest-dom/vitest';
import '../lib/i18n.ts';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { clearAccessToken } from '../lib/session/access-token.ts';
import { cancelRefresh } from '../lib/session/session-lifecycle.ts';

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
});

afterEach(() => {
  cleanup();
  // The session's token and refresh timer live in module memory: each test starts signed out.
  cancelRefresh();
  clearAccessToken();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
