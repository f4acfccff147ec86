/**
 * The access token, held in this module's memory and nowhere else: never in Redux (which devtools and
 * redux-persist can see), never in local or session storage. The api client reads it for every request; a reload
 * loses it, and the refresh cookie (HttpOnly, invisible here) brings a new one.
 */

interface HeldToken {
  token: string;
  /** Epoch milliseconds when the server stops accepting it. */
  expiresAt: number;
}

let held: HeldToken | null = null;

export function setAccessToken(token: string, expiresInSeconds: number): void {
  held = { token, expiresAt: Date.now() + expiresInSeconds * 1000 };
}

export function getAccessToken(): string | null {
  return held?.token ?? null;
}

/** Milliseconds until the token expires (negative once expired), or null without a token. */
export function accessTokenLifetimeLeft(): number | null {
  return held ? held.expiresAt - Date.now() : null;
}

export function clearAccessToken(): void {
  held = null;
}
