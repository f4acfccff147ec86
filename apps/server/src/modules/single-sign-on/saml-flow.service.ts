/**
 * The SAML 2.0 flow (issue 36), behind the same seam as OpenID Connect (sso-flow.service.ts):
 *
 *   start     GET /api/sso/{provider}/start: a request row (the AuthnRequest's ID, SHA-256 of the browser
 *             binding and of a random RelayState, 10 minutes) and a redirect with a signed AuthnRequest
 *             (HTTP-Redirect binding). The binding cookie is SameSite=None on https, since the IdP's answer
 *             is a cross-site form post.
 *   consume   POST /api/sso/{provider}/saml/acs: refused before parsing for a DOCTYPE, entities or SHA-1
 *             (saml-xml-guard.ts); the signature, decryption and audience by node-saml; the issuer, times,
 *             recipient and destination by us (saml-assertion.ts); the assertion's ID remembered in the
 *             database until its NotOnOrAfter (a replay is refused on every server); its InResponseTo must be
 *             a request of this provider, from this browser, with this RelayState, unused and in time — or,
 *             without one, the provider must allow IdP-initiated sign-in. Then the account is linked and the
 *             same single_sign_on grant as OpenID Connect's answers `/sso-login/sso…`; an IdP-initiated one
 *             whose RelayState is a page of the portal names it there (`?next=`), to land on after sign-in.
 *   logout    the grant's logout address is a one-time ticket (`/api/sso/{provider}/saml/logout/{ticket}`)
 *             that sends a signed LogoutRequest to the IdP's single-logout service, when it has one.
 */
import { createHash, randomBytes } from 'node:crypto';
import { SSO_LOGIN_PATH, samlPaths } from '@portal/contracts';
import { portalLandingPath, SSO_LANDING_PARAM } from '@portal/contracts/portal-landing';
import type { ClientRow, IdentityProviderRow } from '../../db/schema/index.ts';
import { recordAudit, type RequestOrigin } from '../../lib/audit.ts';
import { linkByEmail, linkByEmployeeNumber, linkedUser, type LinkRefusal } from './account-link.ts';
import { findProviderByName } from './identity-providers.repository.ts';
import { checkAssertion, identifierOf, type AssertionRefusal } from './saml-assertion.ts';
import { destinationOf, encryptedRefusal, validate, type ValidationRefusal } from './saml-response-checks.ts';
import { samlAddresses, serviceProvider, serviceProviderMetadata } from './saml-service-provider.ts';
import { decodeSamlMessage, type XmlRefusal } from './saml-xml-guard.ts';
import {
  consumeSamlRequest,
  findSamlRequest,
  findSamlSettings,
  insertLogoutTicket,
  insertSamlRequest,
  rememberAssertion,
} from './saml.repository.ts';
import {
  AUTHORISATION_VALID_MS,
  BINDING_FORMAT,
  SSO_GRANT_TTL_MS,
  type SsoContext,
} from './sso-flow.service.ts';

/** How long a SAML session's single-logout ticket lasts (as long as a session can). */
export const LOGOUT_TICKET_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export type SamlFailureReason =
  | 'unknown_provider'
  | 'not_saml'
  | XmlRefusal
  | ValidationRefusal
  | 'destination_mismatch'
  | AssertionRefusal
  | 'assertion_replayed'
  | 'unsolicited_response'
  | 'in_response_to_mismatch'
  | 'unknown_request'
  | 'other_provider'
  | 'request_used'
  | 'request_expired'
  | 'other_browser'
  | 'missing_binding'
  | 'no_identifier'
  | LinkRefusal;

export type SamlOutcome = { ok: true; redirect: string } | { ok: false; reason: SamlFailureReason };

const sha256 = (value: string) => createHash('sha256').update(value).digest();

export async function samlProvider(context: SsoContext, tenant: ClientRow | null, providerName: string) {
  const provider = tenant && (await findProviderByName(context.db, tenant.id, providerName));
  if (!tenant || !provider || provider.protocol !== 'saml') return null;
  const settings = await findSamlSettings(context.db, provider.id);
  return settings && { tenant, provider, settings, base: context.publicUrl(tenant) };
}

/** The redirect to the IdP with a signed AuthnRequest, and the browser-binding value for the cookie. */
export async function startSaml(
  context: SsoContext,
  tenant: ClientRow,
  provider: IdentityProviderRow,
  presentedBinding: string | undefined,
): Promise<{ location: string; binding: string } | null> {
  const settings = await findSamlSettings(context.db, provider.id);
  if (!settings) return null;
  const binding =
    presentedBinding && BINDING_FORMAT.test(presentedBinding)
      ? presentedBinding
      : randomBytes(32).toString('base64url');
  const requestId = `_${randomBytes(20).toString('hex')}`;
  const relayState = randomBytes(24).toString('base64url');
  const at = context.clock();
  await insertSamlRequest(context.db, {
    requestId,
    identityProviderId: provider.id,
    browserBindingHash: sha256(binding),
    relayStateHash: sha256(relayState),
    createdAt: at,
    expiresAt: new Date(at.getTime() + AUTHORISATION_VALID_MS),
    usedAt: null,
  });
  const saml = serviceProvider(context.secrets, context.publicUrl(tenant), provider, settings, { requestId });
  return { location: await saml.getAuthorizeUrlAsync(relayState, undefined, {}), binding };
}

/** Why a request was not consumed, for the audit row (read only after the refusal). */
async function whyRefused(context: SsoContext, requestId: string, provider: IdentityProviderRow, at: Date) {
  const found = await findSamlRequest(context.db, requestId);
  if (!found) return 'unknown_request';
  if (found.identityProviderId !== provider.id) return 'other_provider';
  if (found.usedAt) return 'request_used';
  if (found.expiresAt <= at) return 'request_expired';
  return 'other_browser';
}

/** Consumes an IdP's form post. */
export async function consumeSamlResponse(
  context: SsoContext,
  tenant: ClientRow | null,
  providerName: string,
  body: { SAMLResponse: string; RelayState?: string | undefined },
  presentedBinding: string | undefined,
  origin: RequestOrigin,
): Promise<SamlOutcome> {
  const { db, clock, issueGrant } = context;
  const at = clock();
  // The assertion's times are the IdP's: against the real time, even while the demo's clock is moved.
  const idpAt = context.idpClock();
  const fail = async (reason: SamlFailureReason, userId: string | null = null): Promise<SamlOutcome> => {
    await recordAudit(db, {
      type: 'sso.failed',
      clientId: tenant?.id ?? null,
      userId,
      detail: { provider: providerName, protocol: 'saml', reason },
      ...origin,
      at,
    });
    return { ok: false, reason };
  };
  const found = await samlProvider(context, tenant, providerName);
  if (!found) return fail('unknown_provider');
  const { provider, settings, base } = found;
  const addresses = samlAddresses(base, provider.name);

  const decoded = decodeSamlMessage(body.SAMLResponse);
  if (!decoded.ok) return fail(decoded.reason);
  const hidden = await encryptedRefusal(context, provider, settings, decoded.xml);
  if (hidden) return fail(hidden);
  const destination = destinationOf(decoded.xml);
  if (destination !== null && destination !== addresses.assertionConsumerUrl)
    return fail('destination_mismatch');

  const validated = await validate(context, found, body.SAMLResponse);
  if (!validated.ok) return fail(validated.reason);
  const { profile } = validated;
  const checked = checkAssertion(profile.getAssertion?.(), {
    issuer: settings.idpEntityId,
    recipient: addresses.assertionConsumerUrl,
    at: idpAt,
  });
  if (!checked.ok) return fail(checked.reason);
  const assertion = checked.value;
  const remembered = await rememberAssertion(db, {
    identityProviderId: provider.id,
    assertionId: assertion.id,
    notOnOrAfter: assertion.notOnOrAfter,
    at: idpAt,
  });
  if (!remembered) return fail('assertion_replayed');

  // The Response's InResponseTo is not signed when only the assertion is: it may only agree with the signed one.
  const responseInResponseTo = typeof profile.inResponseTo === 'string' ? profile.inResponseTo : null;
  if (responseInResponseTo !== null && responseInResponseTo !== assertion.inResponseTo) {
    return fail('in_response_to_mismatch');
  }
  if (assertion.inResponseTo) {
    if (!presentedBinding || !BINDING_FORMAT.test(presentedBinding)) return fail('missing_binding');
    const consumed = await consumeSamlRequest(db, {
      requestId: assertion.inResponseTo,
      identityProviderId: provider.id,
      browserBindingHash: sha256(presentedBinding),
      relayStateHash: sha256(body.RelayState ?? ''),
      at,
    });
    if (!consumed) return fail(await whyRefused(context, assertion.inResponseTo, provider, at));
  } else if (!settings.allowIdpInitiated) {
    return fail('unsolicited_response');
  }
  // SP-initiated, the RelayState is our own random value; IdP-initiated, the page the IdP names (if ours).
  const landing = assertion.inResponseTo ? null : portalLandingPath(body.RelayState, base);

  const subject = profile.nameID;
  const identifier = identifierOf(profile as never, settings.identifierAttribute);
  if (!subject || !identifier) return fail('no_identifier');
  let user = await linkedUser(db, provider, subject);
  if (!user) {
    const linked =
      settings.identifierTarget === 'employee_number'
        ? await linkByEmployeeNumber(db, provider, { subject, employeeNumber: identifier }, at)
        : await linkByEmail(db, provider, { subject, email: identifier }, at);
    if (!linked.ok) return fail(linked.reason, linked.userId ?? null);
    user = linked.user;
    if (linked.linkedNow) {
      await recordAudit(db, {
        type: 'sso.linked',
        clientId: found.tenant.id,
        userId: user.id,
        detail: { provider: provider.name, protocol: 'saml' },
        ...origin,
        at,
      });
    }
  }
  let ssoLogoutUrl: string | null = null;
  if (settings.idpSloUrl) {
    const ticket = randomBytes(32).toString('base64url');
    await insertLogoutTicket(db, at, {
      ticketHash: sha256(ticket),
      identityProviderId: provider.id,
      nameId: subject,
      nameIdFormat: profile.nameIDFormat ?? null,
      sessionIndex: profile.sessionIndex ?? null,
      expiresAt: new Date(at.getTime() + LOGOUT_TICKET_TTL_MS),
    });
    ssoLogoutUrl = `${base}${samlPaths.logout(provider.name, ticket)}`;
  }
  const { token } = await issueGrant({
    kind: 'single_sign_on',
    clientId: found.tenant.id,
    userId: user.id,
    identityProviderId: provider.id,
    ssoLogoutUrl,
    ttlMs: SSO_GRANT_TTL_MS,
  });
  const next = landing ? `?${new URLSearchParams({ [SSO_LANDING_PARAM]: landing })}` : '';
  return { ok: true, redirect: `${SSO_LOGIN_PATH}${token}${next}` };
}

/** The service provider's metadata XML, or null for an unknown or OpenID provider. */
export async function samlMetadataXml(
  context: SsoContext,
  tenant: ClientRow | null,
  providerName: string,
): Promise<string | null> {
  const found = await samlProvider(context, tenant, providerName);
  return found && serviceProviderMetadata(context.secrets, found.base, found.provider, found.settings);
}
