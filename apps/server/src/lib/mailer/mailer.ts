/**
 * The mailer (architecture: e-mail through an outbox). `send` renders a template for a tenant and writes the
 * message to outbox_messages with the caller's database handle, so a message is written atomically with what
 * caused it. With SMTP_URL the row is 'pending' and delivered in the background with retries; without it
 * (demo mode) the row is 'stored' for the demo mailbox and its links are logged.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { OutboxMessageRow } from '../../db/schema/index.ts';
import type { Clock } from '../clock.ts';
import { loadMailTenant, type MailTenant } from './mail-brand.ts';
import { claimDueMessages, insertOutboxMessage, markAttemptFailed, markSent } from './outbox.repository.ts';
import { hostOf } from './public-url.ts';
import { renderMail } from './render.ts';
import { nextAttemptAt } from './retry-schedule.ts';
import { createSmtpTransport, type MailTransport, type OutgoingMail } from './smtp-transport.ts';
import type { MailTemplateData, MailTemplateName } from './templates/index.ts';

/** A message to send: a template with its typed data, for a tenant (its brand and public address). */
export type MailRequest = {
  [Name in MailTemplateName]: {
    template: Name;
    clientId: string;
    to: string;
    replyTo?: string;
    data: MailTemplateData<Name>;
  };
}[MailTemplateName];

export interface DeliveryReport {
  sent: number;
  retrying: number;
  failed: number;
}

export interface Mailer {
  /** 'smtp' when SMTP_URL is set, else 'demo' (messages stay in the outbox for /dev/mailbox). */
  readonly mode: 'smtp' | 'demo';
  /**
   * Renders and writes the message with `db` (pass the transaction that writes what caused it). Never waits
   * for SMTP. Throws when the client does not exist or a link is not a portal path.
   */
  send(request: MailRequest, db?: Database): Promise<{ id: string }>;
  /** Builds and sends a message without the caller waiting; a null request sends nothing; errors are logged. */
  sendInBackground(build: () => Promise<MailRequest | null>): void;
  /** Delivers the pending messages that are due (SMTP only); safe with several instances on one database. */
  deliverDue(): Promise<DeliveryReport>;
  /** Starts the background delivery timer (SMTP only). */
  start(): void;
  /** Stops the timer and waits for work in progress. */
  stop(): Promise<void>;
  /** Resolves once every background send and delivery started so far has finished. */
  settled(): Promise<void>;
}

export interface MailerDependencies {
  db: Database;
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'publicUrl' | 'defaultClient' | 'production'>;
  clock: Clock;
  logger: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** How often the timer looks for due messages. */
  pollIntervalMs?: number;
  /** Replaces the SMTP transport (tests of failure handling); only used when SMTP_URL is set. */
  transport?: MailTransport;
}

const BATCH_SIZE = 20;
const MAX_BATCHES_PER_RUN = 10;
/** How long a claimed message is left to its sender before another may try it. */
const LEASE_MS = 5 * 60_000;
/** A message written inside a transaction is visible once that commits: look again shortly after. */
const AFTER_COMMIT_RETRY_MS = 1_000;
const MAX_ERROR_LENGTH = 500;

/**
 * The first line of an error's message, shortened: enough to diagnose, and never the parameters a database
 * error lists on later lines (a message's body may carry a single-use link).
 */
function describeError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return (message.split('\n', 1)[0] ?? '').slice(0, MAX_ERROR_LENGTH);
}

export function createMailer(deps: MailerDependencies): Mailer {
  const { db, config, clock, logger, pollIntervalMs = 10_000 } = deps;
  const transport = config.smtpUrl ? (deps.transport ?? createSmtpTransport(config.smtpUrl)) : null;
  const inFlight = new Set<Promise<unknown>>();
  const timers = new Set<NodeJS.Timeout>();
  let poll: NodeJS.Timeout | null = null;
  let delivering = false;
  let deliverAgain = false;
  let stopped = false;

  function track(work: Promise<unknown>): void {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work));
  }

  function sender(tenant: MailTenant | null): OutgoingMail['from'] {
    const name = tenant?.brand.name ?? 'Benefits Portal';
    if (config.mailFrom)
      return config.mailFrom.includes('<') ? config.mailFrom : { name, address: config.mailFrom };
    return { name, address: `no-reply@${hostOf(tenant?.baseUrl ?? config.publicUrl)}` };
  }

  /** Runs deliverDue in the background, once at a time; a kick during a run makes it run again. */
  function kick(): void {
    if (!transport || stopped) return;
    if (delivering) {
      deliverAgain = true;
      return;
    }
    delivering = true;
    track(
      (async () => {
        try {
          do {
            deliverAgain = false;
            await deliverDue();
          } while (deliverAgain && !stopped);
        } catch (error) {
          logger.error({ reason: describeError(error) }, 'e-mail delivery run failed');
        } finally {
          delivering = false;
        }
      })(),
    );
  }

  function kickLater(ms: number): void {
    const timer = setTimeout(() => {
      timers.delete(timer);
      kick();
    }, ms);
    timer.unref();
    timers.add(timer);
  }

  async function deliverOne(
    message: OutboxMessageRow,
    tenants: Map<string, Promise<MailTenant | null>>,
    report: DeliveryReport,
  ): Promise<void> {
    try {
      let tenant: Promise<MailTenant | null> = Promise.resolve(null);
      if (message.clientId) {
        tenant = tenants.get(message.clientId) ?? loadMailTenant(db, message.clientId, config);
        tenants.set(message.clientId, tenant);
      }
      await transport!.send({
        from: sender(await tenant),
        to: message.toAddress,
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
        subject: message.subject,
        html: message.html ?? '',
        text: message.text ?? '',
      });
      await markSent(db, message.id, clock());
      report.sent += 1;
    } catch (error) {
      const reason = describeError(error);
      const retryAt = nextAttemptAt(message.attempts, clock());
      await markAttemptFailed(db, message.id, reason, retryAt);
      if (retryAt) report.retrying += 1;
      else report.failed += 1;
      logger.warn(
        { outboxId: message.id, template: message.template, attempts: message.attempts, retryAt, reason },
        retryAt ? 'e-mail delivery failed; will retry' : 'e-mail delivery failed for good; message kept',
      );
    }
  }

  async function deliverDue(): Promise<DeliveryReport> {
    const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0 };
    if (!transport) return report;
    const tenants = new Map<string, Promise<MailTenant | null>>();
    for (let batch = 0; batch < MAX_BATCHES_PER_RUN; batch += 1) {
      const now = clock();
      const claimed = await claimDueMessages(db, now, new Date(now.getTime() + LEASE_MS), BATCH_SIZE);
      for (const message of claimed) await deliverOne(message, tenants, report);
      if (claimed.length < BATCH_SIZE) break;
    }
    return report;
  }

  async function send(request: MailRequest, handle: Database = db): Promise<{ id: string }> {
    const tenant = await loadMailTenant(handle, request.clientId, config);
    if (!tenant) throw new Error(`Cannot send e-mail: no client ${request.clientId}`);
    const rendered = renderMail(request.template, request.data, tenant.brand, tenant.baseUrl);
    const now = clock();
    const id = await insertOutboxMessage(handle, {
      clientId: tenant.id,
      template: request.template,
      toAddress: request.to,
      replyTo: request.replyTo ?? null,
      subject: rendered.subject,
      html: rendered.html,
      text: rendered.text,
      links: rendered.links,
      status: transport ? 'pending' : 'stored',
      nextAttemptAt: transport ? now : null,
      createdAt: now,
    });
    if (transport) {
      kick();
      // Inside a transaction the row is invisible to the first look until the caller commits.
      if (handle !== db) kickLater(AFTER_COMMIT_RETRY_MS);
    } else {
      for (const link of rendered.links) {
        logger.info({ outboxId: id, template: request.template, to: request.to, link }, 'demo mailbox link');
      }
    }
    return { id };
  }

  async function settled(): Promise<void> {
    while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
  }

  return {
    mode: transport ? 'smtp' : 'demo',
    send,
    settled,

    sendInBackground(build) {
      track(
        (async () => {
          try {
            const request = await build();
            if (request) await send(request);
          } catch (error) {
            logger.error({ reason: describeError(error) }, 'e-mail could not be written to the outbox');
          }
        })(),
      );
    },

    deliverDue,

    start() {
      if (!transport) {
        if (config.production)
          logger.warn('SMTP_URL is unset: e-mail stays in the outbox and is never delivered');
        else
          logger.info(
            'e-mail demo mode (SMTP_URL unset): messages stay in the outbox, listed at /dev/mailbox',
          );
        return;
      }
      if (poll || stopped) return;
      poll = setInterval(kick, pollIntervalMs);
      poll.unref();
      kick();
    },

    async stop() {
      stopped = true;
      if (poll) clearInterval(poll);
      poll = null;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await settled();
      transport?.close();
    },
  };
}
