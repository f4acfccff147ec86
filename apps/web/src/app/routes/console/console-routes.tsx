import { Navigate, Route, Routes } from 'react-router';
import { CONSOLE_AREAS } from './console-areas.tsx';
import { ConsoleShell } from './console-shell.tsx';

/**
 * /console/*: the console's frame and its areas, /console/ opening the first. Loaded as one lazy chunk by the
 * router, so that nothing of the console (its areas, their texts) is part of the portal's first page.
 */
export function ConsoleRoutes() {
  const [first] = CONSOLE_AREAS;
  return (
    <Routes>
      <Route element={<ConsoleShell />}>
        {first ? <Route index element={<Navigate to={`${first.path}/`} replace />} /> : null}
        {CONSOLE_AREAS.map(({ path, page: Page }) => (
          <Route key={path} path={`${path}/*`} element={<Page />} />
        ))}
      </Route>
    </Routes>
  );
}
