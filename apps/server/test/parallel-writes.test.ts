/**
 * A double click, or a client that retries, sends the same write twice (issue 32). Every write route of the
 * API gets the same request ten times at once, on a twin of the portal that got it once: no answer is a
 * server error, and the ten write exactly the rows the one did (the job queue included, so a second e-mail
 * shows; twin-apps.ts says which records of refused attempts are left out). Where the answer must carry a
 * fresh secret (a session, a sign-in link, a single-use code, a new two-factor secret), each request makes its
 * own: the case says why, and ten write ten times the rows of one.
 */
import { apiRoutes, type EndpointName } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClock } from './auth-helpers.ts';
import { startOidcProvider, type TestProvider } from './oidc-provider.ts';
import { startSamlIdp, type TestSamlIdp } from './saml-idp/saml-idp-server.ts';
import { createTwins, runCase, type Twin } from './twin-apps.ts';
import { accountCases } from './write-cases-account.ts';
import { benefitCases } from './write-cases-benefits.ts';
import { consoleCases } from './write-cases-console.ts';
import { ssoCases } from './write-cases-sso.ts';

const time = testClock('2026-11-24T10:00:00.000Z');
const clock = { advance: time.advance, now: time.clock };
let one: Twin;
let ten: Twin;
/** The console's Single sign-on cases add providers: their discovery and metadata are fetched live. */
let oidc: TestProvider;
let samlIdp: TestSamlIdp;
beforeAll(async () => {
  [one, ten] = await createTwins(time.clock);
  oidc = await startOidcProvider({ redirectUris: ['http://demo.localhost/sso/console-oidc'], accounts: [] });
  samlIdp = await startSamlIdp({ accounts: [], clock: time.clock });
}, 120_000);
afterAll(async () => {
  await one?.t.close();
  await ten?.t.close();
  await oidc?.close();
  await samlIdp?.close();
});

// Benefits first: the account cases reset Alex's password and turn on two-factor enforcement.
const cases = [
  ...benefitCases(),
  ...accountCases(clock),
  ...consoleCases(clock, () => ({ oidc, samlMetadataUrl: samlIdp.metadataUrl })),
  ...ssoCases(clock),
];

/**
 * Write routes that landed on 27 November 2026 (the operator console of issue 35, SAML of issue 36) without
 * their case yet: a known gap, named in that session's closing note, for the next session to close. The list
 * may only shrink: a route given a case must leave it, and any other write route without a case fails.
 */
const AWAITING_A_CASE: EndpointName[] = [];

describe('every write route, sent ten times at once', () => {
  it('has a case here', () => {
    const writes = (Object.entries(apiRoutes) as [EndpointName, { method: string }][])
      .filter(([, route]) => route.method !== 'GET')
      .map(([name]) => name);
    const named = cases.map((writeCase) => writeCase.name);
    expect(AWAITING_A_CASE.filter((name) => named.includes(name) || !writes.includes(name))).toEqual([]);
    expect([...named, ...AWAITING_A_CASE].sort()).toEqual(writes.sort());
  });

  for (const writeCase of cases) {
    it(`${writeCase.name}: no server error, and the rows of one request${writeCase.each ? ' each' : ''}`, async () => {
      const run = await runCase(one, ten, writeCase, clock);
      // The one request is the change a person makes: it must be taken, or the ten prove nothing.
      expect(run.statuses.one, run.answers[0]!.body).toBeLessThan(400);
      const failures = run.answers.filter((answer) => answer.statusCode >= 500).map((answer) => answer.body);
      expect({ statuses: run.statuses, failures }).toEqual({ statuses: run.statuses, failures: [] });
      const expected = writeCase.each
        ? Object.fromEntries(Object.entries(run.gained.one).map(([table, n]) => [table, n * 10]))
        : run.gained.one;
      expect(run.gained.ten, JSON.stringify(run.statuses)).toEqual(expected);
    }, 120_000);
  }
});
