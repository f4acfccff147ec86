/** The e-mail that tells the owner of an activated account that five wrong passwords have locked it. */
import { ACCOUNT_LOCK_MINUTES } from '@portal/contracts';
import { defineQueue } from '../../lib/jobs/index.ts';
import type { Mailer } from '../../lib/mailer/index.ts';

export const accountLockedNotices = defineQueue<{ clientId: string; userId: string }>('auth.account-locked', {
  retryLimit: 3,
  retryDelay: 30,
  retryBackoff: true,
});

/** The job: the person's current name and address, then the e-mail (through the outbox, as every e-mail). */
export function createLockNotice(deps: {
  mailer: Mailer;
  person(userId: string): Promise<{ email: string; firstName: string } | null>;
}) {
  return async ({ clientId, userId }: { clientId: string; userId: string }): Promise<void> => {
    const person = await deps.person(userId);
    if (!person) return;
    await deps.mailer.send({
      template: 'account_locked',
      clientId,
      to: person.email,
      data: { firstName: person.firstName, lockedMinutes: ACCOUNT_LOCK_MINUTES },
    });
  };
}
