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

// The cookie choice first: whether the server's first screen is this visitor's depends on it.
void persistedStateRestored(persistor).then(() => {
  if (canHydrateServerScreen(root, store)) {
    // As a transition, hydration yields to the browser between components instead of one long task.
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    setAsideServerScreen(root);
    createRoot(root).render(app);
  }
  linkFontFacesAfterPageContent();
});
