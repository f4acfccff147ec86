/**
 * What every module is built from, and the shape of a module.
 *
 * The context holds the app's infrastructure (database, clock, configuration, logger, mailer, jobs, secret
 * box). A service that several modules share (the session store, the user directory, ...) is a `provider`
 * exported by the module that owns it; `context.use(provider)` builds it once per app, on first use, so
 * modules need no registration order and app.ts wires nothing by hand.
 *
 * A module is `defineModule(name, register)`: `register` receives its own Fastify scope under `/api` and the
 * context, builds its services and adds its routes and job handlers. Another module reaches it only through
 * its `index.ts` (lint enforces it).
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { ChangeNotices } from './change-notices.ts';
import type { Clock } from './clock.ts';
import type { SecretBox } from './crypto.ts';
import type { Jobs } from './jobs/index.ts';
import type { Mailer } from './mailer/index.ts';
import type { PortalClock } from './portal-clock.ts';

export interface AppContext {
  db: Database;
  /** The portal's clock (`portalClock.clock`): what every rule reads for the time. */
  clock: Clock;
  /** The demo's clock behind `clock`: its offset, which the console-clock module keeps in step. */
  portalClock: PortalClock;
  config: Config;
  logger: FastifyBaseLogger;
  /** E-mail through the outbox: `mailer.send(request, tx)`. */
  mailer: Mailer;
  /** Background work on pg-boss: queues, handlers, schedules. */
  jobs: Jobs;
  /** Seals secrets at rest with ENCRYPTION_KEY; opens those sealed under a previous key too. */
  secrets: SecretBox;
  /** Changes the portal's other processes hear of at once (LISTEN/NOTIFY): caches kept in step with `inStep`. */
  notices: ChangeNotices;
  /** The app's one instance of a shared service, built on first use. */
  use<T>(provider: Provider<T>): T;
}

/** The infrastructure a context is made of; `use` is added by `createAppContext`. */
export type AppInfrastructure = Omit<AppContext, 'use'>;

export interface Provider<T> {
  readonly name: string;
  build(context: AppContext): T;
}

/** A shared service: `name` for error messages, `build` called once per app by `context.use`. */
export function provider<T>(name: string, build: (context: AppContext) => T): Provider<T> {
  return { name, build };
}

export function createAppContext(infrastructure: AppInfrastructure): AppContext {
  const built = new Map<Provider<unknown>, unknown>();
  const building = new Set<Provider<unknown>>();
  const context: AppContext = {
    ...infrastructure,
    use<T>(wanted: Provider<T>): T {
      if (built.has(wanted)) return built.get(wanted) as T;
      if (building.has(wanted)) throw new Error(`The shared service "${wanted.name}" depends on itself`);
      building.add(wanted);
      try {
        const service = wanted.build(context);
        built.set(wanted, service);
        return service;
      } finally {
        building.delete(wanted);
      }
    },
  };
  return context;
}

/** A module: its routes go on `api`, its own scope under `prefix` (`/api` unless it says otherwise). */
export interface AppModule {
  readonly name: string;
  readonly prefix: string;
  register(api: FastifyInstance, context: AppContext): Promise<void>;
}

export function defineModule(
  name: string,
  register: (api: FastifyInstance, context: AppContext) => Promise<void>,
  options: { prefix?: string } = {},
): AppModule {
  return { name, prefix: options.prefix ?? '/api', register };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** What the modules were built from; tests reach shared services with `app.context.use(provider)`. */
    context: AppContext;
  }
}
