/**
 * The robot check (ALTCHA): a solution passes once, if it solves a challenge this server issued that has not
 * expired. Shared by sign-in (from the third failure) and the forgotten-password form.
 */
import type { Database } from '../../db/client.ts';
import type { Captcha } from '../../lib/captcha.ts';
import type { Clock } from '../../lib/clock.ts';
import { useCaptchaSolution } from './login.repository.ts';

export interface RobotCheck {
  /** A new challenge for the widget. */
  newChallenge: Captcha['newChallenge'];
  /** Whether the solution passes; it is used up either way. */
  passed(solution: string | undefined): Promise<boolean>;
}

export function createRobotCheck({
  db,
  clock,
  captcha,
}: {
  db: Database;
  clock: Clock;
  captcha: Captcha;
}): RobotCheck {
  return {
    newChallenge: () => captcha.newChallenge(),
    async passed(solution) {
      const checked = await captcha.check(solution);
      return checked.ok && (await useCaptchaSolution(db, checked.challengeHash, checked.expiresAt, clock()));
    },
  };
}
