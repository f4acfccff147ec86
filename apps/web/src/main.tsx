import './styles/global.css';
// Before anything that may load zod.
import './lib/zod-config.ts';
import './lib/i18n.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { bootstrap } from './app/bootstrap.ts';
import { Providers } from './app/providers.tsx';
import { AppRoutes } from './app/router.tsx';

const { store, persistor } = bootstrap();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers store={store} persistor={persistor}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  </StrictMode>,
);
