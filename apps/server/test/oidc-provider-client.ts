/**
 * A browser's part at the test provider (oidc-provider.ts), over HTTP: follow its redirects with its cookies and
 * fill in its login form, for server tests that cannot run a browser.
 */
import { PROVIDER_PASSWORD } from './oidc-provider.ts';

/** Cookies of one browser, by name (paths are ignored: the test provider's cookie names do not collide). */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const equals = pair.indexOf('=');
      const name = pair.slice(0, equals).trim();
      const value = pair.slice(equals + 1).trim();
      const expired = attributes.some((attribute) =>
        /^\s*(max-age=0|expires=thu, 01 jan 1970)/i.test(attribute),
      );
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

/**
 * Signs in at the provider as a browser would, from the authorisation address the portal redirected to:
 * follows the provider's redirects with its cookies, fills in its login form, and returns the address the
 * provider sends the browser back to (the portal's redirect route, with `code`, `state` and `iss`).
 */
export async function signInAtProvider(
  authorisationUrl: string,
  credentials: { email: string; password?: string },
): Promise<URL> {
  const jar = new CookieJar();
  const origin = new URL(authorisationUrl).origin;
  let url = new URL(authorisationUrl);
  let submitted = false;
  for (let hop = 0; hop < 10; hop += 1) {
    let response: Response;
    if (url.pathname.endsWith('/login') && !submitted) {
      submitted = true;
      response = await fetch(url, {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          email: credentials.email,
          password: credentials.password ?? PROVIDER_PASSWORD,
        }).toString(),
      });
    } else {
      response = await fetch(url, { redirect: 'manual', headers: { cookie: jar.header() } });
    }
    jar.store(response);
    const location = response.headers.get('location');
    if (location) {
      const next = new URL(location, url);
      if (next.origin !== origin) return next;
      url = next;
      continue;
    }
    const html = await response.text();
    const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
    if (!action || submitted)
      throw new Error(`The provider answered ${response.status}: ${html.slice(0, 300)}`);
    url = new URL(action, url);
  }
  throw new Error('Too many redirects at the provider');
}
