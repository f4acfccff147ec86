/**
 * pino options: JSON lines, with secrets redacted wherever they appear in a logged object
 * (architecture section 4: passwords, tokens, cookies, TOTP secrets, dates of birth).
 *
 * Redaction walks plain objects in a log formatter rather than using pino's wildcard `redact` paths:
 * secrets can sit at any depth, and dozens of wildcard paths made every request log several times slower.
 */
import pino, { type DestinationStream, type Logger } from 'pino';
import type { LogLevel } from '../config.ts';

export const REDACTED = '[redacted]';

/** The logger services are given: pino's, without tying them to Fastify's types. */
export interface AppLogger {
  info(object: object, message?: string): void;
  info(message: string): void;
  warn(object: object, message?: string): void;
  warn(message: string): void;
  error(object: object, message?: string): void;
  error(message: string): void;
  child(bindings: Record<string, unknown>): AppLogger;
}

/** Field names (compared lower-cased) whose values never reach a log line. */
const SECRET_KEYS = new Set([
  'password',
  'token',
  'refresh_token',
  'access_token',
  'secret',
  'date_of_birth',
  'authorization',
  'x-bearer-token',
  'cookie',
  'set-cookie',
  // Sign-in: the robot-check solution, the device fingerprint, sealed two-factor secrets, token hashes.
  'recaptcha',
  'devicetoken',
  'device_token',
  'challenge',
  // Two-factor: a code is valid for a minute and a half; the secret is the key itself.
  'code',
  'totpsecret',
  'totp_secret',
  'totpsecretciphertext',
  'totp_secret_ciphertext',
  'tokenhash',
  'token_hash',
]);
const MAX_DEPTH = 6;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * A copy of `value` with secret fields replaced. Only plain objects and arrays are walked: requests,
 * replies and errors go through their serializers, which never include headers or bodies.
 */
export function redactSecrets(value: unknown, depth = 0): unknown {
  if (depth > MAX_DEPTH) return value;
  if (Array.isArray(value)) return value.map((item) => redactSecrets(item, depth + 1));
  if (!isPlainObject(value)) return value;
  let copy: Record<string, unknown> | null = null;
  for (const [key, field] of Object.entries(value)) {
    const replacement = SECRET_KEYS.has(key.toLowerCase()) ? REDACTED : redactSecrets(field, depth + 1);
    if (replacement !== field) {
      copy ??= { ...value };
      copy[key] = replacement;
    }
  }
  return copy ?? value;
}

/**
 * Query values and path segments that carry one-time secrets in links (reset, activation, SSO, frames), and
 * the single-sign-on state and e-mail hint.
 */
const SECRET_QUERY =
  /([?&](?:token|bearertoken|access_token|refresh_token|code|dob|state|login_hint)=)[^&#]*/gi;
const SECRET_PATH = /^(\/(?:api\/)?(?:activation|sso-login)\/)[^/?#]+/i;

export function redactUrl(url: string): string {
  return url.replace(SECRET_PATH, `$1${REDACTED}`).replace(SECRET_QUERY, `$1${REDACTED}`);
}

interface LoggedRequest {
  method: string;
  url: string;
  host: string;
  ip: string;
  socket?: { remotePort?: number };
}

/** Fastify's request serializer, with secrets in the URL redacted. Headers and bodies are never logged. */
function serializeRequest(request: LoggedRequest) {
  // Anything else logged under `req` is left to the redacting formatter.
  if (typeof request?.url !== 'string') return request;
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * Errors as pino logs them, but never with a failed query's parameters: Drizzle puts them in the message
 * ("Failed query: ... params: ..."), and they are the person's data (a message, a token). The query text and
 * the database's own reason stay.
 */
export function serializeError(error: unknown) {
  const serialized = pino.stdSerializers.err(error as Error) as ReturnType<typeof pino.stdSerializers.err> & {
    params?: unknown;
    query?: unknown;
  };
  if (typeof serialized !== 'object' || serialized === null || !('params' in serialized)) return serialized;
  const { params: _params, ...rest } = serialized;
  const withoutParams = (text: string) => text.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, '');
  return { ...rest, message: withoutParams(rest.message), stack: withoutParams(rest.stack) };
}

/**
 * Logs to `destination`, or to stdout asynchronously: under load, lines written while a write is in flight
 * go out together in one system call instead of one each (pino flushes what is left on exit).
 */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      serializers: { req: serializeRequest, err: serializeError },
      formatters: { log: (object) => redactSecrets(object) as Record<string, unknown> },
    },
    destination ?? pino.destination({ dest: 1, sync: false }),
  );
}
