import { describe, expect, it } from 'vitest';
import { requestTo } from './endpoint-request.ts';

describe('requestTo', () => {
  it("takes the endpoint's method and path", () => {
    expect(requestTo('loginSetup')).toEqual({ path: '/login/setup', method: 'GET' });
    expect(requestTo('userLogout')).toEqual({ path: '/user/logout', method: 'DELETE' });
  });

  it('fills the path parameters, each encoded', () => {
    expect(
      requestTo('mfaDisable', {
        params: { id: 'a/b' },
        body: { password: 'p', code: '123456', reason: 'r' },
      }),
    ).toEqual({
      path: '/v2/user/a%2Fb/mfa/disable',
      method: 'POST',
      body: { password: 'p', code: '123456', reason: 'r' },
    });
  });

  it('writes the query, leaving out what is not given', () => {
    expect(
      requestTo('employeeList', {
        params: { clientId: 'c1' },
        query: { search: 'Ann & Bo', page: undefined },
      }),
    ).toEqual({ path: '/v2/client/c1/employees?search=Ann+%26+Bo', method: 'GET' });
  });
});
