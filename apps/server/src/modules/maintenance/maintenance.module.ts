/**
 * Upkeep of the portal's own data: a nightly job forgets one-time tokens long expired
 * (forget-expired-tokens.ts). PostgreSQL's autovacuum keeps the tables and the planner's statistics itself.
 */
import { defineModule } from '../../lib/app-context.ts';
import { defineQueue } from '../../lib/jobs/index.ts';
import { forgetExpiredTokens } from './forget-expired-tokens.ts';

export const forgetExpiredTokensQueue = defineQueue<Record<string, never>>(
  'maintenance.forget-expired-tokens',
  {
    retryLimit: 1,
    policy: 'singleton',
  },
);

/** At 03:15, when the portal is quiet. */
export const FORGET_EXPIRED_TOKENS_CRON = '15 3 * * *';

export const maintenanceModule = defineModule('maintenance', async (_api, context) => {
  const { db, jobs, logger, clock } = context;
  jobs.handle(forgetExpiredTokensQueue, async () => {
    logger.info(await forgetExpiredTokens(db, clock()), 'forgot the one-time tokens long expired');
  });
  jobs.schedule(forgetExpiredTokensQueue, FORGET_EXPIRED_TOKENS_CRON, {});
});
