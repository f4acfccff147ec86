/**
 * The operator console in unit tests: a console page opened by a signed-in platform administrator, the API
 * answering from a table (network.ts), and the requests the page sent.
 */
import { json, stubApi, type Handler } from './network.ts';
import { renderApp } from './render-app.tsx';
import { loginSetup, signedIn } from './session-fixtures.ts';
import { setAccessToken } from './session-state.ts';

/** The console page at `path`, as Pat Quinn-Admin sees it, with the API answering from `handlers`. */
export function openConsolePage(path: string, handlers: Record<string, Handler> = {}) {
  const fetchMock = stubApi({
    '/api/login/setup': () => json(loginSetup({ userType: 'admin' })),
    ...handlers,
  });
  setAccessToken('access-token-1', 900);
  const session = signedIn({ userType: 'admin', id: 'admin-pat', name: 'Pat Quinn-Admin' });
  return { ...renderApp(path, { session }), fetchMock };
}

/** Each request sent with `method`, in order: its path and its JSON body (null when it had none). */
export function sentRequests(fetchMock: ReturnType<typeof stubApi>, method: string) {
  return fetchMock.mock.calls
    .filter(([, init]) => init?.method === method)
    .map(([input, init]) => ({
      path: new URL(String(input), 'http://localhost').pathname,
      body: init?.body ? JSON.parse(String(init.body)) : null,
    }));
}
