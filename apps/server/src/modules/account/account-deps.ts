import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Jobs } from '../../lib/jobs/index.ts';
import type { Mailer } from '../../lib/mailer/index.ts';
import type { AttemptKey, CompleteSignIn, Sessions } from '../auth/index.ts';

/** What the account flows are built from. */
export interface AccountDeps {
  db: Database;
  clock: Clock;
  sessions: Sessions;
  mailer: Mailer;
  jobs: Jobs;
  /** To lift a sign-in lock once a new password is set through a link. */
  clearSignInFailures(key: AttemptKey): Promise<void>;
  /** Activation ends in a sign-in, or the second factor's challenge. */
  completeSignIn: CompleteSignIn;
}
