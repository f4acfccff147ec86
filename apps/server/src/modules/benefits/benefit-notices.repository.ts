/**
 * Who the daily benefits notices go to, found in batches in the database (a tenant may have 100,000 people), and
 * the record that each went, so it goes once per employee and occasion.
 */
import type { IsoDate } from '@portal/benefits';
import { and, asc, between, eq, gt, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { benefitNotices, employeeRecords, enrolmentWindows, schemes, users } from '../../db/schema/index.ts';

export type NoticeKind = 'window-opened' | 'window-closing' | 'probation-ended';

export interface Recipient {
  userId: string;
  email: string;
  firstName: string;
  /** The probation notice's occasion: the day probation ended. */
  probationEndDate: string | null;
}

/** Enrolment windows of current scheme years that are open on `today`, with their tenant. */
export function openWindows(db: Database, today: IsoDate) {
  return db
    .select({
      id: enrolmentWindows.id,
      clientId: enrolmentWindows.clientId,
      opensOn: enrolmentWindows.opensOn,
      closesOn: enrolmentWindows.closesOn,
      schemeYear: schemes.year,
    })
    .from(enrolmentWindows)
    .innerJoin(schemes, eq(schemes.id, enrolmentWindows.schemeId))
    .where(
      and(
        eq(schemes.isCurrent, true),
        lte(enrolmentWindows.opensOn, today),
        sql`${enrolmentWindows.closesOn} >= ${today}`,
      ),
    )
    .orderBy(asc(enrolmentWindows.opensOn));
}

const recipientColumns = {
  userId: users.id,
  email: users.email,
  firstName: users.firstName,
  probationEndDate: employeeRecords.probationEndDate,
};

/** People who can act on a notice: active, activated, started and not gone. */
const canAct = (clientId: string, today: IsoDate) =>
  and(
    eq(employeeRecords.clientId, clientId),
    inArray(users.userType, ['employee', 'employer']),
    eq(users.employmentStatus, 'active'),
    isNotNull(users.activatedAt),
    lte(employeeRecords.startDate, today),
    or(isNull(employeeRecords.leaveDate), gt(employeeRecords.leaveDate, today)),
  );

/** The next batch of a window's notice: those past probation who have not had it. */
export function windowRecipients(
  db: Database,
  input: { clientId: string; kind: NoticeKind; windowId: string; today: IsoDate; limit: number },
): Promise<Recipient[]> {
  return db
    .select(recipientColumns)
    .from(employeeRecords)
    .innerJoin(users, eq(users.id, employeeRecords.userId))
    .leftJoin(
      benefitNotices,
      and(
        eq(benefitNotices.userId, users.id),
        eq(benefitNotices.kind, input.kind),
        eq(benefitNotices.occasion, input.windowId),
      ),
    )
    .where(
      and(
        canAct(input.clientId, input.today),
        or(isNull(employeeRecords.probationEndDate), lt(employeeRecords.probationEndDate, input.today)),
        isNull(benefitNotices.userId),
      ),
    )
    .orderBy(asc(users.id))
    .limit(input.limit);
}

/** The next batch of people whose probation ended between `from` and `to` and who have not been told. */
export function probationRecipients(
  db: Database,
  input: { clientId: string; from: IsoDate; to: IsoDate; today: IsoDate; limit: number },
): Promise<Recipient[]> {
  return db
    .select(recipientColumns)
    .from(employeeRecords)
    .innerJoin(users, eq(users.id, employeeRecords.userId))
    .leftJoin(
      benefitNotices,
      and(
        eq(benefitNotices.userId, users.id),
        eq(benefitNotices.kind, 'probation-ended'),
        sql`${benefitNotices.occasion} = ${employeeRecords.probationEndDate}::text`,
      ),
    )
    .where(
      and(
        canAct(input.clientId, input.today),
        between(employeeRecords.probationEndDate, input.from, input.to),
        isNull(benefitNotices.userId),
      ),
    )
    .orderBy(asc(users.id))
    .limit(input.limit);
}

/** Tenants that have employee records. */
export async function tenantsWithRecords(db: Database): Promise<string[]> {
  const rows = await db.selectDistinct({ clientId: employeeRecords.clientId }).from(employeeRecords);
  return rows.map((row) => row.clientId);
}

/** Records the notices as sent; answers those not already recorded (another worker may have been quicker). */
export async function claimNotices(
  db: Database,
  clientId: string,
  kind: NoticeKind,
  occasions: { userId: string; occasion: string }[],
): Promise<Set<string>> {
  if (occasions.length === 0) return new Set();
  const claimed = await db
    .insert(benefitNotices)
    .values(occasions.map(({ userId, occasion }) => ({ clientId, userId, kind, occasion })))
    .onConflictDoNothing()
    .returning({ userId: benefitNotices.userId });
  return new Set(claimed.map((row) => row.userId));
}
