/**
 * Contact us (spec sections 2 and 5): the page's subjects and information card, and sending an enquiry, which
 * is stored and e-mailed to the tenant's contact address with Reply-To set to the person. The person's name and
 * e-mail come from their account and the company from their tenant, never from the request body.
 */
import {
  CONTACT_COMMENTS_MAX_LENGTH,
  CONTACT_COMMENTS_REQUIRED_MESSAGE,
  CONTACT_COMMENTS_TOO_LONG_MESSAGE,
  CONTACT_DISABLED_MESSAGE,
  CONTACT_ENQUIRIES_PER_HOUR,
  CONTACT_RATE_LIMIT_MESSAGE,
  CONTACT_SUBJECT_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
  type ContactEnquiryRequest,
  type ContactFieldErrors,
  type ContactPage,
} from '@portal/contracts';
import type { Database } from '../../db/client.ts';
import { inTurn } from '../../db/in-turn.ts';
import type { ClientRow } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Mailer } from '../../lib/mailer/index.ts';
import { hitThrottle, type ThrottleRule } from '../../lib/throttle.ts';
import type { Principal } from '../../plugins/auth.ts';
import { findContactPage, findEnquirySubject, listEnquirySubjects } from '../content/index.ts';
import type { UserDirectory } from '../people/index.ts';
import { findContactAddress, insertContactEnquiry, sentAlready } from './contact.repository.ts';

export const CONTACT_THROTTLE: ThrottleRule = {
  scope: 'contact-enquiry:user',
  limit: CONTACT_ENQUIRIES_PER_HOUR,
  windowMs: 60 * 60 * 1000,
};

/** The same enquiry sent again within this long is taken to be the first one again (a double click, a retry). */
const RESENT_WITHIN_MS = 10 * 60 * 1000;

export type ContactSendOutcome =
  | { status: 'success' }
  | { status: 'error'; errors: ContactFieldErrors }
  /** Refused as a whole: the route answers { status: 'error', message } with `statusCode`. */
  | { status: 'error'; statusCode: 403 | 429; message: string };

/** What the contact functions are given. */
export interface ContactContext {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  users: UserDirectory;
}

/** GET /api/cms-content/contact: the page's card and the enquiry subjects; 403 where contact us is off. */
export async function contactPage({ db }: ContactContext, tenant: ClientRow): Promise<ContactPage> {
  if (!tenant.contactUsEnabled) throw new HttpError(403, CONTACT_DISABLED_MESSAGE);
  const [card, subjects] = await Promise.all([
    findContactPage(db, tenant.id),
    listEnquirySubjects(db, tenant.id),
  ]);
  return {
    enquiryOptions: subjects.map(({ label, value }) => ({ label, value })),
    pageContent: { name: card?.title ?? 'Contact us', content: card?.contentHtml ?? '' },
  };
}

/** POST /api/cms-content/contact: the enquiry, stored and e-mailed to the tenant's contact address. */
export async function sendEnquiry(
  { db, clock, mailer, users }: ContactContext,
  principal: Principal,
  body: ContactEnquiryRequest,
): Promise<ContactSendOutcome> {
  const { tenant } = principal;
  if (!tenant.contactUsEnabled)
    return { status: 'error', statusCode: 403, message: CONTACT_DISABLED_MESSAGE };
  const comments = (body.comments ?? '').trim();
  const subject = await findEnquirySubject(db, tenant.id, (body.subject ?? '').trim());
  const errors: ContactFieldErrors = {};
  if (!subject) errors._person_enq = CONTACT_SUBJECT_MESSAGE;
  if (comments === '') errors._message = CONTACT_COMMENTS_REQUIRED_MESSAGE;
  else if (comments.length > CONTACT_COMMENTS_MAX_LENGTH) errors._message = CONTACT_COMMENTS_TOO_LONG_MESSAGE;
  if (!subject || errors._message) return { status: 'error', errors };

  const person = await users.user(principal.userId);
  // The token was valid a moment ago, so the account has just been removed.
  if (!person) throw new HttpError(401, SESSION_EXPIRED_MESSAGE);
  const senderName = `${person.firstName} ${person.surname}`;
  const now = clock();
  // One person's enquiries take turns: the same message sent twice (a double click) is sent once.
  return inTurn(db, ['contact-enquiry', person.id], async (tx) => {
    const since = new Date(now.getTime() - RESENT_WITHIN_MS);
    if (await sentAlready(tx, { userId: person.id, subject: subject.value, comments, since })) {
      return { status: 'success' as const };
    }
    // Only complete, new messages count: a person correcting a missing field is not slowed down.
    if (!(await hitThrottle(tx, CONTACT_THROTTLE, principal.userId, now))) {
      return { status: 'error' as const, statusCode: 429 as const, message: CONTACT_RATE_LIMIT_MESSAGE };
    }
    const to = await findContactAddress(tx, tenant.id);
    if (!to) throw new Error(`tenant ${tenant.slug} has no contact address`);
    await insertContactEnquiry(tx, {
      clientId: tenant.id,
      userId: person.id,
      subject: subject.value,
      subjectLabel: subject.label,
      comments,
      createdAt: now,
    });
    await mailer.send(
      {
        template: 'contact_enquiry',
        clientId: tenant.id,
        to,
        replyTo: person.email,
        data: {
          senderName,
          senderEmail: person.email,
          company: tenant.name,
          subject: subject.label,
          comments,
        },
      },
      tx,
    );
    return { status: 'success' as const };
  });
}
