import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Mailer } from '../../lib/mailer/index.ts';
import type { LoginService } from '../auth/login.service.ts';
import type { SessionService } from '../auth/sessions.service.ts';

/** What the account flows are built from. */
export interface AccountDeps {
  db: Database;
  clock: Clock;
  sessions: SessionService;
  mailer: Mailer;
  /** To lift a sign-in lock once a new password is set through a link. */
  login: Pick<LoginService, 'clearFailures'>;
}
