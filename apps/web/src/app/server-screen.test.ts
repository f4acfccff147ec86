import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { canHydrateServerScreen, SET_ASIDE_ATTRIBUTE, setAsideServerScreen } from './server-screen.ts';
import { makeStore } from './store.ts';
import { persistedStateRestored } from './persisted-state-gate.tsx';

/** The page's session boot (public/session-boot.js), which the server inlines before the first paint. */
const BOOT = fs.readFileSync(path.join(import.meta.dirname, '../../public/session-boot.js'), 'utf8');

function drawnRoot(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = '<main><h1>Log in</h1></main>';
  return root;
}

async function restoredStore() {
  const { store, persistor } = makeStore();
  await persistedStateRestored(persistor);
  return store;
}

afterEach(() => {
  window.localStorage.clear();
  document.documentElement.removeAttribute(SET_ASIDE_ATTRIBUTE);
});

describe("the server's first screen in the browser", () => {
  it('is hydrated for a first visit: no cookie choice, not signed in', async () => {
    new Function(BOOT)();
    expect(document.documentElement.hasAttribute(SET_ASIDE_ATTRIBUTE)).toBe(false);
    expect(canHydrateServerScreen(drawnRoot(), await restoredStore())).toBe(true);
    // A page the server did not draw has nothing to hydrate.
    expect(canHydrateServerScreen(document.createElement('div'), await restoredStore())).toBe(false);
  });

  it('is set aside unseen for a visitor who made a cookie choice or is signed in', async () => {
    const visitors: [string, string][] = [
      ['persist:root', JSON.stringify({ cookie: JSON.stringify({ cookiesAccepted: true }) })],
      ['loggedIn', 'true'],
    ];
    for (const [key, value] of visitors) {
      window.localStorage.setItem(key, value);
      new Function(BOOT)();
      expect(document.documentElement.getAttribute(SET_ASIDE_ATTRIBUTE), key).toBe('set-aside');
      const root = drawnRoot();
      expect(canHydrateServerScreen(root, await restoredStore())).toBe(false);
      setAsideServerScreen(root);
      expect(root.childNodes).toHaveLength(0);
      expect(document.documentElement.hasAttribute(SET_ASIDE_ATTRIBUTE)).toBe(false);
      window.localStorage.clear();
    }
  });

  it('is not hydrated when the cookie choice differs even without the session boot (the development page)', async () => {
    window.localStorage.setItem(
      'persist:root',
      JSON.stringify({
        cookie: JSON.stringify({ cookiesAccepted: true, nonNecessaryCookiesEnabled: false }),
      }),
    );
    expect(canHydrateServerScreen(drawnRoot(), await restoredStore())).toBe(false);
  });
});
