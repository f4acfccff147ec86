import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, type Env } from './config.ts';

const tmpDirs: string[] = [];
function tmpDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-config-'));
  tmpDirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of tmpDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function configError(env: Env): ConfigError {
  try {
    loadConfig({ DATA_DIR: tmpDir(), ...env });
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const cwd = tmpDir();
    const config = loadConfig({}, cwd);
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.join(cwd, 'data'),
      databaseUrl: null,
      databasePoolSize: 2 * os.availableParallelism() + 1,
      passwordHashConcurrency: 2 * os.availableParallelism(),
      publicUrl: 'http://localhost:3000',
      defaultClient: 'demo',
      seedDemo: false,
      smtpUrl: null,
      mailFrom: null,
      logLevel: 'info',
      trustProxy: false,
      rateLimitPerMinute: 60_000,
      loginRateLimitPerMinute: 3_000,
      loginAccountFailureLimitPerMinute: 20,
      loginFailureLimitPer10Minutes: 1_000,
      captchaMaxNumber: 200_000,
      previousEncryptionKeys: [],
      production: false,
    });
    expect(config.webDistDir.endsWith(path.join('apps', 'web', 'dist'))).toBe(true);
    expect(config.encryptionKey).toHaveLength(32);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: tmpDir(),
      DATABASE_URL: 'postgres://app@db.internal:5432/portal',
      DATABASE_POOL_SIZE: '8',
      PUBLIC_URL: 'https://portal.example/',
      DEFAULT_CLIENT: 'Acme',
      SEED_DEMO: 'on',
      SMTP_URL: 'smtp://mail.internal:25',
      MAIL_FROM: 'Benefits <no-reply@portal.example>',
      SECRET_KEY: 's'.repeat(40),
      ENCRYPTION_KEY: 'ab'.repeat(32),
      ENCRYPTION_KEYS_PREVIOUS: `${'cd'.repeat(32)}, ${Buffer.alloc(32, 0xef).toString('base64')}`,
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: '/srv/web',
      TRUST_PROXY: '2',
      RATE_LIMIT_PER_MINUTE: '1000',
      LOGIN_RATE_LIMIT_PER_MINUTE: '12',
      LOGIN_ACCOUNT_FAILURE_LIMIT_PER_MINUTE: '7',
      LOGIN_FAILURE_LIMIT_PER_10_MINUTES: '90',
      CAPTCHA_MAX_NUMBER: '50000',
      PASSWORD_HASH_CONCURRENCY: '3',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: 'postgres://app@db.internal:5432/portal',
      databasePoolSize: 8,
      publicUrl: 'https://portal.example',
      defaultClient: 'acme',
      seedDemo: true,
      smtpUrl: 'smtp://mail.internal:25',
      secretKey: 's'.repeat(40),
      logLevel: 'warn',
      webDistDir: '/srv/web',
      trustProxy: 2,
      rateLimitPerMinute: 1000,
      loginRateLimitPerMinute: 12,
      loginAccountFailureLimitPerMinute: 7,
      loginFailureLimitPer10Minutes: 90,
      captchaMaxNumber: 50_000,
      passwordHashConcurrency: 3,
    });
    expect(config.encryptionKey.equals(Buffer.alloc(32, 0xab))).toBe(true);
    expect(config.previousEncryptionKeys).toEqual([Buffer.alloc(32, 0xcd), Buffer.alloc(32, 0xef)]);
  });

  it("hashes two passwords at once for each of the web process's share of the cores, at least one", () => {
    const cores = os.availableParallelism();
    const hashConcurrency = (webInstances: string) =>
      loadConfig({ DATA_DIR: tmpDir(), WEB_INSTANCES: webInstances }).passwordHashConcurrency;
    expect(hashConcurrency('1')).toBe(2 * cores);
    expect(hashConcurrency('2')).toBe(cores);
    expect(hashConcurrency(String(cores * 4))).toBe(1);
    expect(hashConcurrency('many')).toBe(2 * cores);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['SEED_DEMO', 'maybe'],
    ['PUBLIC_URL', 'ftp://portal.example'],
    ['DATABASE_URL', 'mysql://root@localhost/portal'],
    ['DEFAULT_CLIENT', 'not a label'],
    ['LOG_LEVEL', 'loud'],
    ['ENCRYPTION_KEY', 'too-short'],
    ['ENCRYPTION_KEYS_PREVIOUS', `${'ab'.repeat(32)},too-short`],
    ['SECRET_KEY', 'short'],
    ['TRUST_PROXY', 'sometimes'],
    ['SMTP_URL', 'http://mail'],
    ['LOGIN_RATE_LIMIT_PER_MINUTE', '0'],
    ['DATABASE_POOL_SIZE', '0'],
    ['LOGIN_ACCOUNT_FAILURE_LIMIT_PER_MINUTE', 'many'],
    ['LOGIN_FAILURE_LIMIT_PER_10_MINUTES', '-1'],
    ['CAPTCHA_MAX_NUMBER', '5'],
    ['PASSWORD_HASH_CONCURRENCY', '0'],
  ])('rejects %s=%s with one line naming the variable', (name, value) => {
    const error = configError({ [name]: value });
    expect(error.message).toContain(name);
    expect(error.message.startsWith('Invalid configuration: ')).toBe(true);
    expect(error.message).not.toContain('\n');
  });

  it('never repeats a database password in its message', () => {
    const error = configError({ DATABASE_URL: 'mysql://root:hunter2@localhost/portal' });
    expect(error.message).not.toContain('hunter2');
  });

  it('generates the keys once into DATA_DIR/secrets.json (mode 0600) and reuses them', () => {
    const dataDir = tmpDir();
    const first = loadConfig({ DATA_DIR: dataDir, SEED_DEMO: '1' });
    const file = path.join(dataDir, 'secrets.json');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(second.secretKey).toBe(first.secretKey);
    expect(second.encryptionKey.equals(first.encryptionKey)).toBe(true);
  });

  it('requires the keys in production, unless the demo is seeded', () => {
    const error = configError({ NODE_ENV: 'production' });
    expect(error.message).toBe('Invalid configuration: SECRET_KEY is required when NODE_ENV=production');
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true', DATA_DIR: tmpDir() }).production).toBe(
      true,
    );
  });

  it('reports a damaged secrets file on one line', () => {
    const dataDir = tmpDir();
    fs.writeFileSync(path.join(dataDir, 'secrets.json'), '{ not json');
    const error = configError({ DATA_DIR: dataDir });
    expect(error.message).toContain('secrets.json');
    expect(error.message).not.toContain('\n');
  });
});
