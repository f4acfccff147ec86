/**
 * Which issuer addresses the portal talks to (https, and http only on loopback outside production), and what
 * of the single-sign-on addresses reaches the request log.
 */
import { describe, expect, it } from 'vitest';
import { redactUrl } from '../../lib/logger.ts';
import { issuerUrlProblem } from './issuer-url.ts';

describe('issuerUrlProblem', () => {
  it.each(['https://login.example.com', 'https://login.example.com/tenant/v2.0', 'https://[2001:db8::1]'])(
    'accepts %s anywhere',
    (url) => {
      expect(issuerUrlProblem(url, false)).toBeNull();
      expect(issuerUrlProblem(url, true)).toBeNull();
    },
  );

  it.each(['http://127.0.0.1:4000', 'http://localhost:4000', 'http://[::1]:4000', 'http://127.8.0.1'])(
    'accepts %s outside production only',
    (url) => {
      expect(issuerUrlProblem(url, false)).toBeNull();
      expect(issuerUrlProblem(url, true)).toMatch(/https/);
    },
  );

  it.each([
    'http://login.example.com',
    'http://127.0.0.1.example.com',
    'http://10.0.0.1',
    'ftp://login.example.com',
    'not a url',
    'https://user:secret@login.example.com',
    'https://login.example.com/?tenant=a',
  ])('refuses %s', (url) => {
    expect(issuerUrlProblem(url, false)).not.toBeNull();
  });
});

describe('request log lines of single sign-on', () => {
  it('carry neither the code, the state nor the e-mail hint', () => {
    expect(redactUrl('/api/sso/acme/callback?code=abc&state=def&iss=https%3A%2F%2Fidp')).toBe(
      '/api/sso/acme/callback?code=[redacted]&state=[redacted]&iss=https%3A%2F%2Fidp',
    );
    expect(redactUrl('/api/sso/acme/start?login_hint=alex%40demo.test')).toBe(
      '/api/sso/acme/start?login_hint=[redacted]',
    );
  });
});
