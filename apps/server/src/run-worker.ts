/**
 * The worker process (`npm run worker`): the background job handlers alone, without listening, beside web
 * instances started with RUN_WORKERS=off on the same PostgreSQL (docs/operations.md). It builds the same
 * application as the server, so every module registers its handlers exactly as it does there.
 * Started by worker.ts.
 */
import { createLogger } from './lib/logger.ts';
import { configOrExit, openReadyDatabase, stopOnSignal } from './process-lifecycle.ts';

const config = configOrExit();
const logger = createLogger(config.logLevel);
const appModule = import('./app.ts');
const database = await openReadyDatabase(config, logger);
const { buildApp } = await appModule;
const app = await buildApp({ config, database, logger, runWorkers: true });
stopOnSignal(logger, async () => {
  try {
    await app.close();
  } finally {
    await database.close();
  }
});
await app.ready();
logger.info('the worker is running; stop it with Ctrl+C');
