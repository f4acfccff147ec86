/**
 * Changes the portal's other processes must hear of at once (a cache to drop), through PostgreSQL's
 * LISTEN/NOTIFY: one mechanism whether one web process runs or several, beside a worker and the command-line
 * tools. Each process listens on one channel with a connection of its own; `publish` notifies the others (a
 * notice sent inside a transaction is delivered when it commits). After the listening connection was lost
 * (the database restarted, say), every subscriber is told that anything may have changed.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

export const CHANGES_CHANNEL = 'portal_changes';

/** Something that can run a statement: the pool, or a transaction's client. */
interface Queryable {
  query(text: string, values: unknown[]): Promise<unknown>;
}

export interface ChangeNotices {
  /** Tells every other process that `key` of `topic` changed (no key: all of it). */
  publish(topic: string, key?: string, through?: Queryable): Promise<void>;
  /** `onChange(undefined)` means anything may have changed. */
  subscribe(topic: string, onChange: (key: string | undefined) => void): void;
  close(): Promise<void>;
}

interface Change {
  topic: string;
  key?: string;
}

/** One notice: a change, or the changes published in one turn of the event loop (`changes`). */
interface Notice extends Partial<Change> {
  from: string;
  changes?: Change[];
}

/** PostgreSQL refuses a payload of 8,000 bytes or more: a batch is sent in notices below this. */
const MAX_PAYLOAD_BYTES = 7_000;

/** The changes as notices of at most MAX_PAYLOAD_BYTES each. */
export function batchedNotices(from: string, changes: readonly Change[]): string[] {
  const payloads: string[] = [];
  let batch: Change[] = [];
  let bytes = 0;
  const flush = () => {
    if (batch.length > 0) payloads.push(JSON.stringify({ from, changes: batch } satisfies Notice));
    batch = [];
    bytes = 0;
  };
  for (const change of changes) {
    const size = Buffer.byteLength(JSON.stringify(change)) + 1;
    if (bytes + size > MAX_PAYLOAD_BYTES - 64) flush();
    batch.push(change);
    bytes += size;
  }
  flush();
  return payloads;
}

const RECONNECT_MS = 1_000;

export function createChangeNotices(options: {
  connectionString: string;
  pool: Queryable;
  logger: FastifyBaseLogger;
}): ChangeNotices {
  const self = randomUUID();
  const subscribers = new Map<string, ((key: string | undefined) => void)[]>();
  let listener: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;

  const deliver = (topic: string | null, key: string | undefined) => {
    for (const [name, handlers] of subscribers) {
      if (topic !== null && name !== topic) continue;
      for (const handler of handlers) handler(key);
    }
  };

  const listen = async (afterLoss: boolean) => {
    const client = new pg.Client({ connectionString: options.connectionString });
    client.on('error', () => undefined);
    client.on('notification', (message) => {
      if (message.channel !== CHANGES_CHANNEL || !message.payload) return;
      try {
        const notice = JSON.parse(message.payload) as Notice;
        if (notice.from === self) return;
        if (notice.changes) for (const change of notice.changes) deliver(change.topic, change.key);
        else if (notice.topic !== undefined) deliver(notice.topic, notice.key);
      } catch {
        // Not one of ours: ignored.
      }
    });
    client.on('end', () => {
      if (listener === client) listener = null;
      if (!closed) scheduleListen();
    });
    try {
      await client.connect();
      await client.query(`listen ${CHANGES_CHANNEL}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (closed) {
      await client.end();
      return;
    }
    listener = client;
    // Notices sent while nobody listened are lost: whatever is kept may be out of date.
    if (afterLoss) deliver(null, undefined);
  };

  /** The attempt to listen in progress, which `close` waits for. */
  let inFlight: Promise<void> | null = null;
  const attempt = (afterLoss: boolean) => {
    const attempting: Promise<void> = listen(afterLoss).finally(() => {
      if (inFlight === attempting) inFlight = null;
    });
    inFlight = attempting;
    return attempting;
  };

  const scheduleListen = () => {
    if (retry || closed) return;
    retry = setTimeout(() => {
      retry = null;
      attempt(true).catch((error: unknown) => {
        options.logger.warn({ err: error }, 'change notices: not listening yet; trying again');
        scheduleListen();
      });
    }, RECONNECT_MS);
    retry.unref();
  };

  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    attempt(false).catch((error: unknown) => {
      options.logger.warn({ err: error }, 'change notices: not listening yet; trying again');
      scheduleListen();
    });
  };

  /**
   * Changes published outside a transaction in this turn of the event loop, sent together at its end: two
   * hundred employees submitting at once cost a few notices, not two hundred statements.
   */
  let pending: { changes: Change[]; sent: Promise<void> } | null = null;
  const sendPending = async (changes: Change[]) => {
    await new Promise<void>((resolve) => setImmediate(resolve));
    pending = null;
    const payloads = batchedNotices(self, changes);
    const placeholders = payloads.map((_, index) => `pg_notify($1, $${index + 2})`).join(', ');
    await options.pool.query(`select ${placeholders}`, [CHANGES_CHANNEL, ...payloads]);
  };

  return {
    async publish(topic, key, through) {
      const change: Change = { topic, ...(key === undefined ? {} : { key }) };
      if (through) {
        // Inside a transaction: its own notice, delivered when that transaction commits.
        await through.query('select pg_notify($1, $2)', [
          CHANGES_CHANNEL,
          JSON.stringify({ from: self, ...change } satisfies Notice),
        ]);
        return;
      }
      if (!pending) {
        const changes = [change];
        pending = { changes, sent: sendPending(changes) };
      } else pending.changes.push(change);
      await pending.sent;
    },
    subscribe(topic, onChange) {
      subscribers.set(topic, [...(subscribers.get(topic) ?? []), onChange]);
      start();
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      await inFlight?.catch(() => undefined);
      await listener?.end().catch(() => undefined);
      listener = null;
    },
  };
}

/**
 * Keeps `drop` (a cache's own invalidation) in step across processes: what this process drops, the others
 * drop when they hear of it. Answers the function to call after a change has committed; it drops here at
 * once, and its promise (which never rejects) resolves once the notice is sent, for a caller that must not
 * answer before the others are told.
 */
export function inStep(
  notices: ChangeNotices,
  topic: string,
  drop: (key: string | undefined) => void,
): (key?: string) => Promise<void> {
  notices.subscribe(topic, drop);
  return (key) => {
    drop(key);
    // Unheard, the others still drop it when its time to live ends.
    return notices.publish(topic, key).catch(() => undefined);
  };
}
