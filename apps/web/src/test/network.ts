import { vi } from 'vitest';

/**
 * The network edge for unit tests: `fetch` answers from a table of API paths. The server is not available in unit
 * tests; the browser journeys run against the real one.
 */
export type Handler = (request: Request) => Response | Promise<Response>;

export function json(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    ...init,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });
}

export function stubApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(new URL(String(input), 'http://localhost'), init);
    const handler = handlers[new URL(request.url).pathname];
    return handler ? handler(request) : json({ message: 'Not found' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
