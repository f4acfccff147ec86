/** Request logs are JSON and never carry credentials, tokens, cookies or dates of birth. */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/lib/logger.ts';
import { createTestApp, seedDemo, type TestApp } from './harness.ts';

const lines: string[] = [];
const capture = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ logger: createLogger('trace', capture) });
  await seedDemo(t.db);
});
afterAll(() => t.close());

const SECRETS = [
  'Bearer eyJ-very-secret-token',
  'x-bearer-secret',
  'refresh=opaque-cookie',
  'Harbour-Lantern-47!',
  '1988-03-14',
];

describe('logs', () => {
  it('log each request as JSON without the secrets it carried or answered', async () => {
    lines.length = 0;
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: {
        authorization: SECRETS[0]!,
        'x-bearer-token': SECRETS[1]!,
        cookie: SECRETS[2]!,
        'content-type': 'application/json',
      },
      payload: {
        email: 'employee@demo.test',
        password: SECRETS[3],
        date_of_birth: SECRETS[4],
        deviceToken: 'device-fingerprint-123',
        recaptcha: 'robot-check-solution-456',
      },
    });
    expect(login.statusCode).toBe(200);
    const accessToken = login.json().access_token as string;
    const refreshCookie = login.cookies.find((cookie) => cookie.name === 'refresh_token')!.value;
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { refresh_token: refreshCookie },
    });
    expect(refresh.statusCode).toBe(200);

    const entries = lines.map((line) => JSON.parse(line));
    const requestLines = entries.filter((entry) => entry.req?.url === '/api/login');
    // One line per request, written with the answer.
    expect(requestLines).toHaveLength(1);
    expect(requestLines[0]).toMatchObject({
      req: { method: 'POST' },
      res: { statusCode: 200 },
      msg: 'request completed',
    });
    const output = lines.join('');
    const answered = [accessToken, refreshCookie, refresh.json().access_token as string];
    for (const secret of [...SECRETS, ...answered, 'device-fingerprint-123', 'robot-check-solution-456']) {
      expect(output).not.toContain(secret);
    }
  });

  it('never record the one-time secrets that links carry', async () => {
    lines.length = 0;
    await t.app.inject({ method: 'GET', url: '/reset-password?token=reset-abc123&dob=14-03-1988' });
    await t.app.inject({ method: 'GET', url: '/activation/demo-activation-riley' });
    await t.app.inject({ method: 'GET', url: '/ccv/manage?bearerToken=frame-code-42' });
    await t.app.inject({ method: 'POST', url: '/api/activation/api-activation-secret' });
    const output = lines.join('');
    expect(output).toContain('/api/activation/[redacted]');
    expect(output).toContain('/reset-password?token=[redacted]&dob=[redacted]');
    expect(output).toContain('/activation/[redacted]');
    for (const secret of [
      'reset-abc123',
      '14-03-1988',
      'demo-activation-riley',
      'frame-code-42',
      'api-activation-secret',
    ]) {
      expect(output).not.toContain(secret);
    }
  });

  it('redact secret fields wherever a log line nests them', () => {
    lines.length = 0;
    t.app.log.info(
      {
        req: { headers: { authorization: SECRETS[0], 'x-bearer-token': SECRETS[1], cookie: SECRETS[2] } },
        res: { headers: { 'set-cookie': 'refresh=rotated-cookie' } },
        body: {
          password: SECRETS[3],
          date_of_birth: SECRETS[4],
          token: 'reset-token-1',
          refresh_token: 'rt',
          recaptcha: 'solution-789',
          deviceToken: 'device-abc',
        },
        user: { mfa: { secret: 'JBSWY3DPEHPK3PXP', access_token: 'at' } },
      },
      'something happened',
    );
    const output = lines.join('');
    for (const secret of [
      ...SECRETS,
      'rotated-cookie',
      'reset-token-1',
      'solution-789',
      'device-abc',
      'JBSWY3DPEHPK3PXP',
      '"rt"',
      '"at"',
    ]) {
      expect(output).not.toContain(secret);
    }
    expect(output).toContain('[redacted]');
    expect(output).toContain('something happened');
  });
});
