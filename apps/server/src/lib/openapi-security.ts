/**
 * How the API document describes who may call an operation (OpenAPI security): the bearer token of a signed-in
 * session, and, as the alternative a masquerade session must use, the bearer token with the two X-Masquerade
 * headers (spec section 7). Each operation's requirement follows the access rule its route declares.
 */
import { BEARER_TOKEN_HEADER, MASQUERADE_HEADER, MASQUERADE_SCHEME_YEAR_HEADER } from '@portal/contracts';
import type { FastifyContextConfig } from 'fastify';

export const SECURITY_SCHEMES = {
  bearerAuth: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: `The access token of POST /api/login, /api/login/mfa or /api/auth/refresh (15 minutes). Also accepted in ${BEARER_TOKEN_HEADER}, as the web app sends it in both.`,
  },
  masquerade: {
    type: 'apiKey',
    in: 'header',
    name: MASQUERADE_HEADER,
    description:
      "A masquerade session's acted-as user id; required on its every request, refused on any other session's.",
  },
  masqueradeSchemeYear: {
    type: 'apiKey',
    in: 'header',
    name: MASQUERADE_SCHEME_YEAR_HEADER,
    description: "A masquerade session's scheme year, with X-Masquerade.",
  },
} as const;

type Requirement = Partial<Record<keyof typeof SECURITY_SCHEMES, string[]>>;

const BEARER: Requirement = { bearerAuth: [] };
const MASQUERADING: Requirement = { bearerAuth: [], masquerade: [], masqueradeSchemeYear: [] };

/** The security requirement of a route with this config: none for public routes (optional when they read one). */
export function securityOf(config: FastifyContextConfig): Requirement[] {
  const signedIn = config.blockedWhileMasquerading ? [BEARER] : [BEARER, MASQUERADING];
  if (config.access !== 'public') return signedIn;
  // An empty requirement: anonymous callers are welcome, and a signed-in one is recognised.
  return config.identifyIfSignedIn ? [{}, ...signedIn] : [];
}
