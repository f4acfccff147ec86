import { z } from 'zod';
import { loginUrlRequestSchema, loginUrlResponseSchema } from '../auth.ts';
import { describe, errorResponses } from '../endpoint.ts';
import {
  loginOptionsResponseSchema,
  ssoCallbackErrorSchema,
  ssoCallbackQuerySchema,
  ssoCallbackResponseSchema,
  ssoStartQuerySchema,
} from '../single-sign-on.ts';
import { samlAssertionConsumerBodySchema, samlLogoutReturnQuerySchema } from '../saml.ts';

const providerParams = z.object({ provider: z.string().max(63) });

export const singleSignOnEndpoints = {
  loginUrl: describe('loginUrl', {
    tags: ['auth'],
    summary: 'How an e-mail signs in: with a password, or through single sign-on (url)',
    description:
      'hasSSO is true, with the start address in url, when one of the tenant’s identity providers serves ' +
      'the e-mail’s domain. The answer depends on the domain only, never on whether the account exists.',
    body: loginUrlRequestSchema,
    responses: { 200: loginUrlResponseSchema, ...errorResponses(429) },
  }),
  loginOptions: describe('loginOptions', {
    tags: ['auth'],
    summary: "How the host's tenant signs in: ssoOnly hides the password step and forgotten password",
    responses: { 200: loginOptionsResponseSchema },
  }),
  ssoStart: describe('ssoStart', {
    tags: ['auth'],
    summary: 'Starts single sign-on: a browser navigation, redirected (302) to the identity provider',
    description:
      'Sets the HttpOnly browser-binding cookie (10 minutes). Redirects to /sso-error/ when the tenant ' +
      'has no such provider or the provider cannot be reached.',
    params: providerParams,
    query: ssoStartQuerySchema,
    responses: { 302: null, ...errorResponses(429) },
  }),
  ssoCallback: describe('ssoCallback', {
    tags: ['auth'],
    summary: "Completes single sign-on with the provider's answer (the query of /sso/{provider})",
    description:
      'Success: { redirect: "/sso-login/sso…" }, a one-time token for POST /api/login/sso (2 minutes). ' +
      'Failure: 400 (state unknown, used, expired, of another provider or another browser), 403 (the ' +
      'provider or its ID token refused, no linked user) or 502 (provider unreachable), each with ' +
      '{ message, redirect: "/sso-error/" }.',
    params: providerParams,
    query: ssoCallbackQuerySchema,
    responses: {
      200: ssoCallbackResponseSchema,
      400: ssoCallbackErrorSchema,
      403: ssoCallbackErrorSchema,
      502: ssoCallbackErrorSchema,
    },
  }),
  samlMetadata: describe('samlMetadata', {
    tags: ['auth'],
    summary: "The portal's SAML service-provider metadata for one provider of the host's tenant (XML)",
    description:
      'For the identity provider’s administrator to import: the entity ID (this address), the Assertion ' +
      'Consumer Service and single-logout addresses, and the signing and encryption certificates (both ' +
      'the current and the next one during a certificate rollover). 404 for an unknown or OpenID provider.',
    params: providerParams,
    // Shown inline to the IdP's administrator (application/samlmetadata+xml), not a download.
    responses: { 200: z.string().meta({ description: 'The SP metadata XML' }), ...errorResponses(404) },
  }),
  samlAssertionConsumer: describe('samlAssertionConsumer', {
    tags: ['auth'],
    summary: "The SAML Assertion Consumer Service: the identity provider's form post (HTTP-POST binding)",
    description:
      'A browser navigation (application/x-www-form-urlencoded). Success redirects (303) to ' +
      '/sso-login/sso…, a one-time token for POST /api/login/sso (with ?next={path} when an IdP-initiated ' +
      "response's RelayState is a page of the portal, to land on); every refusal redirects to /sso-error/.",
    params: providerParams,
    body: samlAssertionConsumerBodySchema,
    responses: { 303: null, ...errorResponses(429) },
  }),
  samlLogout: describe('samlLogout', {
    tags: ['auth'],
    summary: "Single logout at a SAML identity provider: a session's logout address (ssoLogoutUrl)",
    description:
      'Redirects (302) to the provider with a signed LogoutRequest for the person the session signed in, ' +
      'or to /logout-success when the ticket is unknown or the provider has no single logout.',
    params: z.object({ provider: z.string().max(63), ticket: z.string().max(64) }),
    responses: { 302: null, ...errorResponses(400) },
  }),
  samlLogoutReturn: describe('samlLogoutReturn', {
    tags: ['auth'],
    summary: "Where a SAML identity provider's LogoutResponse returns: redirects (302) to /logout-success",
    params: providerParams,
    query: samlLogoutReturnQuerySchema,
    responses: { 302: null, ...errorResponses(400) },
  }),
};
