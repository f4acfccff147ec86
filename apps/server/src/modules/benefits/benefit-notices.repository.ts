/**
 * Who the daily benefits notices go to, found in batches in the database (a tenant may have 100,000 people), and
 * the record that each went, so it goes once per employee and occasion.
 */
import type { EmployeeRecord, IsoDate } from '@portal/benefits';
import { and, asc, between, eq, gt, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  benefitGroups,
  benefitNotices,
  benefits,
  employeeRecords,
  enrolmentWindows,
  schemes,
  selections,
  users,
} from '../../db/schema/index.ts';

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
      groupCodes: enrolmentWindows.groupCodes,
      schemeId: schemes.id,
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

/** A window notice's recipient, with the HR record a window limited to groups judges them by. */
export interface WindowRecipient extends Recipient {
  record: EmployeeRecord;
}

/** Where a batch starts: after the last person of the one before (those passed over stay unclaimed). */
const afterUser = (after: string | null) => (after === null ? undefined : gt(users.id, after));

/** The next batch of a window's notice: those past probation who have not had it. */
export function windowRecipients(
  db: Database,
  input: {
    clientId: string;
    kind: NoticeKind;
    windowId: string;
    today: IsoDate;
    after: string | null;
    limit: number;
  },
): Promise<WindowRecipient[]> {
  return db
    .select({
      ...recipientColumns,
      record: {
        employmentStatus: users.employmentStatus,
        startDate: employeeRecords.startDate,
        probationEndDate: employeeRecords.probationEndDate,
        contractType: employeeRecords.contractType,
        weeklyHours: employeeRecords.weeklyHours,
        dateOfBirth: users.dateOfBirth,
        leaveDate: employeeRecords.leaveDate,
      },
    })
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
        afterUser(input.after),
      ),
    )
    .orderBy(asc(users.id))
    .limit(input.limit);
}

/** The next batch of people whose probation ended between `from` and `to` and who have not been told. */
export function probationRecipients(
  db: Database,
  input: {
    clientId: string;
    from: IsoDate;
    to: IsoDate;
    today: IsoDate;
    after: string | null;
    limit: number;
  },
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
        afterUser(input.after),
      ),
    )
    .orderBy(asc(users.id))
    .limit(input.limit);
}

/** The names of a client's benefit groups, in the client's order ("Health", "Protection"). */
export async function groupNames(
  db: Database,
  clientId: string,
  codes: readonly string[],
): Promise<string[]> {
  const rows = await db
    .select({ name: benefitGroups.name })
    .from(benefitGroups)
    .where(and(eq(benefitGroups.clientId, clientId), inArray(benefitGroups.code, [...codes])))
    .orderBy(asc(benefitGroups.displayOrder), asc(benefitGroups.code));
  return rows.map((row) => row.name);
}

/** A scheme year's benefits (not retired) in the given groups, as windowOffersChoice reads them. */
export function benefitsInGroups(db: Database, clientId: string, schemeId: string, codes: readonly string[]) {
  return db
    .select({ id: benefits.id, kind: benefits.kind, rules: benefits.rules, groupCode: benefitGroups.code })
    .from(benefits)
    .innerJoin(benefitGroups, eq(benefitGroups.id, benefits.groupId))
    .where(
      and(
        eq(benefits.clientId, clientId),
        eq(benefits.schemeId, schemeId),
        isNull(benefits.retiredAt),
        inArray(benefitGroups.code, [...codes]),
      ),
    );
}

/** Per person, the given benefits they have now: a live selection of isLiveMembership's statuses. */
export async function membershipsOf(
  db: Database,
  clientId: string,
  userIds: readonly string[],
  benefitIds: readonly number[],
): Promise<Map<string, Set<number>>> {
  const members = new Map<string, Set<number>>();
  if (userIds.length === 0 || benefitIds.length === 0) return members;
  const rows = await db
    .select({ userId: selections.userId, benefitId: selections.benefitId })
    .from(selections)
    .where(
      and(
        eq(selections.clientId, clientId),
        inArray(selections.userId, [...userIds]),
        inArray(selections.benefitId, [...benefitIds]),
        isNull(selections.supersededAt),
        inArray(selections.status, ['temporary', 'pending', 'approved']),
      ),
    );
  for (const row of rows) members.set(row.userId, (members.get(row.userId) ?? new Set()).add(row.benefitId));
  return members;
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
