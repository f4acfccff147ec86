/**
 * The SAML Assertion Consumer Service (issue 36) as a write route: the IdP's auto-submitted form posted again by a
 * double click or a browser's retry. The first signs the employee in; the same assertion again is a replay,
 * refused, and writes nothing but its refusal's audit (left out of the count).
 */
import { BINDING_COOKIE } from '../src/modules/single-sign-on/browser-binding.ts';
import { HOSTS } from './auth-helpers.ts';
import { registerSamlProvider, responseFor, startSaml } from './saml-helpers.ts';
import { buildResponse } from './saml-idp/saml-responses.ts';
import type { TwinClock, WriteCase } from './twin-apps.ts';

const PROVIDER = 'twin-idp';

export const ssoCases = (clock: TwinClock): WriteCase[] => [
  {
    name: 'samlAssertionConsumer',
    request: async (twin) => {
      if (!twin.notes.has(PROVIDER)) {
        await registerSamlProvider(twin.t.db, clock.now, {
          slug: 'demo',
          name: PROVIDER,
          emailDomains: ['saml-twin.test'],
        });
        twin.notes.set(PROVIDER, 'registered');
      }
      const started = await startSaml(twin.t.app, PROVIDER);
      const SAMLResponse = await buildResponse(
        responseFor(PROVIDER, 'employee@demo.test', clock.now(), { inResponseTo: started.id }),
      );
      return {
        method: 'POST',
        url: `/api/sso/${PROVIDER}/saml/acs`,
        headers: { host: HOSTS.demo, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ SAMLResponse, RelayState: started.relayState }).toString(),
        cookies: { [BINDING_COOKIE]: started.binding },
      };
    },
  },
];
