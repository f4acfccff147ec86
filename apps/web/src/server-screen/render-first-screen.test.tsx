import { act, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { persistedStateRestored } from '../app/persisted-state-gate.tsx';
import { Providers } from '../app/providers.tsx';
import { AppRoutes } from '../app/router.tsx';
import { canHydrateServerScreen } from '../app/server-screen.ts';
import { connectSession, makeStore } from '../app/store.ts';
import { themeReceived } from '../lib/state/theme-slice.ts';
import { demoTheme } from '../test/render-app.tsx';
import { json, stubApi } from '../test/network.ts';
import { renderFirstScreen } from './render-first-screen.tsx';

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.replaceChildren();
});

describe("the server's first screen", () => {
  it('draws the login page as a first visit sees it, in the tenant’s theme', async () => {
    const { html, themeStyle } = await renderFirstScreen('/', demoTheme);
    const drawn = document.createElement('div');
    drawn.innerHTML = html;
    expect(drawn.querySelector('h1')?.textContent).toBe('Log in');
    expect(drawn.textContent).toContain('Cookies on this site');
    expect(drawn.textContent).toContain('Email us at support@demo.test');
    expect(drawn.querySelector('label')?.textContent).toBe('Email address');
    // Submitted without the app (a browser without script), it must not put the address in the page's address.
    expect(drawn.querySelector('form')?.getAttribute('method')).toBe('post');
    expect(html).not.toContain('<script');
    expect(themeStyle).toMatch(/^:root\{--colour-primary:#00857c;.*--font-base:'Lato', [^}]+\}$/);
  });

  it('is what the app first draws: hydrated with no mismatch, keeping the drawn elements', async () => {
    stubApi({
      '/api/login/options': () => json({ singleSignOnOnly: false, providers: [] }),
      '/api/demo-clock': () => json({ offsetMs: 0 }),
    });
    const container = document.createElement('div');
    container.innerHTML = (await renderFirstScreen('/', demoTheme)).html;
    document.body.append(container);
    const drawnHeading = container.querySelector('h1');
    const drawnField = container.querySelector('input');

    const { store, persistor } = makeStore();
    connectSession(store);
    store.dispatch(themeReceived({ theme: demoTheme, source: 'network' }));
    await persistedStateRestored(persistor);
    expect(canHydrateServerScreen(container, store)).toBe(true);
    const onRecoverableError = vi.fn();
    await act(async () => {
      root = hydrateRoot(
        container,
        <StrictMode>
          <Providers store={store} persistor={persistor}>
            <MemoryRouter initialEntries={['/']}>
              <AppRoutes />
            </MemoryRouter>
          </Providers>
        </StrictMode>,
        { onRecoverableError },
      );
    });

    await waitFor(() => expect(container.querySelector('form')).toHaveAttribute('data-app-ready'));
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 1 })).toBe(drawnHeading);
    expect(screen.getByLabelText('Email address')).toBe(drawnField);
  });
});
