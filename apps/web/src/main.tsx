import './styles/global.css';
// Before anything that may load zod.
import './lib/zod-config.ts';
import './lib/i18n.ts';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { bootstrap } from './app/bootstrap.ts';
import { persistedStateRestored } from './app/persisted-state-gate.tsx';
import { Providers } from './app/providers.tsx';
import { AppRoutes } from './app/router.tsx';
import { canHydrateServerScreen, setAsideServerScreen } from './app/server-screen.ts';
import { linkFontFacesAfterPageContent } from './lib/font-faces.ts';

const { store, persistor } = bootstrap();
const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <Providers store={store} persistor={persistor}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  </StrictMode>
);

// The cookie choice first: whether the server's first screen is this visitor's depends on it. Either first render
// is a transition, so React yields to the browser between components instead of drawing the page in one long task
// (the signed-in home page's was about 50 ms, 200 on Lighthouse's phone: issue 37).
void persistedStateRestored(persistor).then(() => {
  if (canHydrateServerScreen(root, store)) {
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    setAsideServerScreen(root);
    const appRoot = createRoot(root);
    startTransition(() => {
      appRoot.render(app);
    });
  }
  linkFontFacesAfterPageContent();
});
