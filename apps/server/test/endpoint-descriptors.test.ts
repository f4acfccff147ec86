/**
 * Contracts describe endpoints (packages/contracts, endpoint.ts): the server's API is exactly the routes of
 * the descriptors, and its documentation is theirs.
 */
import { API_BASE, apiRoutes, endpoints } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('endpoint descriptors', () => {
  it('are the API: every route of /api comes from one, and each one is served', () => {
    const isApi = (url: string) => url.startsWith(`${API_BASE}/`) && !url.startsWith(`${API_BASE}/docs`);
    const served = t.app.routeAccess
      .filter((route) => route.method !== 'HEAD' && isApi(route.url))
      .map((route) => `${route.method} ${route.url}`);
    const described = Object.values(apiRoutes).map((route) => `${route.method} ${API_BASE}${route.path}`);
    expect(served.sort()).toEqual(described.sort());
  });

  it('document the API: one operation per descriptor, named after it, with its summary', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${API_BASE}/docs/json` });
    const document = response.json<{
      paths: Record<string, Record<string, { operationId: string; summary: string }>>;
    }>();
    const operations = Object.values(document.paths).flatMap((byMethod) => Object.values(byMethod));
    const byId = new Map(operations.map((operation) => [operation.operationId, operation.summary]));
    for (const endpoint of Object.values(endpoints)) expect(byId.get(endpoint.name)).toBe(endpoint.summary);
  });
});
