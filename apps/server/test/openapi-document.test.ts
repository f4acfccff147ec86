/**
 * The served OpenAPI document (/api/docs/json) is one that real tools accept: swagger-parser validates it against
 * the OpenAPI schema, Redocly's recommended rules find no error, and openapi-typescript generates a typed client from it that must typecheck. Every operation
 * that needs a signed-in caller declares the bearer token (and, as an alternative, the masquerade headers with it).
 * `npm run api:check` runs this file alone.
 */
import SwaggerParser from '@apidevtools/swagger-parser';
import { API_BASE } from '@portal/contracts';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import openapiTS, { astToString } from 'openapi-typescript';
import type { OpenAPIV3 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let document: OpenAPIV3.Document;
beforeAll(async () => {
  t = await createTestApp();
  document = (await t.app.inject({ url: `${API_BASE}/docs/json` })).json();
});
afterAll(() => t.close());

const operations = () =>
  Object.entries(document.paths).flatMap(([route, byMethod]) =>
    Object.entries(byMethod ?? {})
      .filter(([method]) => ['get', 'put', 'post', 'patch', 'delete'].includes(method))
      .map(([method, operation]) => ({ route, method, operation: operation as OpenAPIV3.OperationObject })),
  );

describe('the OpenAPI document', () => {
  it('is valid OpenAPI (swagger-parser)', async () => {
    // validate() dereferences in place: give it a copy.
    await expect(SwaggerParser.validate(structuredClone(document))).resolves.toBeTruthy();
  });

  it("passes Redocly's recommended rules", { timeout: 60_000 }, async () => {
    const config = await createConfig({
      extends: ['recommended'],
      // Spec section 7's own approval paths end in a slash (v2/scheme/selections/pending/ ...): kept as given.
      rules: { 'no-path-trailing-slash': 'off' },
    });
    const problems = await lintFromString({
      source: JSON.stringify(document),
      absoluteRef: '/api/docs/json',
      config,
    });
    const errors = problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${problem.ruleId}: ${problem.message} (${problem.location[0]?.pointer})`);
    expect(errors).toEqual([]);
  });

  it('names a server, and describes the bearer token and the masquerade headers', () => {
    expect(document.servers).toEqual([{ url: '/', description: expect.any(String) }]);
    expect(document.components?.securitySchemes).toMatchObject({
      bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
      masquerade: { type: 'apiKey', in: 'header', name: 'X-Masquerade' },
      masqueradeSchemeYear: { type: 'apiKey', in: 'header', name: 'X-Masquerade-Scheme-Year' },
    });
  });

  it('declares the security of every operation: the bearer token on each that needs a signed-in caller', () => {
    const undeclared = operations()
      .filter(({ operation }) => operation.security === undefined)
      .map(({ method, route }) => `${method} ${route}`);
    expect(undeclared).toEqual([]);
    const securityOf = (method: string, url: string) =>
      document.paths[url.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase() as 'get']?.security;
    const signedIn = t.app.routeAccess.filter(
      (route) => route.access !== 'public' && route.method !== 'HEAD',
    );
    expect(signedIn.length).toBeGreaterThan(50);
    const withoutBearer = signedIn
      .filter(
        (route) => !securityOf(route.method, route.url)?.some((requirement) => 'bearerAuth' in requirement),
      )
      .map((route) => `${route.method} ${route.url}`);
    expect(withoutBearer).toEqual([]);
    // A masquerade session may call what an administrator's own session may not refuse it.
    expect(securityOf('GET', `${API_BASE}/user/profile`)).toEqual([
      { bearerAuth: [] },
      { bearerAuth: [], masquerade: [], masqueradeSchemeYear: [] },
    ]);
    expect(securityOf('POST', `${API_BASE}/login`)).toEqual([]);
  });

  it('gives every nullable schema its type (Redocly: no nullable without a type)', () => {
    const untyped: string[] = [];
    const walk = (node: unknown, at: string) => {
      if (Array.isArray(node)) return node.forEach((item, index) => walk(item, `${at}/${index}`));
      if (!node || typeof node !== 'object') return;
      const schema = node as Record<string, unknown>;
      if (schema.nullable === true && schema.type === undefined) untyped.push(at);
      for (const [key, value] of Object.entries(schema)) walk(value, `${at}/${key}`);
    };
    walk(document, '#');
    expect(untyped).toEqual([]);
  });

  it('describes the single sign-on callback query as the parameters a provider sends', () => {
    const callback = Object.entries(document.paths).find(([route]) => route.endsWith('/callback'))![1]!.get!;
    const names = (callback.parameters as OpenAPIV3.ParameterObject[])
      .filter((parameter) => parameter.in === 'query')
      .map((parameter) => parameter.name);
    expect(names).toEqual(expect.arrayContaining(['code', 'state', 'iss', 'error', 'error_description']));
    expect(names).not.toContain('additionalProperties');
    expect(names).not.toContain('type');
  });

  it('generates a typed client (openapi-typescript) that typechecks', { timeout: 120_000 }, async () => {
    const types = astToString(await openapiTS(structuredClone(document) as never));
    const folder = mkdtempSync(path.join(tmpdir(), 'openapi-client-'));
    try {
      writeFileSync(path.join(folder, 'api.d.ts'), types);
      // A call typed by the generated paths: the login body and the life events list's answer.
      writeFileSync(
        path.join(folder, 'use.ts'),
        [
          "import type { paths } from './api.d.ts';",
          `type Login = paths['${API_BASE}/login']['post']['requestBody']['content']['application/json'];`,
          "export const login: Login = { email: 'a@b.test', password: 'x', deviceToken: 'device' };",
          `type Events = paths['${API_BASE}/client/{clientId}/employees/life-events']['get']['responses']['200']['content']['application/json'];`,
          'export const total = (events: Events): number => events.total;',
        ].join('\n'),
      );
      writeFileSync(
        path.join(folder, 'tsconfig.json'),
        JSON.stringify({
          compilerOptions: {
            strict: true,
            noEmit: true,
            target: 'es2022',
            module: 'nodenext',
            allowImportingTsExtensions: true,
            skipLibCheck: false,
            types: [],
          },
          files: ['use.ts'],
        }),
      );
      const tsc = path.resolve(import.meta.dirname, '../../../node_modules/typescript/bin/tsc');
      let problems = '';
      try {
        execFileSync(process.execPath, [tsc, '-p', folder], { encoding: 'utf8', stdio: 'pipe' });
      } catch (error) {
        problems = String((error as { stdout?: string }).stdout ?? error);
      }
      expect(problems).toBe('');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
