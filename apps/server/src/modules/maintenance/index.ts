/**
 * Database upkeep the embedded database does not do itself: PGlite runs no autovacuum, so the planner's
 * statistics would stay as they were when the tables were small, and queries on a large tenant would pick the
 * wrong index (docs/decisions.md, Selections and costs), and the rows that deletes and updates leave behind (an
 * undone upload of 50,000 new starters, a payroll period run again) would stay in every scan. A nightly job
 * vacuums and refreshes the statistics. PostgreSQL's autovacuum does this on its own, so the job is not
 * scheduled there. Another nightly job, on either database, forgets one-time tokens long expired
 * (forget-expired-tokens.ts).
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { defineModule } from '../../lib/app-context.ts';
import { defineQueue } from '../../lib/jobs/index.ts';
import { forgetExpiredTokens } from './forget-expired-tokens.ts';

export { EXPIRED_TOKENS_KEPT_DAYS, forgetExpiredTokens } from './forget-expired-tokens.ts';

export const refreshPlannerStatistics = defineQueue<Record<string, never>>('maintenance.analyze', {
  retryLimit: 1,
  policy: 'singleton',
});

/** At 03:30, when the portal is quiet. */
export const ANALYZE_CRON = '30 3 * * *';

export const forgetExpiredTokensQueue = defineQueue<Record<string, never>>(
  'maintenance.forget-expired-tokens',
  {
    retryLimit: 1,
    policy: 'singleton',
  },
);

/** At 03:15, before the vacuum, which then reclaims the space. */
export const FORGET_EXPIRED_TOKENS_CRON = '15 3 * * *';

/** VACUUM and ANALYZE of every table; answers how long it took. */
export async function vacuumDatabase(db: Database): Promise<number> {
  const started = performance.now();
  await db.execute(sql`vacuum (analyze)`);
  return Math.round(performance.now() - started);
}

export const maintenanceModule = defineModule('maintenance', async (_api, context) => {
  const { db, jobs, logger, clock, singleInstance } = context;
  jobs.handle(forgetExpiredTokensQueue, async () => {
    logger.info(await forgetExpiredTokens(db, clock()), 'forgot the one-time tokens long expired');
  });
  jobs.schedule(forgetExpiredTokensQueue, FORGET_EXPIRED_TOKENS_CRON, {});
  if (!singleInstance) return;
  jobs.handle(refreshPlannerStatistics, async () => {
    logger.info({ ms: await vacuumDatabase(db) }, 'vacuumed the database and refreshed its statistics');
  });
  jobs.schedule(refreshPlannerStatistics, ANALYZE_CRON, {});
});
