import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { GenericErrorPage } from './generic-error-page.tsx';

/** The router's error boundary: a page that throws (or fails to load) shows the generic error page. */
export function RouteErrorPage({ standalone = false }: { standalone?: boolean }) {
  const error = useRouteError();
  useEffect(() => {
    console.error('A page failed', error);
  }, [error]);
  return <GenericErrorPage standalone={standalone} />;
}

export const PageErrorBoundary = () => <RouteErrorPage />;
export const LayoutErrorBoundary = () => <RouteErrorPage standalone />;
