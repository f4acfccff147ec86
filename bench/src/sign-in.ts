import { measure, type Throughput } from './throughput.ts';

const DEMO = { email: 'employee@demo.test', password: 'Harbour-Lantern-47!', deviceToken: 'bench' };

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

/** Signs the demo employee in once and returns the access token for authenticated load. */
export async function accessTokenFor(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  const body = (await response.json()) as { access_token?: string };
  if (!body.access_token)
    throw new Error(`sign-in for the bench failed: ${response.status} ${JSON.stringify(body)}`);
  return body.access_token;
}
