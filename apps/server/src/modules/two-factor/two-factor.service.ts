/**
 * Two-factor sign-in, set-up, enabling and disabling (spec sections 2, 4, 7 and 8; issue 5).
 *
 * During sign-in the person acts through the challenge of the login answer; a signed-in person acts through
 * their session. A code is accepted once: its step is stored in the same statement that checks it is newer than
 * the last, together with using up the challenge, so two requests with one code cannot both pass.
 */
import {
  TWO_FACTOR_REASON_MAX,
  type TwoFactorDisableRequest,
  type TwoFactorLoginRequest,
} from '@portal/contracts';
import type { Database } from '../../db/client.ts';
import type { ClientRow, TwoFactorChallengeRow } from '../../db/schema/index.ts';
import { recordAudit, type RequestOrigin } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import type { SecretBox } from '../../lib/crypto.ts';
import type { Mailer } from '../../lib/mailer/index.ts';
import { verifyPassword } from '../../lib/password-hash.ts';
import { newTotpSecret, otpauthUrl } from '../../lib/totp.ts';
import type { Principal } from '../../plugins/auth.ts';
import { consumeChallenge, usableChallenge, type SessionService } from '../auth/index.ts';
import type { ThemeService } from '../theme/index.ts';
import type { UserDirectory } from '../user/index.ts';
import { createCodeChecker, type CheckContext } from './code-check.ts';
import { refuse, Refusal, refusingOn, type Refused, type SignedIn } from './outcomes.ts';
import {
  acceptStep,
  disableTwoFactor,
  findTwoFactorUser,
  storePendingSecret,
  type TwoFactorUser,
} from './two-factor.repository.ts';

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

type Actor =
  | { via: 'challenge'; challenge: TwoFactorChallengeRow; user: TwoFactorUser }
  | { via: 'session'; user: TwoFactorUser; sessionId: string };
type WithSecret = TwoFactorUser & { sealed: NonNullable<TwoFactorUser['sealed']> };

export function createTwoFactorService(deps: {
  db: Database;
  clock: Clock;
  secrets: SecretBox;
  sessions: SessionService;
  mailer: Mailer;
  users: UserDirectory;
  themes: ThemeService;
}) {
  const { db, clock, sessions, mailer, users, themes } = deps;
  const codes = createCodeChecker(deps);

  const context = (tenant: ClientRow, origin: RequestOrigin): CheckContext => ({
    tenantId: tenant.id,
    origin,
    at: clock(),
  });

  const audit = (
    ctx: CheckContext,
    user: TwoFactorUser,
    type: 'two_factor.setup_started' | 'two_factor.enabled' | 'two_factor.disabled',
    detail: Record<string, unknown>,
    handle: Database = db,
  ) =>
    recordAudit(handle, { type, clientId: ctx.tenantId, userId: user.id, detail, ...ctx.origin, at: ctx.at });

  /** The e-mail that tells the owner two-factor changed, written with the change. */
  const notify = (
    template: 'two_factor_enabled' | 'two_factor_disabled',
    user: TwoFactorUser,
    ctx: CheckContext,
    tx: Database,
  ) =>
    mailer.send(
      { template, clientId: ctx.tenantId, to: user.email, data: { firstName: user.firstName } },
      tx,
    );

  function startSession(user: TwoFactorUser, challenge: TwoFactorChallengeRow, ctx: CheckContext) {
    return sessions.open(user, {
      tenantId: ctx.tenantId,
      deviceToken: challenge.deviceToken,
      origin: ctx.origin,
      // Every sign-in through a challenge has just passed a code (masquerade requires it).
      twoFactorVerified: true,
      via: 'two_factor',
    });
  }

  /** Who acts in a set-up step, and whether it is the user that the path names. */
  async function setupActor(
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
  async function checkPending(user: TwoFactorUser, step: CodeStep, ctx: CheckContext) {
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
  async function complete(actor: Actor, step: CodeStep, ctx: CheckContext) {
    const checked = await checkPending(actor.user, step, ctx);
    if ('kind' in checked) return checked;
    const { user } = checked;
    const done = await refusingOn(() =>
      db.transaction(async (tx) => {
        if (actor.via === 'challenge' && !(await consumeChallenge(tx, actor.challenge.id, ctx.at))) {
          throw new Refusal('invalid_challenge');
        }
        const accepted = { step: checked.step, ciphertext: user.sealed.ciphertext, at: ctx.at, enable: true };
        if (!(await acceptStep(tx, user.id, accepted))) throw new Refusal('code_used');
        await audit(ctx, user, 'two_factor.enabled', { via: actor.via }, tx);
        await notify('two_factor_enabled', user, ctx, tx);
        return true as const;
      }),
    );
    if (done !== true) return done;
    users.forgetUser(user.id);
    // A changed sign-in factor ends every other session, as a password change does.
    await sessions.endAllOfUser(
      user.id,
      actor.via === 'session' ? actor.sessionId : null,
      'two_factor_changed',
    );
    if (actor.via === 'session') return { kind: 'enabled' } as const;
    return { kind: 'signedIn', tokens: await startSession(user, actor.challenge, ctx) } satisfies SignedIn;
  }

  return {
    /** POST /api/login/mfa: the code after the password; the token response on success. */
    async signInWithCode(
      tenant: ClientRow,
      request: TwoFactorLoginRequest,
      origin: RequestOrigin,
    ): Promise<SignedIn | Refused> {
      const ctx = context(tenant, origin);
      const challenge = await usableChallenge(db, {
        tenantId: tenant.id,
        challenge: request.challenge,
        kind: 'validate',
        deviceToken: request.deviceToken,
        deviceRequired: true,
        at: ctx.at,
      });
      const user = challenge && (await findTwoFactorUser(db, tenant.id, challenge.userId));
      if (!challenge || !user?.enabledAt || !user.sealed) return refuse('invalid_challenge');
      const secret = codes.openSecret(user as WithSecret);
      const checked = await codes.check(user, secret, request.code, ctx);
      if (!checked.ok) return refuse(checked.refusal);
      const done = await refusingOn(() =>
        db.transaction(async (tx) => {
          if (!(await consumeChallenge(tx, challenge.id, ctx.at))) throw new Refusal('invalid_challenge');
          const accepted = { step: checked.step, ciphertext: user.sealed!.ciphertext, at: ctx.at };
          if (!(await acceptStep(tx, user.id, accepted))) throw new Refusal('code_used');
          await codes.resealIfOld(tx, user, secret);
          return true as const;
        }),
      );
      if (done !== true) return done;
      return { kind: 'signedIn', tokens: await startSession(user, challenge, ctx) };
    },

    /** POST /api/v2/user/{id}/mfa: a new pending secret, as the otpauth address and the secret itself. */
    async startSetup(tenant: ClientRow, userId: string, access: SetupAccess, origin: RequestOrigin) {
      const ctx = context(tenant, origin);
      const actor = await setupActor(tenant, userId, access, ctx);
      if ('kind' in actor) return actor;
      const { user } = actor;
      if (user.enabledAt) return refuse('already_enabled');
      const secret = newTotpSecret();
      if (!(await storePendingSecret(db, user.id, codes.seal(user, secret))))
        return refuse('already_enabled');
      await audit(ctx, user, 'two_factor.setup_started', { via: actor.via });
      const issuer = (await themes.themeFor(tenant.slug)).benefitBrandName;
      return { kind: 'setup', url: otpauthUrl({ secret, issuer, account: user.email }), secret } as const;
    },

    /** POST /api/v2/user/{id}/mfa/validate, type temporary: a right code for the pending secret. */
    async verifyTemporary(
      tenant: ClientRow,
      userId: string,
      step: CodeStep,
      access: SetupAccess,
      origin: RequestOrigin,
    ) {
      const ctx = context(tenant, origin);
      const actor = await setupActor(tenant, userId, access, ctx);
      if ('kind' in actor) return actor;
      const checked = await checkPending(actor.user, step, ctx);
      if ('kind' in checked) return checked;
      const accepted = { step: checked.step, ciphertext: checked.user.sealed.ciphertext, at: ctx.at };
      if (!(await acceptStep(db, checked.user.id, accepted))) return refuse('code_used');
      return { kind: 'valid' } as const;
    },

    /**
     * POST /api/v2/user/{id}/mfa/validate, type complete (userId given), and POST
     * /api/employee/mfa/validate/enforced (userId null: the challenge's user, in a tenant that enforces it).
     */
    async complete(
      tenant: ClientRow,
      userId: string | null,
      step: CodeStep,
      access: SetupAccess,
      origin: RequestOrigin,
    ) {
      const ctx = context(tenant, origin);
      const actor = await setupActor(tenant, userId, access, ctx, access.challenge !== undefined);
      if ('kind' in actor) return actor;
      if (userId === null && tenant.twoFactorPolicy !== 'enforced') return refuse('not_enforced');
      return complete(actor, step, ctx);
    },

    /** POST /api/v2/user/{id}/mfa/disable: password, a code and a reason; never where the tenant enforces it. */
    async disable(
      tenant: ClientRow,
      principal: Principal,
      userId: string,
      request: TwoFactorDisableRequest,
      origin: RequestOrigin,
    ) {
      const ctx = context(tenant, origin);
      if (principal.userId !== userId) return refuse('forbidden');
      if (tenant.twoFactorPolicy === 'enforced') return refuse('enforced');
      const user = await findTwoFactorUser(db, tenant.id, userId);
      if (!user?.enabledAt || !user.sealed) return refuse('not_enabled');
      const reason = request.reason.trim();
      if (reason.length === 0 || reason.length > TWO_FACTOR_REASON_MAX) return refuse('reason_required');
      if (codes.isLocked(user, ctx.at)) return refuse('locked');
      if (!user.passwordHash || !(await verifyPassword(user.passwordHash, request.password))) {
        return refuse(await codes.fail(user, 'invalid_password', ctx));
      }
      const checked = await codes.check(user, codes.openSecret(user as WithSecret), request.code, ctx);
      if (!checked.ok) return refuse(checked.refusal);
      const done = await refusingOn(() =>
        db.transaction(async (tx) => {
          if (!(await disableTwoFactor(tx, user.id, checked.step, ctx.at))) throw new Refusal('code_used');
          await audit(ctx, user, 'two_factor.disabled', { reason }, tx);
          await notify('two_factor_disabled', user, ctx, tx);
          return true as const;
        }),
      );
      if (done !== true) return done;
      users.forgetUser(user.id);
      await sessions.endAllOfUser(user.id, principal.sessionId, 'two_factor_changed');
      return { kind: 'disabled' } as const;
    },
  };
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
