/**
 * The server process: reads configuration, opens and migrates the database, seeds the demo world when asked,
 * listens, and shuts down gracefully on SIGTERM/SIGINT (HTTP first, the database last). Unless RUN_WORKERS is
 * off, it also runs the background job handlers. Started by server.ts.
 */
import { ConfigError } from './config.ts';
import { createLogger } from './lib/logger.ts';
import { limitPasswordHashing } from './lib/password-hash.ts';
import { preparePasswordRules } from './lib/password-rules/index.ts';
import { lowerThreadPoolPriority } from './lib/thread-pool-priority.ts';
import { configOrExit, failAndExit, openReadyDatabase, stopOnSignal } from './process-lifecycle.ts';

const config = configOrExit();
const logger = createLogger(config.logLevel);
// Loading the application's modules overlaps with opening the database: a quicker cold start.
const appModule = import('./app.ts');
const database = await openReadyDatabase(config, logger);
const { buildApp } = await appModule;
const app = await buildApp({ config, database, logger });
stopOnSignal(logger, async () => {
  try {
    await app.close();
  } finally {
    await database.close();
  }
});

// The pool's threads (argon2id's hashes above all) yield the CPU to the event loop that answers requests, and
// the hashes take their turn on this process's share of the cores.
limitPasswordHashing(config.passwordHashConcurrency);
await lowerThreadPoolPriority().catch((error: unknown) =>
  logger.warn({ err: error }, 'the thread pool keeps its priority'),
);

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  await database.close().catch(() => undefined);
  // Usually the port is taken: say so on one line, like a configuration error.
  const reason = error instanceof Error ? error.message : String(error);
  failAndExit(new ConfigError(`Cannot listen on ${config.host}:${config.port}: ${reason}`));
}
// Fastify logs the one 'Server listening at http://HOST:PORT' line.
// The password rules' word lists load now on their own thread, not at the first person's keystroke.
preparePasswordRules();
