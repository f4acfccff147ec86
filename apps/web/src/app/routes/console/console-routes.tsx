import { lazy, Suspense } from 'react';
import { Navigate, Route } from 'react-router';
import { CONSOLE_AREAS } from './console-areas.tsx';

// The console's frame is its own code: nothing of it is part of the portal's pages.
const ConsoleShell = lazy(() => import('./console-shell.tsx').then((m) => ({ default: m.ConsoleShell })));

/** The console's routes: /console/ opens its first area; each area's page below its path. */
export function consoleRoutes() {
  const [first] = CONSOLE_AREAS;
  return (
    <Route
      path="console"
      element={
        <Suspense fallback={null}>
          <ConsoleShell />
        </Suspense>
      }
    >
      {first ? <Route index element={<Navigate to={`${first.path}/`} replace />} /> : null}
      {CONSOLE_AREAS.map(({ path, page: Page }) => (
        <Route key={path} path={`${path}/*`} element={<Page />} />
      ))}
    </Route>
  );
}
