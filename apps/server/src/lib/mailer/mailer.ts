/**
 * The mailer (architecture: e-mail through an outbox). `send` renders a template for a tenant and writes the
 * message to outbox_messages with the caller's database handle, so a message is written atomically with what
 * caused it. With SMTP_URL the row is 'pending' and a delivery job on pg-boss, written in the same
 * transaction, delivers it with retries and back-off; without it (demo mode) the row is 'stored' for the demo
 * mailbox and its links are logged.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../clock.ts';
import { errorReason } from '../error-reason.ts';
import { defineQueue, type Attempt, type Jobs } from '../jobs/index.ts';
import type { ChangeNotices } from '../change-notices.ts';
import type { MailTenant } from './mail-brand.ts';
import { cachedMailTenants } from './mail-tenants.ts';
import {
  insertOutboxMessage,
  markAttemptFailed,
  markSent,
  startAttempt,
  type NewOutboxMessage,
} from './outbox.repository.ts';
import { hostOf } from './public-url.ts';
import { renderMail } from './render.ts';
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

/**
 * One job per message. A failed attempt is retried 5 times with exponential back-off from a minute (1 to 2
 * minutes, then 2 to 4, 4 to 8, 8 to 16 and 16 to 32), then the message is marked failed and kept.
 */
export const MAX_DELIVERY_ATTEMPTS = 6;
export const mailDelivery = defineQueue<{ outboxId: string }>('mail.deliver', {
  // Polled (every 2 s), not woken: a job sent in a submit's transaction would add pg-boss's NOTIFY to every
  // submit, which serialises the commits that notify and wakes the worker once an e-mail. With SMTP, 20
  // connections of submits went from 435-459 to 533-543 a second without it (docs/decisions.md, 28 November).
  notify: false,
  retryLimit: MAX_DELIVERY_ATTEMPTS - 1,
  retryDelay: 60,
  retryBackoff: true,
  retryDelayMax: 6 * 60 * 60,
  // An attempt that has not finished in 5 minutes (a process that died mid-send) is tried again.
  expireInSeconds: 5 * 60,
});

export interface Mailer {
  /** 'smtp' when SMTP_URL is set, else 'demo' (messages stay in the outbox for /dev/mailbox). */
  readonly mode: 'smtp' | 'demo';
  /**
   * Renders and writes the message with `db` (pass the transaction that writes what caused it), with its
   * delivery job. Never waits for SMTP. Throws when the client does not exist or a link is not a portal path.
   */
  send(request: MailRequest, db?: Database): Promise<{ id: string }>;
  /**
   * `send` in two halves, for a caller that writes the outbox row in a statement of its own (a submit writes
   * its selection, event and e-mail as one): the row as `send` would write it, rendered, with its id chosen...
   */
  compose(request: MailRequest, db?: Database): Promise<ComposedMail>;
  /**
   * ...and, once that row is written, its delivery: with SMTP a job written with `db`, which must then be the
   * transaction that wrote the row (so `mode === 'smtp'` asks the caller for one); in demo mode its links logged.
   */
  queue(mail: ComposedMail, db?: Database): Promise<void>;
  /** Closes the SMTP connections (after the job workers have stopped). */
  close(): void;
}

/** A rendered message not yet written: its outbox row, with the id it will have. */
export type ComposedMail = NewOutboxMessage & { id: string; links: string[] };

export interface MailerDependencies {
  db: Database;
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'publicUrl' | 'defaultClient' | 'production'>;
  clock: Clock;
  logger: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  jobs: Jobs;
  /** Replaces the SMTP transport (tests of failure handling); only used when SMTP_URL is set. */
  transport?: MailTransport;
  /** Keeps the cached brands exact across processes (without: they live a minute). */
  notices?: Pick<ChangeNotices, 'subscribe'>;
}

export function createMailer(deps: MailerDependencies): Mailer {
  const { db, config, clock, logger, jobs } = deps;
  const transport = config.smtpUrl ? (deps.transport ?? createSmtpTransport(config.smtpUrl)) : null;
  const mailTenant = cachedMailTenants(config, deps.notices);

  if (!transport && config.production) {
    logger.warn('SMTP_URL is unset: e-mail stays in the outbox and is never delivered');
  } else if (!transport) {
    logger.info('e-mail demo mode (SMTP_URL unset): messages stay in the outbox, listed at /dev/mailbox');
  }

  function sender(tenant: MailTenant | null): OutgoingMail['from'] {
    const name = tenant?.brand.name ?? 'Benefits Portal';
    if (config.mailFrom)
      return config.mailFrom.includes('<') ? config.mailFrom : { name, address: config.mailFrom };
    return { name, address: `no-reply@${hostOf(tenant?.baseUrl ?? config.publicUrl)}` };
  }

  /** One attempt of a delivery job; a failure throws, so that pg-boss tries again later. */
  async function deliver(outboxId: string, attempt: Attempt): Promise<void> {
    // A message already sent (or failed for good) is not sent again, whoever runs its job.
    const message = await startAttempt(db, outboxId);
    if (!message || !transport) return;
    try {
      const tenant = message.clientId ? await mailTenant(message.clientId, db) : null;
      await transport.send({
        from: sender(tenant),
        to: message.toAddress,
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
        subject: message.subject,
        html: message.html ?? '',
        text: message.text ?? '',
      });
    } catch (error) {
      const reason = errorReason(error);
      await markAttemptFailed(db, message.id, reason, attempt.final);
      logger.warn(
        { outboxId: message.id, template: message.template, attempts: message.attempts, reason },
        attempt.final
          ? 'e-mail delivery failed for good; message kept'
          : 'e-mail delivery failed; will retry',
      );
      throw new Error(`e-mail delivery failed: ${reason}`);
    }
    await markSent(db, message.id, clock());
  }

  async function compose(request: MailRequest, handle: Database = db): Promise<ComposedMail> {
    const tenant = await mailTenant(request.clientId, handle);
    if (!tenant) throw new Error(`Cannot send e-mail: no client ${request.clientId}`);
    const rendered = renderMail(request.template, request.data, tenant.brand, tenant.baseUrl);
    return {
      id: randomUUID(),
      clientId: tenant.id,
      template: request.template,
      toAddress: request.to,
      replyTo: request.replyTo ?? null,
      subject: rendered.subject,
      html: rendered.html,
      text: rendered.text,
      links: rendered.links,
      status: transport ? ('pending' as const) : ('stored' as const),
      createdAt: clock(),
    };
  }

  async function queue(message: ComposedMail, handle: Database = db): Promise<void> {
    if (transport) {
      await jobs.send(mailDelivery, { outboxId: message.id }, handle === db ? {} : { tx: handle });
      return;
    }
    for (const link of message.links) {
      logger.info(
        { outboxId: message.id, template: message.template, to: message.toAddress, link },
        'demo mailbox link',
      );
    }
  }

  if (transport) jobs.handle(mailDelivery, ({ outboxId }, attempt) => deliver(outboxId, attempt));

  return {
    mode: transport ? 'smtp' : 'demo',

    async send(request, handle = db) {
      const message = await compose(request, handle);
      await insertOutboxMessage(handle, message);
      await queue(message, handle);
      return { id: message.id };
    },
    compose,
    queue,

    close() {
      transport?.close();
    },
  };
}
