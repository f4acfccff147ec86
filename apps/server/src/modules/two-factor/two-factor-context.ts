/**
 * Two-factor sign-in, set-up, enabling and disabling (spec sections 2, 4, 7 and 8; issue 5): what the verbs
 * share (two-factor-sign-in.ts, two-factor-setup.ts, two-factor-disable.ts).
 *
 * During sign-in the person acts through the challenge of the login answer; a signed-in person acts through
 * their session. A code is accepted once: its step is stored in the same statement that checks it is newer than
 * the last, together with using up the challenge, so two requests with one code cannot both pass.
 */
import type { Database } from '../../db/client.ts';
import type { ClientRow, TwoFactorChallengeRow } from '../../db/schema/index.ts';
import { recordAudit, type RequestOrigin } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import type { SecretBox } from '../../lib/crypto.ts';
import type { Mailer } from '../../lib/mailer/index.ts';
import type { Principal } from '../../plugins/auth.ts';
import {
  consumeChallenge,
  endUserSessions,
  openSession,
  usableChallenge,
  type Sessions,
} from '../auth/index.ts';
import type { ThemeService } from '../theme/index.ts';
import type { UserDirectory } from '../people/index.ts';
import { createCodeChecker, type CheckContext, type CodeChecker } from './code-check.ts';
import { refuse, Refusal, refusingOn, type Refused, type SignedIn } from './outcomes.ts';
import { acceptStep, findTwoFactorUser, type TwoFactorUser } from './two-factor.repository.ts';

/** How a set-up step is authorised: the sign-in challenge, else the signed-in session. */
export interface SetupAccess {
  challenge?: string | undefined;
  deviceToken?: string | undefined;
  principal: Principal | null;
}

export interface CodeStep {
  code: string;
  /** The secret the person's app holds, when the client sends it back: it must be the pending one. */
  secret?: string | undefined;
}

export type Actor =
  | { via: 'challenge'; challenge: TwoFactorChallengeRow; user: TwoFactorUser }
  | { via: 'session'; user: TwoFactorUser; sessionId: string };
export type WithSecret = TwoFactorUser & { sealed: NonNullable<TwoFactorUser['sealed']> };

/** What the two-factor functions are given. */
export interface TwoFactorContext {
  db: Database;
  clock: Clock;
  sessions: Sessions;
  mailer: Mailer;
  users: UserDirectory;
  themes: ThemeService;
  /** Checks and seals codes and secrets (code-check.ts). */
  codes: CodeChecker;
}

export function createTwoFactorContext(
  deps: Omit<TwoFactorContext, 'codes'> & { secrets: SecretBox; codeClock: Clock },
): TwoFactorContext {
  const { secrets, codeClock, ...rest } = deps;
  return { ...rest, codes: createCodeChecker({ db: deps.db, secrets, mailer: deps.mailer, codeClock }) };
}

export const checkContext = (
  { clock }: TwoFactorContext,
  tenant: ClientRow,
  origin: RequestOrigin,
): CheckContext => ({
  tenantId: tenant.id,
  origin,
  at: clock(),
});

export const audit = (
  { db }: TwoFactorContext,
  ctx: CheckContext,
  user: TwoFactorUser,
  type: 'two_factor.setup_started' | 'two_factor.enabled' | 'two_factor.disabled',
  detail: Record<string, unknown>,
  handle: Database = db,
) =>
  recordAudit(handle, { type, clientId: ctx.tenantId, userId: user.id, detail, ...ctx.origin, at: ctx.at });

/** The e-mail that tells the owner two-factor changed, written with the change. */
export const notify = (
  { mailer }: TwoFactorContext,
  template: 'two_factor_enabled' | 'two_factor_disabled',
  user: TwoFactorUser,
  ctx: CheckContext,
  tx: Database,
) =>
  mailer.send({ template, clientId: ctx.tenantId, to: user.email, data: { firstName: user.firstName } }, tx);

export function startSession(
  { sessions }: TwoFactorContext,
  user: TwoFactorUser,
  challenge: TwoFactorChallengeRow,
  ctx: CheckContext,
) {
  return openSession(sessions, user, {
    tenantId: ctx.tenantId,
    deviceToken: challenge.deviceToken,
    origin: ctx.origin,
    // Every sign-in through a challenge has just passed a code (masquerade requires it).
    twoFactorVerified: true,
    // A single-sign-on sign-in that met the portal's step keeps its provider and logout address.
    identityProviderId: challenge.identityProviderId,
    ssoLogoutUrl: challenge.ssoLogoutUrl,
    via: 'two_factor',
  });
}

/** Who acts in a set-up step, and whether it is the user that the path names. */
export async function setupActor(
  { db }: TwoFactorContext,
  tenant: ClientRow,
  userId: string | null,
  access: SetupAccess,
  ctx: CheckContext,
  deviceRequired = false,
): Promise<Actor | Refused> {
  let actor: Actor;
  if (access.challenge !== undefined) {
    const challenge = await usableChallenge(db, {
      tenantId: tenant.id,
      challenge: access.challenge,
      kind: 'setup',
      deviceToken: access.deviceToken,
      deviceRequired,
      at: ctx.at,
    });
    const user = challenge && (await findTwoFactorUser(db, tenant.id, challenge.userId));
    if (!challenge || !user) return refuse('invalid_challenge');
    actor = { via: 'challenge', challenge, user };
  } else if (access.principal) {
    const user = await findTwoFactorUser(db, tenant.id, access.principal.userId);
    if (!user) return refuse('forbidden');
    actor = { via: 'session', user, sessionId: access.principal.sessionId };
  } else {
    return refuse('challenge_required');
  }
  return userId === null || actor.user.id === userId ? actor : refuse('forbidden');
}

/** Checks a code against the pending secret of a set-up. */
export async function checkPending(
  { codes }: TwoFactorContext,
  user: TwoFactorUser,
  step: CodeStep,
  ctx: CheckContext,
) {
  if (user.enabledAt) return refuse('already_enabled');
  if (!user.sealed) return refuse('setup_missing');
  const pending = user as WithSecret;
  const secret = codes.openSecret(pending);
  if (step.secret !== undefined && step.secret.replace(/\s/g, '').toUpperCase() !== secret) {
    return refuse('setup_restarted');
  }
  const checked = await codes.check(user, secret, step.code, ctx);
  return checked.ok ? { user: pending, step: checked.step } : refuse(checked.refusal);
}

/** Turns two-factor on after a right code; through a challenge, also signs in. */
export async function completeSetupStep(
  twoFactor: TwoFactorContext,
  actor: Actor,
  step: CodeStep,
  ctx: CheckContext,
) {
  const { db, sessions, users } = twoFactor;
  const checked = await checkPending(twoFactor, actor.user, step, ctx);
  if ('kind' in checked) return checked;
  const { user } = checked;
  const done = await refusingOn(() =>
    db.transaction(async (tx) => {
      if (actor.via === 'challenge' && !(await consumeChallenge(tx, actor.challenge.id, ctx.at))) {
        throw new Refusal('invalid_challenge');
      }
      const accepted = { step: checked.step, ciphertext: user.sealed.ciphertext, at: ctx.at, enable: true };
      if (!(await acceptStep(tx, user.id, accepted))) throw new Refusal('code_used');
      await audit(twoFactor, ctx, user, 'two_factor.enabled', { via: actor.via }, tx);
      await notify(twoFactor, 'two_factor_enabled', user, ctx, tx);
      return true as const;
    }),
  );
  if (done !== true) return done;
  users.forgetUser(user.id);
  // A changed sign-in factor ends every other session, as a password change does.
  await endUserSessions(
    sessions,
    user.id,
    actor.via === 'session' ? actor.sessionId : null,
    'two_factor_changed',
  );
  if (actor.via === 'session') return { kind: 'enabled' } as const;
  return {
    kind: 'signedIn',
    tokens: await startSession(twoFactor, user, actor.challenge, ctx),
  } satisfies SignedIn;
}
