/**
 * The test OpenID provider (oidc-provider.ts) as a process of its own, for browser journeys that want it
 * outside the test runner:
 *
 *   node apps/server/test/oidc-provider-process.ts '{"redirectUris":["http://localhost:3000/sso/acme"],
 *     "postLogoutRedirectUris":["http://localhost:3000/logout-success"],"clientSecret":"...","port":0,
 *     "accounts":[{"sub":"idp-alex","email":"employee@demo.test"}]}'
 *
 * Prints one JSON line `{ "issuer", "clientId", "clientSecret" }` once it listens; stops on SIGTERM or SIGINT.
 * Accounts sign in on its form with their e-mail and PROVIDER_PASSWORD unless they have their own password.
 */
import { startOidcProvider, type TestProviderOptions } from './oidc-provider.ts';

const options = JSON.parse(process.argv[2] ?? '{}') as TestProviderOptions;
const provider = await startOidcProvider(options);
process.stdout.write(
  `${JSON.stringify({ issuer: provider.issuer, clientId: provider.clientId, clientSecret: provider.clientSecret })}\n`,
);
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    void provider.close().finally(() => process.exit(0));
  });
}
