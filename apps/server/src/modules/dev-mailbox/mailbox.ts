/** The demo mailbox's data: the newest messages of the host's tenant. */
import type { Database } from '../../db/client.ts';
import type { OutboxStatus } from '../../db/schema/index.ts';
import { listTenantMessages } from '../../lib/mailer/outbox.repository.ts';

export const MAILBOX_LIMIT = 50;

export interface MailboxMessage {
  id: string;
  template: string;
  to: string;
  subject: string;
  status: OutboxStatus;
  createdAt: Date;
  links: string[];
  text: string | null;
}

export async function tenantMailbox(
  db: Database,
  clientId: string,
  to: string | null,
): Promise<MailboxMessage[]> {
  const rows = await listTenantMessages(db, { clientId, limit: MAILBOX_LIMIT, ...(to ? { to } : {}) });
  return rows.map((row) => ({
    id: row.id,
    template: row.template,
    to: row.toAddress,
    subject: row.subject,
    status: row.status,
    createdAt: row.createdAt,
    links: row.links,
    text: row.text,
  }));
}
