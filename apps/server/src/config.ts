/**
 * The server's configuration, read from the environment once (architecture section 8).
 * Nothing else in the server reads process.env. An invalid value throws a ConfigError whose message is one
 * line naming the variable; server.ts prints it and exits 1.
 */
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { errorReason } from './lib/error-reason.ts';
import { loadOrCreateSecrets, type GeneratedSecrets } from './lib/secrets-file.ts';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** null = the embedded PostgreSQL of DATA_DIR (db/embedded) */
  databaseUrl: string | null;
  /** Connections each process's pool may open for its requests (DATABASE_POOL_SIZE). */
  databasePoolSize: number;
  publicUrl: string;
  defaultClient: string;
  seedDemo: boolean;
  smtpUrl: string | null;
  mailFrom: string | null;
  /** The root of every signing key (access tokens, robot-check challenges); see lib/keys.ts. */
  secretKey: string;
  /** 32 bytes for AES-256-GCM: secrets at rest (lib/crypto.ts). */
  encryptionKey: Buffer;
  /** Keys rotated out: still opened by key id, never used to seal (ENCRYPTION_KEYS_PREVIOUS). */
  previousEncryptionKeys: Buffer[];
  logLevel: LogLevel;
  webDistDir: string;
  /** false, true (trust every hop) or the number of proxy hops to trust. */
  trustProxy: boolean | number;
  /**
   * Requests a minute per client address on /api, counted by each web process (so the portal allows up to
   * WEB_INSTANCES times this): sized for an office behind one gateway address (docs/decisions.md).
   */
  rateLimitPerMinute: number;
  /** Requests a minute per client address on each sign-in route, for the whole portal. */
  loginRateLimitPerMinute: number;
  /** Refused password sign-ins a minute at one account from one address, for the whole portal; then 429. */
  loginAccountFailureLimitPerMinute: number;
  /** Refused password sign-ins from one address in ten minutes, for the whole portal; then 429. */
  loginFailureLimitPer10Minutes: number;
  /**
   * Password hashes (argon2id) this process runs at once; the rest wait their turn (lib/password-hash.ts). By
   * default two for each of the process's share of the cores (the cores divided among WEB_INSTANCES).
   */
  passwordHashConcurrency: number;
  /** The ALTCHA proof of work's difficulty: the largest number the browser may have to try. */
  captchaMaxNumber: number;
  /**
   * Whether this process runs the background job handlers (RUN_WORKERS, on by default). Off for web instances
   * that run beside separate `npm run worker` processes on a shared PostgreSQL.
   */
  runWorkers: boolean;
  production: boolean;
}

export type Env = Readonly<Record<string, string | undefined>>;

const repoWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));
const hostLabel = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const truthy = new Set(['1', 'true', 'on', 'yes']);
const falsy = new Set(['0', 'false', 'off', 'no']);

const booleanish = z.string().transform((value, ctx) => {
  const v = value.trim().toLowerCase();
  if (truthy.has(v)) return true;
  if (falsy.has(v)) return false;
  ctx.addIssue({ code: 'custom', message: 'must be one of 1/true/on/yes or 0/false/off/no' });
  return z.NEVER;
});

const port = z.coerce
  .number({ message: 'must be a whole number from 0 to 65535' })
  .int('must be a whole number from 0 to 65535')
  .min(0, 'must be a whole number from 0 to 65535')
  .max(65535, 'must be a whole number from 0 to 65535');

const httpUrl = z
  .url({ protocol: /^https?$/, message: 'must be an http:// or https:// URL' })
  .transform((url) => url.replace(/\/+$/, ''));

const keyBytes = (value: string) =>
  /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');

const encryptionKey = z.string().transform((value, ctx) => {
  const bytes = keyBytes(value);
  if (bytes.length !== 32) {
    ctx.addIssue({ code: 'custom', message: 'must be 32 bytes, as 64 hex digits or base64' });
    return z.NEVER;
  }
  return bytes;
});

/** Comma-separated keys, each like ENCRYPTION_KEY. */
const encryptionKeyList = z.string().transform((value, ctx) => {
  const keys = value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map(keyBytes);
  if (keys.some((bytes) => bytes.length !== 32)) {
    ctx.addIssue({
      code: 'custom',
      message: 'must be comma-separated keys of 32 bytes, each as 64 hex digits or base64',
    });
    return z.NEVER;
  }
  return keys;
});

const atLeastOne = z.coerce.number().int().min(1, 'must be a whole number of at least 1');

const trustProxy = z.string().transform((value, ctx): boolean | number => {
  if (/^\d+$/.test(value)) return Number(value);
  const flag = booleanish.safeParse(value);
  if (flag.success) return flag.data;
  ctx.addIssue({ code: 'custom', message: 'must be on/off or a number of proxy hops' });
  return z.NEVER;
});

function generatedSecrets(dataDir: string): GeneratedSecrets {
  try {
    return loadOrCreateSecrets(dataDir);
  } catch (error) {
    const reason = errorReason(error);
    throw new ConfigError(
      `Invalid configuration: DATA_DIR ${dataDir} cannot hold the generated keys: ${reason}`,
    );
  }
}

/** Reads one variable; an empty string counts as unset. Returns undefined when unset. */
function read<T>(env: Env, name: string, schema: z.ZodType<T>): T | undefined {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return undefined;
  const parsed = schema.safeParse(raw.trim());
  if (parsed.success) return parsed.data;
  const problem = parsed.error.issues[0]?.message ?? 'is invalid';
  throw new ConfigError(`Invalid configuration: ${name} ${problem}`);
}

/**
 * Parses the environment. `cwd` resolves a relative DATA_DIR. May create DATA_DIR and DATA_DIR/secrets.json
 * (mode 0600) when the keys are unset outside production.
 */
export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): Config {
  const production = env.NODE_ENV === 'production';
  const portValue = read(env, 'PORT', port) ?? 3000;
  const dataDir = path.resolve(cwd, read(env, 'DATA_DIR', z.string()) ?? './data');
  const seedDemo = read(env, 'SEED_DEMO', booleanish) ?? false;

  let secretKey = read(env, 'SECRET_KEY', z.string().min(32, 'must be at least 32 characters'));
  let key = read(env, 'ENCRYPTION_KEY', encryptionKey);
  if (secretKey === undefined || key === undefined) {
    if (production && !seedDemo) {
      const missing = secretKey === undefined ? 'SECRET_KEY' : 'ENCRYPTION_KEY';
      throw new ConfigError(`Invalid configuration: ${missing} is required when NODE_ENV=production`);
    }
    const generated = generatedSecrets(dataDir);
    secretKey ??= generated.secretKey;
    key ??= Buffer.from(generated.encryptionKey, 'base64');
  }

  return {
    port: portValue,
    host:
      read(env, 'HOST', z.string().regex(/^[\w.:[\]-]+$/, 'must be a host name or IP address')) ??
      '127.0.0.1',
    dataDir,
    databaseUrl:
      read(
        env,
        'DATABASE_URL',
        z.url({ protocol: /^postgres(ql)?$/, message: 'must be a postgres:// URL' }),
      ) ?? null,
    databasePoolSize: read(env, 'DATABASE_POOL_SIZE', atLeastOne) ?? defaultPoolSize(),
    publicUrl: read(env, 'PUBLIC_URL', httpUrl) ?? `http://localhost:${portValue}`,
    defaultClient:
      read(
        env,
        'DEFAULT_CLIENT',
        z.string().toLowerCase().regex(hostLabel, 'must be a host label like demo'),
      ) ?? 'demo',
    seedDemo,
    smtpUrl:
      read(env, 'SMTP_URL', z.url({ protocol: /^smtps?$/, message: 'must be an smtp:// or smtps:// URL' })) ??
      null,
    mailFrom: read(env, 'MAIL_FROM', z.string().min(3, 'must be an e-mail address')) ?? null,
    secretKey,
    encryptionKey: key,
    previousEncryptionKeys: read(env, 'ENCRYPTION_KEYS_PREVIOUS', encryptionKeyList) ?? [],
    logLevel:
      read(
        env,
        'LOG_LEVEL',
        z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
          message: 'must be one of fatal, error, warn, info, debug, trace, silent',
        }),
      ) ?? 'info',
    webDistDir: path.resolve(cwd, read(env, 'WEB_DIST_DIR', z.string()) ?? repoWebDist),
    trustProxy: read(env, 'TRUST_PROXY', trustProxy) ?? false,
    rateLimitPerMinute: read(env, 'RATE_LIMIT_PER_MINUTE', atLeastOne) ?? 60_000,
    loginRateLimitPerMinute: read(env, 'LOGIN_RATE_LIMIT_PER_MINUTE', atLeastOne) ?? 3_000,
    loginAccountFailureLimitPerMinute: read(env, 'LOGIN_ACCOUNT_FAILURE_LIMIT_PER_MINUTE', atLeastOne) ?? 20,
    loginFailureLimitPer10Minutes: read(env, 'LOGIN_FAILURE_LIMIT_PER_10_MINUTES', atLeastOne) ?? 1_000,
    passwordHashConcurrency:
      read(env, 'PASSWORD_HASH_CONCURRENCY', atLeastOne) ?? hashesAtOnce(env.WEB_INSTANCES),
    captchaMaxNumber:
      read(
        env,
        'CAPTCHA_MAX_NUMBER',
        z.coerce
          .number()
          .int()
          .min(10, 'must be a whole number from 10 to 10000000')
          .max(10_000_000, 'must be a whole number from 10 to 10000000'),
      ) ?? 200_000,
    runWorkers: read(env, 'RUN_WORKERS', booleanish) ?? true,
    production,
  };
}

/**
 * Twice the cores, plus one: the usual size for a pool whose database shares the machine's cores. More
 * connections than that make transactions queue inside PostgreSQL, each holding its locks and snapshot while it
 * waits for a core, instead of queueing in the pool: submits at 20 connections had a p99 of 66 to 89 ms with 10
 * and 121 to 129 ms with 20 connections, 45 to 53 ms with 5 (docs/decisions.md, 28 November).
 */
export function defaultPoolSize(): number {
  return 2 * os.availableParallelism() + 1;
}

/**
 * Two hashes a core, the cores divided among the web processes, at least one: enough in flight to keep the cores
 * hashing while a finished hash's answer waits for its event loop, few enough that a busy moment does not share
 * the cores among every hash at once and make them all late together. With one web process on two cores this is
 * libuv's four pool threads, as before; with two, two each instead of eight in all (docs/decisions.md, 29
 * November). WEB_INSTANCES is the supervisor's to check (supervise.ts); a value it would refuse counts as one.
 */
export function hashesAtOnce(webInstances: string | undefined): number {
  const instances = Number(webInstances ?? '1');
  const divisor = Number.isInteger(instances) && instances >= 1 ? instances : 1;
  return Math.max(1, Math.floor((2 * os.availableParallelism()) / divisor));
}

/**
 * Demo mode: no SMTP_URL (e-mail stays in the demo mailbox) outside production. The demo mailbox and the demo's
 * clock exist only then.
 */
export function demoMode(config: Pick<Config, 'smtpUrl' | 'production'>): boolean {
  return config.smtpUrl === null && !config.production;
}

/** Cookies are marked Secure when the portal is served over https. */
export function secureCookies(config: Pick<Config, 'publicUrl'>): boolean {
  return config.publicUrl.startsWith('https://');
}
