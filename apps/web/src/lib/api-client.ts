import { API_BASE } from '@portal/contracts/api-paths';
import {
  ACCEPTED_HTTP_STATUSES,
  BEARER_TOKEN_HEADER,
  MASQUERADE_HEADER,
  MASQUERADE_SCHEME_YEAR_HEADER,
  MASQUERADE_USER_ID_HEADER,
  STORAGE_KEYS,
} from '@portal/contracts/constants';
import { takeEarlyAnswer } from './early-answers.ts';

/**
 * Every call to the API goes through here (spec section 7): credentials included, JSON both ways, the bearer
 * token in Authorization and X-Bearer-Token, the masquerade headers while masquerading, the time of the call in
 * session storage, success only for 200/201/202, and one error text taken from errors, error or message.
 */

export interface Masquerade {
  userId: string;
  schemeYear: string | number;
}

export interface ApiAuth {
  /** The access token, held in memory only (never in browser storage). */
  getAccessToken(): string | null | undefined;
  getMasquerade(): Masquerade | null | undefined;
  /** A 401 to a request that carried the access token: the session is over (spec section 8). */
  onUnauthorized?(message: string): void;
}

export interface ApiRequest {
  /** Path below the API base, e.g. `/theme`. */
  path: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Sent without the access token, and a 401 is an ordinary answer (sign-in, refresh). */
  anonymous?: boolean;
  /**
   * Not the user's doing (the silent token refresh): not recorded as the last call, so it does not hold off the
   * idle prompt, and no progress bar.
   */
  background?: boolean;
}

export interface ApiSuccess<T> {
  ok: true;
  status: number;
  data: T;
  masqueradeUserId?: string;
}

export interface ApiFailure {
  ok: false;
  /** null when no answer arrived (network failure or abort). */
  status: number | null;
  error: string;
  /** The parsed answer, for callers that need more than the text (e.g. showRecaptcha on a failed login). */
  body?: unknown;
  masqueradeUserId?: string;
  /** A 503's Retry-After in seconds: the portal is briefly unavailable (its database restarting). */
  retryAfterSeconds?: number;
}

export type ApiResult<T> = ApiSuccess<T> | ApiFailure;

/** The error text when no answer arrives (spec section 8: a network failure returns an object with an error). */
export const NETWORK_ERROR = 'Failed to fetch';

let auth: ApiAuth = { getAccessToken: () => null, getMasquerade: () => null };
/** Called once a request starts; the function it returns is called when the request settles. */
type RequestObserver = () => () => void;
const observers = new Set<RequestObserver>();

export function configureApiAuth(next: ApiAuth): void {
  auth = next;
}

/**
 * An answer that succeeded but says the session is over (the demo clock moved past it): signs out as a 401
 * would, with this message on the login page.
 */
export function sessionEndedByServer(message: string): void {
  auth.onUnauthorized?.(message);
}

/** Observes requests in flight (the progress bar uses it). Returns a function that stops observing. */
export function observeRequests(observer: RequestObserver): () => void {
  observers.add(observer);
  return () => observers.delete(observer);
}

function recordCallTime(): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEYS.lastApiCall, String(Date.now()));
  } catch {
    // Session storage unavailable: the idle check falls back to its own clock.
  }
}

/** When the last request the user made was sent (epoch ms), or null before the first one in this tab. */
export function lastCallTime(): number | null {
  try {
    const value = Number(window.sessionStorage.getItem(STORAGE_KEYS.lastApiCall));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

function requestHeaders(request: Pick<ApiRequest, 'headers'>, token: string | null | undefined): Headers {
  const headers = new Headers(request.headers);
  headers.set('Accept', 'application/json');
  headers.set('Content-Type', 'application/json');
  if (token) {
    headers.set('Authorization', `Bearer ${token}`);
    headers.set(BEARER_TOKEN_HEADER, token);
  }
  const masquerade = auth.getMasquerade();
  if (masquerade) {
    headers.set(MASQUERADE_HEADER, masquerade.userId);
    headers.set(MASQUERADE_SCHEME_YEAR_HEADER, String(masquerade.schemeYear));
  }
  return headers;
}

export async function readBody(response: Pick<Response, 'text'>): Promise<unknown> {
  const raw = await response.text();
  if (raw === '') return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}

function asText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The error text of a failed answer: `errors` (as JSON text), else `error`, else `message`. */
export function errorText(body: unknown, response: Pick<Response, 'status' | 'statusText'>): string {
  if (body && typeof body === 'object') {
    const { errors, error, message } = body as Record<string, unknown>;
    if (errors !== undefined && errors !== null) return asText(errors);
    if (error !== undefined && error !== null && error !== '') return asText(error);
    if (typeof message === 'string' && message !== '') return message;
  }
  return response.statusText || `HTTP ${response.status}`;
}

/**
 * What every kind of call does before it goes out: the address, the headers, the last-call time and the
 * progress observers. `done` runs when the call settles.
 */
export function startCall(
  call: Pick<ApiRequest, 'path' | 'headers' | 'anonymous' | 'background'>,
  json: boolean,
) {
  const path = call.path.startsWith('/') ? call.path : `/${call.path}`;
  const token = call.anonymous ? null : auth.getAccessToken();
  const headers = requestHeaders(call, token);
  if (!json) headers.delete('Content-Type');
  if (!call.background) recordCallTime();
  const settle = call.background ? [] : [...observers].map((observer) => observer());
  return { url: `${API_BASE}${path}`, headers, token, done: () => settle.forEach((done) => done()) };
}

/** The result of an answer's status and parsed body, as every kind of call reports it. */
export function resultOf<T>(
  status: number,
  body: unknown,
  response: Pick<Response, 'status' | 'statusText'> & { headers?: Pick<Headers, 'get'> },
  masqueradeUserId: string | null,
  token: string | null | undefined,
): ApiResult<T> {
  const extra = masqueradeUserId ? { masqueradeUserId } : {};
  if (ACCEPTED_HTTP_STATUSES.includes(status)) return { ok: true, status, data: body as T, ...extra };
  const error = errorText(body, response);
  if (status === 401 && token) auth.onUnauthorized?.(error);
  const retryAfterSeconds = status === 503 ? retryAfterOf(response.headers?.get('retry-after')) : undefined;
  return {
    ok: false,
    status,
    error,
    body,
    ...extra,
    ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
  };
}

/** Retry-After as a number of seconds (the form the portal sends); undefined for a date or nothing. */
function retryAfterOf(value: string | null | undefined): number | undefined {
  if (!value || !/^\d+$/.test(value.trim())) return undefined;
  return Number(value.trim());
}

export async function apiRequest<T>(request: ApiRequest | string): Promise<ApiResult<T>> {
  const call = typeof request === 'string' ? { path: request } : request;
  const { url, headers, token, done } = startCall(call, call.body !== undefined);
  try {
    const method = call.method ?? 'GET';
    let response: Response;
    try {
      // The page's boot may have sent this very request already (a bodiless one: refresh, setup, home data).
      const early = call.body === undefined ? takeEarlyAnswer(method, url) : undefined;
      response = await (early ??
        fetch(url, {
          method,
          credentials: 'include',
          headers,
          body: call.body === undefined ? undefined : JSON.stringify(call.body),
          signal: call.signal,
        }));
    } catch {
      return { ok: false, status: null, error: NETWORK_ERROR };
    }
    const body = await readBody(response).catch(() => null);
    return resultOf<T>(
      response.status,
      body,
      response,
      response.headers.get(MASQUERADE_USER_ID_HEADER),
      token,
    );
  } finally {
    done();
  }
}
