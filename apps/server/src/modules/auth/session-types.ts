/** What the session functions (sessions.service.ts) take and answer. */
import type { UserType } from '../../db/schema/index.ts';
import type { RequestOrigin } from '../../lib/audit.ts';
import type { SessionFacts } from './sessions.repository.ts';

export interface IssuedTokens {
  sessionId: string;
  accessToken: string;
  expiresIn: number;
  refreshToken: string;
  /** What is left of the session's 12 hours: the refresh cookie's Max-Age. */
  refreshMaxAgeSeconds: number;
}

export type RefreshOutcome =
  | ({ ok: true; masquerade: { userId: string; schemeYear: number } | null } & IssuedTokens)
  | { ok: false; message: string };

export interface SessionUser {
  id: string;
  clientId: string | null;
  userType: UserType;
}

/** How a sign-in was made, for the audit row of the session it begins. */
export type SignInMethod =
  'password' | 'two_factor' | 'activation' | 'masquerade' | 'magic_link' | 'single_sign_on';

export interface SignInContext {
  /** The tenant whose host the user signed in on. */
  tenantId: string;
  deviceToken: string | null;
  origin: RequestOrigin;
  /** True when the sign-in passed a second factor (a code, or set-up completed). */
  twoFactorVerified?: boolean;
  /** A masquerade session: `user` is the acted-as user. */
  masquerade?: { adminId: string; schemeYear: number } | null;
  /** A single-sign-on session: the provider that vouched for the user. */
  identityProviderId?: string | null;
  /** A single-sign-on session: the provider's end-session address (from the grant), when it has one. */
  ssoLogoutUrl?: string | null;
  via?: SignInMethod;
}

/** What checkActive tells the auth plugin: whether the session is usable, and how it began. */
export type SessionCheck =
  { state: 'unknown' } | ({ state: 'active' | 'ended'; createdAt: Date; endsAt: Date } & SessionFacts);
