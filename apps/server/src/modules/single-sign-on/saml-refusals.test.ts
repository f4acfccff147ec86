/**
 * What SAML sign-in refuses (issue 36), each on its own: unsigned assertions, XML signature wrapping, SHA-1,
 * another audience, recipient or client, expired and not-yet-valid assertions (3 minutes' skew, on our
 * clock), replays (on this instance and on another on the same database), an unknown InResponseTo, a
 * response in another browser, a DOCTYPE or entities, and a NameID of another client's user. None signs
 * anyone in: each redirects to the SSO error page and writes an `sso.failed` audit row with its reason.
 */
import { generateKeyPairSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SSO_ERROR_PATH } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, signInGrants } from '../../db/schema/index.ts';
import { HOSTS, MINUTE, testClock } from '../../../test/auth-helpers.ts';
import { createTestApp, seedDemo, type TestApp } from '../../../test/harness.ts';
import { postToAcs, registerSamlProvider, responseFor, startSaml } from '../../../test/saml-helpers.ts';
import {
  assertionXml,
  buildResponse,
  newId,
  responseXml,
  signElement,
  toBase64,
  type ResponseOptions,
} from '../../../test/saml-idp/saml-responses.ts';
import { createTwoInstances, type TwoInstances } from '../../../test/two-instances.ts';

const time = testClock();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
  await seedDemo(t.db);
  await registerSamlProvider(t.db, time.clock, { slug: 'demo', name: 'corp', emailDomains: ['demo.test'] });
  await registerSamlProvider(t.db, time.clock, {
    slug: 'demo',
    name: 'open',
    emailDomains: ['open.test'],
    allowIdpInitiated: true,
  });
  // A provider of demo that (wrongly) serves northwind's domain: its people are still not demo's.
  await registerSamlProvider(t.db, time.clock, {
    slug: 'demo',
    name: 'partner',
    emailDomains: ['northwind.test'],
  });
  await registerSamlProvider(t.db, time.clock, {
    slug: 'northwind',
    name: 'corp',
    emailDomains: ['northwind.test'],
  });
});
afterAll(async () => {
  await t.close();
});

async function lastFailure() {
  const rows = await t.db.select().from(auditEvents).where(eq(auditEvents.type, 'sso.failed'));
  return rows.at(-1)?.detail;
}

async function grantCount() {
  return (await t.db.select().from(signInGrants)).length;
}

/** Starts SP-initiated sign-in at `corp` and posts what `build` makes of the usual answer. */
async function answer(
  build: (options: ResponseOptions) => Promise<string> | string,
  extra: Partial<ResponseOptions> = {},
  post: { binding?: string | null; relayState?: string } = {},
) {
  const started = await startSaml(t.app, 'corp');
  const options = responseFor('corp', 'employee@demo.test', time.clock(), {
    inResponseTo: started.id,
    ...extra,
  });
  const SAMLResponse = await build(options);
  return postToAcs(
    t.app,
    'corp',
    { SAMLResponse, RelayState: post.relayState ?? started.relayState },
    post.binding === null ? {} : { binding: post.binding ?? started.binding },
  );
}

async function expectRefused(
  response: Awaited<ReturnType<typeof answer>>,
  reason: string,
  grantsBefore: number,
) {
  expect(response.statusCode).toBe(303);
  expect(response.headers.location).toBe(SSO_ERROR_PATH);
  expect(await lastFailure()).toMatchObject({ protocol: 'saml', reason });
  expect(await grantCount()).toBe(grantsBefore);
}

describe('a well-formed answer', () => {
  it('signs in (the refusals below differ from it in one thing each)', async () => {
    const response = await answer(buildResponse);
    expect(response.headers.location).toMatch(/^\/sso-login\/sso/);
  });
});

describe('signatures', () => {
  it('refuses an unsigned assertion in an unsigned response', async () => {
    const before = await grantCount();
    await expectRefused(
      await answer((o) => buildResponse({ ...o, sign: 'none' })),
      'signature_invalid',
      before,
    );
  });

  it('refuses an assertion signed with a key the IdP does not publish', async () => {
    const before = await grantCount();
    const { privateKey } = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    });
    await expectRefused(
      await answer((o) => buildResponse({ ...o, key: privateKey })),
      'signature_invalid',
      before,
    );
  });

  it('refuses signature wrapping: the signed assertion moved, an unsigned one in its place', async () => {
    const before = await grantCount();
    const wrapped = (o: ResponseOptions) => {
      const signed = signElement(assertionXml(o), 'Assertion');
      const forged = assertionXml({ ...o, nameId: 'employer@demo.test', assertionId: newId() });
      const xml = responseXml(o, forged).replace(
        '<samlp:Status>',
        `<samlp:Extensions>${signed}</samlp:Extensions><samlp:Status>`,
      );
      return toBase64(xml);
    };
    await expectRefused(await answer(wrapped), 'signature_invalid', before);
  });

  it('refuses signature wrapping: a second, unsigned assertion beside the signed one', async () => {
    const before = await grantCount();
    const doubled = (o: ResponseOptions) => {
      const signed = signElement(assertionXml(o), 'Assertion');
      const forged = assertionXml({ ...o, nameId: 'employer@demo.test', assertionId: newId() });
      return toBase64(responseXml(o, `${forged}${signed}`));
    };
    await expectRefused(await answer(doubled), 'signature_invalid', before);
  });

  it('refuses an assertion signed with RSA-SHA1 and SHA-1 digests', async () => {
    const before = await grantCount();
    await expectRefused(
      await answer((o) => buildResponse({ ...o, algorithm: 'sha1' })),
      'weak_algorithm',
      before,
    );
  });

  it('refuses a response signed with SHA-1 around a SHA-256 assertion', async () => {
    const before = await grantCount();
    const mixed = (o: ResponseOptions) => {
      const assertion = signElement(assertionXml(o), 'Assertion');
      return toBase64(signElement(responseXml(o, assertion), 'Response', { algorithm: 'sha1' }));
    };
    await expectRefused(await answer(mixed), 'weak_algorithm', before);
  });
});

describe('the audience, recipient and client', () => {
  it('refuses an assertion for another audience', async () => {
    const before = await grantCount();
    await expectRefused(
      await answer(buildResponse, { audience: 'https://other.example/sp' }),
      'audience_mismatch',
      before,
    );
  });

  it('refuses an assertion for another recipient', async () => {
    const before = await grantCount();
    await expectRefused(
      await answer(buildResponse, { recipient: 'https://other.example/acs', destination: null }),
      'recipient_mismatch',
      before,
    );
  });

  it('refuses a response whose Destination is another service', async () => {
    const before = await grantCount();
    await expectRefused(
      await answer(buildResponse, { destination: 'https://other.example/acs' }),
      'destination_mismatch',
      before,
    );
  });

  it('refuses a response made for another client’s service provider (northwind’s corp)', async () => {
    const before = await grantCount();
    const started = await startSaml(t.app, 'corp');
    const SAMLResponse = await buildResponse(
      responseFor(
        'corp',
        'employee@demo.test',
        time.clock(),
        { inResponseTo: started.id, destination: null },
        HOSTS.northwind,
      ),
    );
    const response = await postToAcs(
      t.app,
      'corp',
      { SAMLResponse, RelayState: started.relayState },
      { binding: started.binding },
    );
    await expectRefused(response, 'audience_mismatch', before);
  });

  it('refuses the NameID of another client’s user, even from a provider that serves that domain', async () => {
    const before = await grantCount();
    const started = await startSaml(t.app, 'partner');
    const SAMLResponse = await buildResponse(
      responseFor('partner', 'employee@northwind.test', time.clock(), { inResponseTo: started.id }),
    );
    const response = await postToAcs(
      t.app,
      'partner',
      { SAMLResponse, RelayState: started.relayState },
      { binding: started.binding },
    );
    await expectRefused(response, 'no_user', before);
  });
});

describe('time (3 minutes’ skew at most, on the portal’s clock)', () => {
  it('refuses an expired assertion', async () => {
    const before = await grantCount();
    const issued = new Date(time.clock().getTime() - 9 * MINUTE); // valid until 4 minutes ago
    await expectRefused(await answer(buildResponse, { now: issued }), 'assertion_expired', before);
  });

  it('accepts one that expired 2 minutes ago (within the skew)', async () => {
    const issued = new Date(time.clock().getTime() - 7 * MINUTE);
    expect((await answer(buildResponse, { now: issued })).headers.location).toMatch(/^\/sso-login\/sso/);
  });

  it('refuses a not-yet-valid assertion', async () => {
    const before = await grantCount();
    const issued = new Date(time.clock().getTime() + 5 * MINUTE); // valid from 4 minutes ahead
    await expectRefused(await answer(buildResponse, { now: issued }), 'assertion_not_yet_valid', before);
  });

  it('accepts one valid from 2 minutes ahead (within the skew)', async () => {
    const issued = new Date(time.clock().getTime() + 3 * MINUTE);
    expect((await answer(buildResponse, { now: issued })).headers.location).toMatch(/^\/sso-login\/sso/);
  });
});

describe('the request and the browser', () => {
  it('refuses an unknown InResponseTo', async () => {
    const before = await grantCount();
    await expectRefused(await answer(buildResponse, { inResponseTo: newId() }), 'unknown_request', before);
  });

  it('refuses a response to this browser’s request posted from another browser', async () => {
    const before = await grantCount();
    const other = await startSaml(t.app, 'corp');
    await expectRefused(await answer(buildResponse, {}, { binding: other.binding }), 'other_browser', before);
  });

  it('refuses it without the browser-binding cookie', async () => {
    const before = await grantCount();
    await expectRefused(await answer(buildResponse, {}, { binding: null }), 'missing_binding', before);
  });

  it('refuses another RelayState than the request’s', async () => {
    const before = await grantCount();
    const other = await startSaml(t.app, 'corp');
    await expectRefused(
      await answer(buildResponse, {}, { relayState: other.relayState }),
      'other_browser',
      before,
    );
  });

  it('refuses an unsolicited response where IdP-initiated sign-in is off', async () => {
    const before = await grantCount();
    await expectRefused(await answer(buildResponse, { inResponseTo: null }), 'unsolicited_response', before);
  });
});

describe('replays', () => {
  it('refuses an assertion posted twice (IdP-initiated, where only its ID can tell)', async () => {
    const SAMLResponse = await buildResponse(responseFor('open', 'employee@open.test', time.clock()));
    const first = await postToAcs(t.app, 'open', { SAMLResponse });
    // Nobody at open.test is a portal user: the first post is refused for that, after its ID was remembered.
    expect(await lastFailure()).toMatchObject({ reason: 'no_user' });
    expect(first.headers.location).toBe(SSO_ERROR_PATH);
    const before = await grantCount();
    await expectRefused(await postToAcs(t.app, 'open', { SAMLResponse }), 'assertion_replayed', before);
  });

  it('refuses an SP-initiated answer posted twice', async () => {
    const started = await startSaml(t.app, 'corp');
    const SAMLResponse = await buildResponse(
      responseFor('corp', 'employee@demo.test', time.clock(), { inResponseTo: started.id }),
    );
    const form = { SAMLResponse, RelayState: started.relayState };
    expect((await postToAcs(t.app, 'corp', form, { binding: started.binding })).headers.location).toMatch(
      /^\/sso-login/,
    );
    const before = await grantCount();
    await expectRefused(
      await postToAcs(t.app, 'corp', form, { binding: started.binding }),
      'assertion_replayed',
      before,
    );
  });
});

describe('XML that is never read', () => {
  it('refuses a DOCTYPE', async () => {
    const before = await grantCount();
    const withDoctype = async (o: ResponseOptions) =>
      toBase64(
        `<?xml version="1.0"?><!DOCTYPE samlp:Response>${Buffer.from(await buildResponse(o), 'base64').toString()}`,
      );
    await expectRefused(await answer(withDoctype), 'xml_doctype', before);
  });

  it('refuses entity declarations (an XXE attempt)', async () => {
    const before = await grantCount();
    const withEntity = async (o: ResponseOptions) =>
      toBase64(
        `<?xml version="1.0"?><!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]>${Buffer.from(await buildResponse(o), 'base64').toString()}`,
      );
    await expectRefused(await answer(withEntity), 'xml_doctype', before);
  });
});

describe('two instances on one database', () => {
  let two: TwoInstances;
  const clock = testClock();
  beforeAll(async () => {
    two = await createTwoInstances({ clock: clock.clock });
    await seedDemo(two.db);
    await registerSamlProvider(two.db, clock.clock, {
      slug: 'demo',
      name: 'open',
      emailDomains: ['demo.test'],
      allowIdpInitiated: true,
    });
  });
  afterAll(async () => {
    await two.close();
  });

  it('refuses on the second instance an assertion the first accepted', async () => {
    const SAMLResponse = await buildResponse(responseFor('open', 'employee@demo.test', clock.clock()));
    const first = await postToAcs(two.apps[0], 'open', { SAMLResponse });
    expect(first.headers.location).toMatch(/^\/sso-login\/sso/);
    const second = await postToAcs(two.apps[1], 'open', { SAMLResponse });
    expect(second.headers.location).toBe(SSO_ERROR_PATH);
    const rows = await two.db.select().from(auditEvents).where(eq(auditEvents.type, 'sso.failed'));
    expect(rows.at(-1)?.detail).toMatchObject({ protocol: 'saml', reason: 'assertion_replayed' });
  });
});
