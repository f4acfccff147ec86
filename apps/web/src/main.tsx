import './styles/global.css';
import './lib/i18n.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { bootstrap } from './app/bootstrap.ts';
import { Providers } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';

const { store, persistor } = bootstrap();
const router = createAppRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers store={store} persistor={persistor}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
