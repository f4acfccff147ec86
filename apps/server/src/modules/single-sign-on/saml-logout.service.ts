/**
 * SAML single logout (issue 36): a SAML session's logout address (ssoLogoutUrl) is a one-time ticket that
 * holds the person's NameID and SessionIndex at the IdP (saml-flow.service.ts writes it); opening it sends a
 * signed LogoutRequest to the IdP's single-logout service (HTTP-Redirect), whose LogoutResponse comes back
 * to the spec's logout success page. Without a ticket or an IdP single-logout service: straight there.
 */
import { createHash } from 'node:crypto';
import { SSO_POST_LOGOUT_PATH } from '@portal/contracts';
import type { ClientRow } from '../../db/schema/index.ts';
import { samlProvider } from './saml-flow.service.ts';
import { serviceProvider } from './saml-service-provider.ts';
import { takeLogoutTicket } from './saml.repository.ts';
import type { SsoContext } from './sso-flow.service.ts';

const sha256 = (value: string) => createHash('sha256').update(value).digest();

/** Where a session's SAML logout address goes: the IdP with a signed LogoutRequest, else the success page. */
export async function samlLogoutLocation(
  context: SsoContext,
  tenant: ClientRow | null,
  providerName: string,
  ticket: string,
): Promise<string> {
  const found = await samlProvider(context, tenant, providerName);
  const done = found ? `${found.base}${SSO_POST_LOGOUT_PATH}` : SSO_POST_LOGOUT_PATH;
  if (!found || !found.settings.idpSloUrl) return done;
  const at = context.clock();
  const person = await takeLogoutTicket(context.db, {
    ticketHash: sha256(ticket),
    identityProviderId: found.provider.id,
    at,
  });
  if (!person) return done;
  const saml = serviceProvider(context.secrets, found.base, found.provider, found.settings);
  return saml.getLogoutUrlAsync(
    {
      issuer: found.settings.idpEntityId,
      nameID: person.nameId,
      nameIDFormat: person.nameIdFormat ?? 'urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified',
      ...(person.sessionIndex ? { sessionIndex: person.sessionIndex } : {}),
    },
    '',
    {},
  );
}

/** The success page a LogoutResponse returns to (the portal's session already ended). */
export async function samlLogoutDone(context: SsoContext, tenant: ClientRow | null): Promise<string> {
  return tenant ? `${context.publicUrl(tenant)}${SSO_POST_LOGOUT_PATH}` : SSO_POST_LOGOUT_PATH;
}
