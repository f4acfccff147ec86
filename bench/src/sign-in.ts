import { request } from 'node:http';
import { measure, type Throughput } from './throughput.ts';

export const DEMO_PASSWORD = 'Harbour-Lantern-47!';
const DEMO = { email: 'employee@demo.test', password: DEMO_PASSWORD, deviceToken: 'bench' };

/** Successful password sign-ins per second at 50 connections (each one verifies argon2id on the server). */
export function signInThroughput(baseUrl: string, seconds: number): Promise<Throughput> {
  return measure(
    `${baseUrl}/api/login`,
    seconds,
    { 'content-type': 'application/json' },
    'POST',
    JSON.stringify(DEMO),
  );
}

/**
 * Signs a person in once and returns the access token for authenticated load. `host` names the tenant
 * (`bench.localhost:PORT`); node:http, because fetch does not let a caller set the Host header.
 */
export function accessTokenFor(baseUrl: string, email = DEMO.email, host?: string): Promise<string> {
  const body = JSON.stringify({ ...DEMO, email });
  const url = new URL('/api/login', baseUrl);
  return new Promise((resolve, reject) => {
    const sending = request(
      url,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          ...(host ? { host } : {}),
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => {
          const answer = JSON.parse(text) as { access_token?: string };
          if (answer.access_token) resolve(answer.access_token);
          else reject(new Error(`sign-in for the bench failed: ${response.statusCode} ${text}`));
        });
      },
    );
    sending.on('error', reject);
    sending.end(body);
  });
}
