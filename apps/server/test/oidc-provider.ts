// The package has no types of its own; e2e type-checks this file too, so the reference travels with it.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./oidc-provider-types.d.ts" />
/**
 * A real OpenID provider for tests: `oidc-provider` on loopback (random port), one confidential client and
 * a few accounts, with its own small login form (e-mail and password, labelled, so a browser in the
 * Playwright journeys fills it like any provider's page) and consent granted automatically, as a company's
 * own provider does for its own applications. Server tests drive the same form over HTTP
 * (`signInAtProvider`, oidc-provider-client.ts).
 *
 * It can also misbehave on purpose, to prove the portal refuses what a hostile or broken provider returns:
 * `tamperNextIdToken` rewrites the next ID token of the token endpoint (unsigned, another issuer, another
 * audience, or signed by a key the provider does not publish).
 *
 * Used by apps/server (import it) and e2e (import it, or run oidc-provider-process.ts as its own process).
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeJwt, decodeProtectedHeader, exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { Provider, type KoaContextLike } from 'oidc-provider';
import { createMemoryAdapter } from 'oidc-provider/lib/adapters/memory_adapter.js';

/** The password of every test provider account unless one is given. */
export const PROVIDER_PASSWORD = 'Provider-Pass-2026!';

export interface ProviderAccount {
  /** The stable subject (`sub`) of the account. */
  sub: string;
  email: string;
  /** Sent as `email_verified`; true unless given. */
  emailVerified?: boolean;
  name?: string;
  password?: string;
}

export interface TestProviderOptions {
  /** Where the portal receives the answer: `{tenant address}/sso/{provider name}`. */
  redirectUris: string[];
  /** Where the provider may send the browser after logout: `{tenant address}/logout-success`. */
  postLogoutRedirectUris?: string[];
  accounts: ProviderAccount[];
  clientId?: string;
  clientSecret?: string;
  /** 0 (default) picks a free port. */
  port?: number;
  host?: string;
  /**
   * True (default): the e-mail is in the ID token, as most company providers send it. False: only the
   * userinfo endpoint has it (oidc-provider's default behaviour).
   */
  emailInIdToken?: boolean;
  /**
   * Lists `none` among the ID token algorithms of its discovery document, as a misconfigured provider might:
   * the portal must still refuse unsigned ID tokens.
   */
  advertiseUnsignedIdTokens?: boolean;
  /** Offers RP-initiated logout (an end_session_endpoint); true unless false. */
  endSession?: boolean;
}

export type IdTokenTampering = 'alg-none' | 'wrong-issuer' | 'wrong-audience' | 'foreign-signature';

export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Adds an account, or replaces the one with the same `sub` (e.g. a changed e-mail). */
  setAccount(account: ProviderAccount): void;
  /** The next ID token the token endpoint returns is rewritten this way (once). */
  tamperNextIdToken(how: IdTokenTampering): void;
  close(): Promise<void>;
}

interface OidcContext extends KoaContextLike {
  oidc: KoaContextLike['oidc'] & {
    result?: { consent?: { grantId?: string } };
    session: { accountId?: string; grantIdFor(clientId: string): string | undefined };
    client: { clientId: string };
    provider: Provider;
  };
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} - Test identity provider</title><style>body{font-family:sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem}label,input,button{display:block;font-size:1rem;margin:.25rem 0}input{width:100%;padding:.5rem;box-sizing:border-box}button{margin-top:1rem;padding:.5rem 1rem}[role=alert]{color:#a00}</style></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

function loginForm(uid: string, email: string, failed: boolean): string {
  const alert = failed ? '<p role="alert">Wrong e-mail address or password.</p>' : '';
  return page(
    'Sign in to the test identity provider',
    `${alert}<form method="post" action="/interaction/${encodeURIComponent(uid)}/login">` +
      `<label for="email">E-mail address</label><input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email)}">` +
      `<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>` +
      `<button type="submit">Sign in</button></form>`,
  );
}

async function readForm(request: http.IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export async function startOidcProvider(options: TestProviderOptions): Promise<TestProvider> {
  const clientId = options.clientId ?? 'portal';
  const clientSecret = options.clientSecret ?? randomBytes(24).toString('base64url');
  const accounts = new Map(options.accounts.map((account) => [account.sub, account]));
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = randomBytes(8).toString('hex');
  const signingJwk = { ...(await exportJWK(privateKey)), kid, alg: 'RS256', use: 'sig' };
  let tampering: IdTokenTampering | null = null;

  const server = http.createServer();
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const { port } = server.address() as AddressInfo;
  const issuer = `http://${options.host ?? '127.0.0.1'}:${port}`;

  const provider = new Provider(issuer, {
    adapter: createMemoryAdapter(),
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        post_logout_redirect_uris: options.postLogoutRedirectUris ?? [],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [signingJwk] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    conformIdTokenClaims: options.emailInIdToken === false,
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: options.endSession !== false,
        logoutSource: async (ctx: KoaContextLike, form: string) => {
          ctx.body = page(
            'Sign out',
            `${form}<p>Sign out of the test identity provider?</p><button type="submit" form="op.logoutForm" name="logout" value="yes">Yes, sign me out</button>`,
          );
        },
        postLogoutSuccessSource: async (ctx: KoaContextLike) => {
          ctx.body = page('Signed out', '<p>You have signed out of the test identity provider.</p>');
        },
      },
    },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx: unknown, sub: string) => {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          email: account.email,
          email_verified: account.emailVerified ?? true,
          name: account.name ?? account.email,
        }),
      };
    },
    // First-party provider: consent is implied, so the login form is the only page a person sees.
    loadExistingGrant: async (ctx: OidcContext) => {
      const { oidc } = ctx;
      const grantId = oidc.result?.consent?.grantId ?? oidc.session.grantIdFor(oidc.client.clientId);
      if (grantId) {
        const found = await oidc.provider.Grant.find(grantId);
        if (found) return found;
      }
      if (!oidc.session.accountId) return undefined;
      const grant = new oidc.provider.Grant({
        accountId: oidc.session.accountId,
        clientId: oidc.client.clientId,
      });
      grant.addOIDCScope('openid email profile');
      grant.addOIDCClaims(['email', 'email_verified', 'name']);
      await grant.save();
      return grant;
    },
    renderError: async (ctx: KoaContextLike, out: Record<string, string>) => {
      ctx.type = 'html';
      ctx.body = page(
        'Sign-in problem',
        `<p>${escapeHtml(out.error ?? 'error')}: ${escapeHtml(out.error_description ?? '')}</p>`,
      );
    },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 600,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
    },
  });

  async function tamper(idToken: string, how: IdTokenTampering): Promise<string> {
    const claims = decodeJwt(idToken);
    const header = decodeProtectedHeader(idToken);
    const sign = (payload: Record<string, unknown>, key: CryptoKey) =>
      new SignJWT(payload).setProtectedHeader({ alg: 'RS256', kid: header.kid ?? kid }).sign(key);
    switch (how) {
      case 'alg-none':
        return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`;
      case 'wrong-issuer':
        return sign({ ...claims, iss: 'https://attacker.example' }, privateKey);
      case 'wrong-audience':
        return sign({ ...claims, aud: 'another-application' }, privateKey);
      case 'foreign-signature':
        return sign(claims, (await generateKeyPair('RS256')).privateKey);
    }
  }

  provider.use(async (ctx, next) => {
    await next();
    if (options.advertiseUnsignedIdTokens && ctx.path === '/.well-known/openid-configuration') {
      const metadata = ctx.body as { id_token_signing_alg_values_supported?: string[] };
      metadata.id_token_signing_alg_values_supported = [
        ...(metadata.id_token_signing_alg_values_supported ?? []),
        'none',
      ];
    }
    if (tampering === null || ctx.method !== 'POST' || ctx.path !== '/token') return;
    const body = ctx.body as { id_token?: unknown } | undefined;
    if (typeof body?.id_token !== 'string') return;
    const how = tampering;
    tampering = null;
    body.id_token = await tamper(body.id_token, how);
  });

  const oidcHandler = provider.callback();
  const interaction = /^\/interaction\/([\w-]+)(\/login)?$/;
  server.on('request', (request: http.IncomingMessage, response: http.ServerResponse) => {
    const match = interaction.exec(new URL(request.url ?? '/', issuer).pathname);
    if (!match) return oidcHandler(request, response);
    handleInteraction(request, response, match[1]!, match[2] !== undefined).catch((error: unknown) => {
      response.statusCode = 400;
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.end(page('Sign-in problem', `<p>${escapeHtml(String(error))}</p>`));
    });
  });

  async function handleInteraction(
    request: http.IncomingMessage,
    response: http.ServerResponse,
    uid: string,
    submitted: boolean,
  ): Promise<void> {
    const details = await provider.interactionDetails(request, response);
    if (details.uid !== uid || details.prompt.name !== 'login') throw new Error('unexpected interaction');
    const hint = typeof details.params.login_hint === 'string' ? details.params.login_hint : '';
    if (request.method === 'POST' && submitted) {
      const form = await readForm(request);
      const email = (form.get('email') ?? '').trim().toLowerCase();
      const account = [...accounts.values()].find((candidate) => candidate.email.toLowerCase() === email);
      if (account && form.get('password') === (account.password ?? PROVIDER_PASSWORD)) {
        await provider.interactionFinished(
          request,
          response,
          { login: { accountId: account.sub } },
          { mergeWithLastSubmission: false },
        );
        return;
      }
      response.statusCode = 401;
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.end(loginForm(uid, email, true));
      return;
    }
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.setHeader('cache-control', 'no-store');
    response.end(loginForm(uid, hint, false));
  }

  return {
    issuer,
    clientId,
    clientSecret,
    setAccount: (account) => accounts.set(account.sub, account),
    tamperNextIdToken: (how) => {
      tampering = how;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
