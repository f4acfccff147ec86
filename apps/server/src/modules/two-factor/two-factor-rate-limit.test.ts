/** Every two-factor route has the sign-in routes' per-address limit, answered as { message }. */
import { LOGIN_RATE_LIMIT_MESSAGE } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_IDS, USER_IDS } from '../../seed/ids.ts';
import { openSession } from '../../../test/auth-helpers.ts';
import { createTestApp, seedDemo, type TestApp } from '../../../test/harness.ts';
import { postJson } from '../../../test/two-factor-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ configOverrides: { loginRateLimitPerMinute: 1 } });
  await seedDemo(t.db);
});
afterAll(() => t.close());

const user = USER_IDS.demoMfa;
const challenge = 'c'.repeat(43);
const mfaUser = { id: user, clientId: CLIENT_IDS.demo, userType: 'employee' as const };

describe('two-factor rate limits', () => {
  it.each([
    ['/api/login/mfa', { code: '123456', challenge, deviceToken: 'd' }],
    [`/api/v2/user/${user}/mfa`, { challenge }],
    [`/api/v2/user/${user}/mfa/validate`, { code: '123456', type: 'temporary', challenge }],
    ['/api/employee/mfa/validate/enforced', { code: '123456', challenge, deviceToken: 'd' }],
    // Signed in: the access rule answers strangers first.
    [`/api/v2/user/${user}/mfa/disable`, { password: 'p', code: '123456', reason: 'r' }, true],
  ])('%s', async (url, payload, signedIn = false) => {
    const options = signedIn ? { accessToken: (await openSession(t.app, mfaUser)).accessToken } : {};
    const first = await postJson(t.app, url, payload, options);
    expect(first.statusCode).not.toBe(429);
    const second = await postJson(t.app, url, payload, options);
    expect(second.statusCode).toBe(429);
    expect(second.json()).toEqual({ message: LOGIN_RATE_LIMIT_MESSAGE });
  });
});
