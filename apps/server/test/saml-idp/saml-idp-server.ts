/**
 * A small SAML identity provider on loopback for the browser tests and the offline demo (issue 36): metadata
 * at /metadata, SP-initiated sign-in at /sso (HTTP-Redirect AuthnRequest, a sign-in form, then a form post of
 * a signed Response to the SP's Assertion Consumer Service), IdP-initiated sign-in at /start?acs=…, and single
 * logout at /slo (checks the SP's signed LogoutRequest and answers a LogoutResponse: saml-idp-logout.ts).
 * Anyone may sign in as any account it lists: it is a test double, signing with the committed test key.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inflateRawSync } from 'node:zlib';
import { answerLogoutRequest, type LogoutSeen } from './saml-idp-logout.ts';
import { buildResponse, idpMetadata } from './saml-responses.ts';

export interface SamlIdpAccount {
  email: string;
  /** Sent as the `employeeNumber` attribute when given. */
  employeeNumber?: string;
}

export interface TestSamlIdp {
  origin: string;
  metadataUrl: string;
  /** The LogoutRequests received so far, oldest first. */
  logouts(): LogoutSeen[];
  close(): Promise<void>;
}

const html = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function page(response: ServerResponse, title: string, body: string) {
  response.setHeader('content-type', 'text/html; charset=utf-8');
  response.end(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${html(title)}</title></head><body><main><h1>${html(title)}</h1>${body}</main></body></html>`,
  );
}

async function formOf(request: IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of request) body += chunk;
  return new URLSearchParams(body);
}

/** The SP's ACS, entity ID and request ID from an AuthnRequest (HTTP-Redirect binding). */
function readAuthnRequest(encoded: string) {
  const xml = inflateRawSync(Buffer.from(encoded, 'base64')).toString('utf8');
  const attribute = (name: string) => new RegExp(`\\b${name}="([^"]+)"`).exec(xml)?.[1];
  const issuer = /<(?:saml2?:)?Issuer[^>]*>([^<]+)</.exec(xml)?.[1];
  return { id: attribute('ID'), acs: attribute('AssertionConsumerServiceURL'), issuer };
}

export async function startSamlIdp(options: {
  accounts: SamlIdpAccount[];
  port?: number;
  /**
   * The host name browsers reach it by (default `localhost`): the portal's tenant host for a tenant on a
   * sub-domain (`northwind.localhost`), so that the IdP's form post is same-site (see below).
   */
  host?: string;
  /** The IdP's clock (the portal's test clock in API tests). */
  clock?: () => Date;
}): Promise<TestSamlIdp> {
  const clock = options.clock ?? (() => new Date());
  let origin = '';
  const entityId = () => `${origin}/metadata`;
  const logouts: LogoutSeen[] = [];

  async function postResponse(
    response: ServerResponse,
    target: { acs: string; audience: string; inResponseTo: string | null; relayState: string },
    account: SamlIdpAccount,
  ) {
    const SAMLResponse = await buildResponse({
      issuer: entityId(),
      audience: target.audience,
      recipient: target.acs,
      inResponseTo: target.inResponseTo,
      nameId: account.email,
      attributes: account.employeeNumber ? { employeeNumber: account.employeeNumber } : {},
      now: clock(),
    });
    const relay = target.relayState
      ? `<input type="hidden" name="RelayState" value="${html(target.relayState)}">`
      : '';
    page(
      response,
      'Signing you in',
      `<form method="post" action="${html(target.acs)}"><input type="hidden" name="SAMLResponse" value="${SAMLResponse}">${relay}<button type="submit">Continue to the portal</button></form><script>document.forms[0].submit()</script>`,
    );
  }

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', origin);
      const account = (email: string | null) => options.accounts.find((known) => known.email === email);
      if (url.pathname === '/metadata') {
        response.setHeader('content-type', 'application/samlmetadata+xml');
        response.end(idpMetadata({ entityId: entityId(), ssoUrl: `${origin}/sso`, sloUrl: `${origin}/slo` }));
      } else if (url.pathname === '/sso' && request.method === 'GET') {
        const fields = ['SAMLRequest', 'RelayState']
          .map(
            (name) =>
              `<input type="hidden" name="${name}" value="${html(url.searchParams.get(name) ?? '')}">`,
          )
          .join('');
        page(
          response,
          'Test SAML identity provider',
          `<form method="post" action="/sso">${fields}<label for="email">E-mail</label> <input id="email" name="email" type="email" autocomplete="username" required> <button type="submit">Sign in</button></form>`,
        );
      } else if (url.pathname === '/sso' && request.method === 'POST') {
        const form = await formOf(request);
        const authn = readAuthnRequest(form.get('SAMLRequest') ?? '');
        const who = account(form.get('email'));
        if (!who || !authn.acs || !authn.issuer || !authn.id) {
          response.statusCode = 400;
          return page(response, 'Unknown account', '<p>This test IdP has no such account.</p>');
        }
        await postResponse(
          response,
          {
            acs: authn.acs,
            audience: authn.issuer,
            inResponseTo: authn.id,
            relayState: form.get('RelayState') ?? '',
          },
          who,
        );
      } else if (url.pathname === '/start') {
        // IdP-initiated: /start?acs={the SP's ACS}&email=…[&RelayState=…, the portal page to land on]; the SP's
        // entity ID is its metadata address.
        const acs = url.searchParams.get('acs') ?? '';
        const who = account(url.searchParams.get('email'));
        if (!who || !acs) {
          response.statusCode = 400;
          return page(response, 'Unknown account', '<p>Give acs and a known email.</p>');
        }
        await postResponse(
          response,
          {
            acs,
            audience: acs.replace(/\/acs$/, '/metadata'),
            inResponseTo: null,
            relayState: url.searchParams.get('RelayState') ?? '',
          },
          who,
        );
      } else if (url.pathname === '/slo') {
        // Single logout: the session here ends (there is none to keep); a LogoutResponse back to the SP.
        const answer = await answerLogoutRequest(url.search.slice(1), { issuer: entityId() });
        if (!answer) {
          response.statusCode = 400;
          return page(response, 'Not a logout request', '<p>Expected a SAMLRequest.</p>');
        }
        logouts.push(answer.seen);
        response.statusCode = 302;
        response.setHeader('location', answer.location);
        response.end();
      } else {
        response.statusCode = 404;
        response.end();
      }
    })().catch((error: unknown) => {
      response.statusCode = 500;
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  // Named as the portal's own host in tests and the demo (`localhost`, or the tenant's `northwind.localhost`):
  // the same site, so the browser-binding cookie (SameSite=Lax on plain http) goes with the IdP's form post,
  // as SameSite=None does on https. Chromium counts each *.localhost host as a site of its own.
  const { port } = server.address() as AddressInfo;
  origin = `http://${options.host ?? 'localhost'}:${port}`;
  return {
    origin,
    // Fetched by the operator's command, for which only `localhost` resolves.
    metadataUrl: `http://localhost:${port}/metadata`,
    logouts: () => [...logouts],
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
