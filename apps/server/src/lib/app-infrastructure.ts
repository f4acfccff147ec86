/**
 * The infrastructure of one app, from which every module is built (lib/app-context.ts): the job queue on
 * the app's database, the mailer on it, the change notices, the secret box, and the context that holds them.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Clock as JobsClock } from 'pg-boss';
import type { Config } from '../config.ts';
import { oneProcessAtATime, type DatabaseHandle } from '../db/client.ts';
import { createAppContext, type AppContext } from './app-context.ts';
import { createChangeNotices } from './change-notices.ts';
import { createSecretBox } from './crypto.ts';
import { createBoss, createJobs, JOBS_SCHEMA } from './jobs/index.ts';
import { createMailer } from './mailer/index.ts';
import type { PortalClock } from './portal-clock.ts';

/** The advisory lock that serialises the job queue's set-up across the portal's processes. */
const JOBS_SET_UP_LOCK_ID = 7_340_113;

export function createInfrastructure(options: {
  config: Config;
  database: DatabaseHandle;
  /** The clock every part of the app reads (the demo's offset over the base clock). */
  portalClock: PortalClock;
  logger: FastifyBaseLogger;
  /** Whether this process runs the job handlers. */
  runWorkers: boolean;
  /** pg-boss's clock (tests move it by hand); the system clock by default. */
  jobsClock?: JobsClock;
}): AppContext {
  const { config, database, portalClock, logger } = options;
  const { clock } = portalClock;
  const { db } = database;
  const boss = createBoss(database, options.jobsClock ? { clock: options.jobsClock } : {});
  const jobs = createJobs({
    boss,
    schema: JOBS_SCHEMA,
    logger: logger.child({ module: 'jobs' }),
    work: options.runWorkers,
    oneAtATime: (setUp) => oneProcessAtATime(database.pool, JOBS_SET_UP_LOCK_ID, setUp),
  });
  const notices = createChangeNotices({
    connectionString: database.connectionString,
    pool: database.pool,
    logger: logger.child({ module: 'notices' }),
  });
  return createAppContext({
    db,
    clock,
    portalClock,
    config,
    logger,
    mailer: createMailer({ db, config, clock, logger: logger.child({ module: 'mailer' }), jobs, notices }),
    jobs,
    secrets: createSecretBox(config.encryptionKey, config.previousEncryptionKeys),
    notices,
  });
}
