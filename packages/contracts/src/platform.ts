/**
 * The platform's own host (issue 35): `platform.<domain>` names no tenant. Platform administrators sign in
 * there and run the operator console at /console/.
 */
export const PLATFORM_HOST_LABEL = 'platform';

/** Sub-domains no client may take: the platform's own and those people expect of any site. */
export const RESERVED_SUBDOMAINS = ['www', 'api', 'admin', PLATFORM_HOST_LABEL] as const;

/** The first label of a host name (`platform.localhost` → `platform`), lower-cased. */
export function hostLabel(hostname: string): string {
  return (hostname.toLowerCase().split('.', 1)[0] ?? '').trim();
}

/** The host is the platform's own (the console's). */
export const isPlatformHostname = (hostname: string): boolean => hostLabel(hostname) === PLATFORM_HOST_LABEL;
