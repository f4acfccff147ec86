/**
 * Background work on pg-boss, a PostgreSQL job queue (retries with back-off, schedules, singleton keys, dead
 * letters), through pg-boss's own connection pool (boss.ts).
 *
 * A module declares its queues with `defineQueue` and registers a handler for each with `jobs.handle` while it
 * registers itself; `start` then creates the queues and, where this process works (`npm start`, `npm run
 * worker`), starts their workers. `send` with a transaction puts the job in that transaction, so a job exists
 * exactly when what caused it was committed.
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { fromDrizzle, type JobWithMetadata, type PgBoss, type Queue as BossQueueOptions } from 'pg-boss';
import type { Database } from '../../db/client.ts';
import { errorReason } from '../error-reason.ts';

/** A queue: its name, the shape of its jobs' data (a type only) and its retry policy. */
export interface Queue<Data extends object> {
  readonly name: string;
  readonly options: QueueOptions;
  /** Never set: carries the data type. */
  readonly data?: Data;
}

export type QueueOptions = Pick<
  BossQueueOptions,
  | 'retryLimit'
  | 'retryDelay'
  | 'retryBackoff'
  | 'retryDelayMax'
  | 'expireInSeconds'
  | 'heartbeatSeconds'
  | 'deadLetter'
  | 'policy'
  | 'notify'
>;

/**
 * A queue whose workers are woken by each new job (LISTEN/NOTIFY) as well as by polling, unless it says
 * `notify: false` (polled only, within the polling interval).
 */
export function defineQueue<Data extends object>(name: string, options: QueueOptions = {}): Queue<Data> {
  return { name, options: { notify: true, ...options } };
}

/** Which attempt a handler is running: the first is 0; on the last, a failure is final. */
export interface Attempt {
  retryCount: number;
  final: boolean;
}

export interface SendOptions {
  /** Put the job in this transaction: it exists only if the transaction commits. */
  tx?: Database;
  /** At most one job with this key waits in the queue at a time. */
  singletonKey?: string;
  startAfter?: Date;
}

export interface Jobs {
  /** Registers the handler of a queue (while modules register, before `start`). */
  handle<Data extends object>(
    queue: Queue<Data>,
    handler: (data: Data, attempt: Attempt) => Promise<void>,
  ): void;
  /** Runs `queue` on a cron schedule (UTC), with `data`. */
  schedule<Data extends object>(queue: Queue<Data>, cron: string, data: Data): void;
  /** Puts a job on its queue. */
  send<Data extends object>(queue: Queue<Data>, data: Data, options?: SendOptions): Promise<void>;
  /**
   * Puts a job on its queue without the caller waiting, so that neither an answer nor its timing shows
   * whether there was anything to do. A failure is logged.
   */
  sendLater<Data extends object>(queue: Queue<Data>, data: Data): void;
  /** Creates the queues and schedules; starts the workers when this process works. */
  start(): Promise<void>;
  /** Stops taking jobs and waits for the handlers at work. */
  stop(): Promise<void>;
  /**
   * Resolves once no job of ours is due or at work (tests). `whileWaiting` runs between looks: a test on
   * pg-boss's test clock moves the clock there, so that idle workers poll again.
   */
  settled(options?: { timeoutMs?: number; whileWaiting?: () => Promise<void> }): Promise<void>;
}

interface Registered {
  queue: Queue<object>;
  handler: (data: object, attempt: Attempt) => Promise<void>;
}

export interface JobsOptions {
  boss: PgBoss;
  /** The schema that holds pg-boss's tables. */
  schema: string;
  logger: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Whether this process runs handlers (false: a web instance beside separate workers). */
  work: boolean;
  /** How often an idle worker looks for jobs, besides being told of new ones (LISTEN/NOTIFY). */
  pollingIntervalSeconds?: number;
  /**
   * Runs the set-up (pg-boss's schema, the queues, the schedules) one process at a time: the web processes and
   * the worker start together, and pg-boss's install and queue creation are not safe to run side by side.
   */
  oneAtATime?: <T>(setUp: () => Promise<T>) => Promise<T>;
}

const SETTLE_POLL_MS = 20;

export function createJobs({
  boss,
  schema,
  logger,
  work,
  pollingIntervalSeconds = 2,
  oneAtATime = (setUp) => setUp(),
}: JobsOptions): Jobs {
  const registered = new Map<string, Registered>();
  const schedules: { queue: Queue<object>; cron: string; data: object }[] = [];
  const queues = new Map<string, Queue<object>>();
  const pendingSends = new Set<Promise<unknown>>();
  let started: Promise<void> | null = null;
  let stopped = false;

  const ensureQueue = (queue: Queue<object>) => {
    const known = queues.get(queue.name);
    if (known && known !== queue) throw new Error(`Two queues are named "${queue.name}"`);
    queues.set(queue.name, queue);
  };

  async function runJobs(entry: Registered, jobs: JobWithMetadata<object>[]): Promise<void> {
    for (const job of jobs) {
      try {
        await entry.handler(job.data, {
          retryCount: job.retryCount,
          final: job.retryCount >= job.retryLimit,
        });
      } catch (error) {
        logger.warn(
          { queue: entry.queue.name, jobId: job.id, reason: errorReason(error) },
          'job failed; pg-boss retries it',
        );
        throw error;
      }
    }
  }

  /** Jobs of our queues that are due or at work, counted in pg-boss's own table. */
  async function busyCount(): Promise<number> {
    if (queues.size === 0) return 0;
    const { rows } = await boss.getDb().executeSql(
      `select count(*)::int as n from ${schema}.job
       where name = any($1::text[]) and (state = 'active' or (state in ('created', 'retry') and start_after <= ${schema}.job_now()))`,
      [[...queues.keys()]],
    );
    return Number(rows[0]?.n ?? 0);
  }

  async function send<Data extends object>(queue: Queue<Data>, data: Data, options: SendOptions = {}) {
    ensureQueue(queue);
    await started;
    const { tx, ...rest } = options;
    // pg-boss's Drizzle adapter runs its statements through the transaction's `execute`.
    const db = tx ? { db: fromDrizzle(tx as unknown as Parameters<typeof fromDrizzle>[0], sql) } : {};
    await boss.send(queue.name, data, { ...rest, ...db });
  }

  return {
    handle(queue, handler) {
      if (started) throw new Error(`The handler of "${queue.name}" came after the jobs started`);
      if (registered.has(queue.name)) throw new Error(`The queue "${queue.name}" has two handlers`);
      ensureQueue(queue);
      registered.set(queue.name, { queue, handler: handler as Registered['handler'] });
    },

    schedule(queue, cron, data) {
      ensureQueue(queue);
      schedules.push({ queue, cron, data });
    },

    send,

    sendLater(queue, data) {
      const sending = send(queue, data).catch((error: unknown) => {
        logger.error({ queue: queue.name, reason: errorReason(error) }, 'a job could not be queued');
      });
      pendingSends.add(sending);
      void sending.finally(() => pendingSends.delete(sending));
    },

    start() {
      started ??= (async () => {
        boss.on('error', (error) => logger.error({ reason: error.message }, 'pg-boss error'));
        await oneAtATime(async () => {
          await boss.start();
          for (const queue of queues.values()) {
            const { policy: _policy, ...changeable } = queue.options;
            if (await boss.getQueue(queue.name)) await boss.updateQueue(queue.name, changeable);
            else await boss.createQueue(queue.name, queue.options);
          }
          for (const { queue, cron, data } of schedules)
            await boss.schedule(queue.name, cron, data, { tz: 'UTC' });
        });
        if (!work) return;
        for (const entry of registered.values()) {
          const options = { pollingIntervalSeconds, includeMetadata: true } as const;
          await boss.work<object, void, typeof options>(entry.queue.name, options, (jobs) =>
            runJobs(entry, jobs),
          );
        }
        logger.info({ queues: [...registered.keys()] }, 'job workers started');
      })();
      return started;
    },

    async stop() {
      if (stopped) return;
      stopped = true;
      await Promise.allSettled([...pendingSends]);
      if (started) await started.catch(() => undefined);
      await boss.stop({ graceful: true, close: true, timeout: 10_000 }).catch((error: unknown) => {
        logger.warn({ reason: errorReason(error) }, 'pg-boss did not stop cleanly');
      });
    },

    async settled({ timeoutMs = 10_000, whileWaiting } = {}) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        await Promise.allSettled([...pendingSends]);
        if (pendingSends.size === 0 && (await busyCount()) === 0) return;
        if (Date.now() > until) throw new Error('Jobs are still waiting or at work');
        await new Promise((resolve) => setTimeout(resolve, SETTLE_POLL_MS));
        await whileWaiting?.();
      }
    },
  };
}
