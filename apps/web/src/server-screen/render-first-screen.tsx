/**
 * The first screen the server draws (issue 37): the app's own components rendered to HTML for a page people open
 * cold, in the tenant's theme, as a first visit sees it (no cookie choice, not signed in). The page paints it before
 * any script; the app then hydrates it (main.tsx), or sets it aside for a visitor whose first screen differs.
 *
 * Built on its own (`vite build --ssr`, into dist/server) and run by the web process (the server's
 * plugins/server-screen.ts), which keeps each tenant's screen until its theme changes.
 */
import '../lib/zod-config.ts';
import '../lib/i18n.ts';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { Providers } from '../app/providers.tsx';
import { AppRoutes } from '../app/router.tsx';
import { makeServerStore } from './server-store.ts';
import { themeStyleSheet } from './theme-style-sheet.ts';

export interface FirstScreen {
  /** The markup of the app's root element. */
  html: string;
  /** The theme's CSS variables as a style sheet, for a `<style>` in the page's head (before any script). */
  themeStyle: string;
}

/** The screen the app would draw first at `path`, in `rawTheme` (normalised as the app does). */
export async function renderFirstScreen(path: string, rawTheme: unknown): Promise<FirstScreen> {
  const { store, theme } = makeServerStore(rawTheme);
  const { prelude } = await prerender(
    <StrictMode>
      <Providers store={store} persistor={null}>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </Providers>
    </StrictMode>,
  );
  const html = await new Response(prelude).text();
  // React's server renderer leaves the last render's context values (the router's) set until its next render
  // starts: an empty render puts them back, for any client render in the same process (the hydration test).
  await prerender(null);
  return { html, themeStyle: themeStyleSheet(theme) };
}
