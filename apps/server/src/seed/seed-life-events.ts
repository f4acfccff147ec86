/**
 * The life events of demo-data.md: each tenant's five life event types, Alex's past event (the birth of Ella,
 * closed) and, for the generated roster, events spread over 2025 and 2026 so that the life-event report has
 * years to show. Event dates move with the demo's month shift, except a birth, which is a date of birth.
 */
import { addDays, isoDate, lifeEventWindow, type IsoDate } from '@portal/benefits';
import type { Database } from '../db/client.ts';
import { lifeEvents, lifeEventTypes } from '../db/schema/index.ts';
import { FAMILY } from './benefits-world.ts';
import { DEMO_ROSTER } from './demo-roster.ts';
import { USER_IDS } from './ids.ts';
import { seededRandom } from './seeded-random.ts';

export const LIFE_EVENT_TYPES = [
  { key: 'marriage', name: 'Marriage or civil partnership', groupCodes: ['health', 'protection'] },
  { key: 'birth', name: 'Birth or adoption', groupCodes: ['health', 'protection', 'financial'] },
  {
    key: 'divorce',
    name: 'Divorce or dissolution',
    groupCodes: ['health', 'protection'],
    evidenceRequired: true,
  },
  { key: 'death', name: 'Death of a dependant', groupCodes: ['health', 'protection'] },
  {
    key: 'partner-employment',
    name: "Partner's change of employment",
    groupCodes: ['health', 'protection', 'financial'],
  },
] as const;

type TypeKey = (typeof LIFE_EVENT_TYPES)[number]['key'];

/** Roster events: about one person in six, dated between January 2025 and October 2026. */
function rosterEvents(): { userId: string; type: TypeKey; eventDate: IsoDate; reportedAfterDays: number }[] {
  const next = seededRandom(1717);
  return DEMO_ROSTER.people.flatMap((person) => {
    if (next() >= 0.17) return [];
    const month = Math.floor(next() * 22); // 0 = January 2025 ... 21 = October 2026
    const eventDate = isoDate({
      year: 2025 + Math.floor(month / 12),
      month: 1 + (month % 12),
      day: 1 + Math.floor(next() * 28),
    });
    const type = LIFE_EVENT_TYPES[Math.floor(next() * LIFE_EVENT_TYPES.length)]!.key;
    return [{ userId: person.id, type, eventDate, reportedAfterDays: 1 + Math.floor(next() * 20) }];
  });
}

export async function seedLifeEvents(
  db: Database,
  tenant: { key: 'demo' | 'northwind'; clientId: string },
  moved: (date: IsoDate) => IsoDate,
): Promise<void> {
  const { clientId } = tenant;
  const types = await db
    .insert(lifeEventTypes)
    .values(
      LIFE_EVENT_TYPES.map(({ key: _key, ...type }, index) => ({
        clientId,
        ...type,
        groupCodes: [...type.groupCodes],
        displayOrder: index + 1,
      })),
    )
    .returning({ id: lifeEventTypes.id, name: lifeEventTypes.name });
  if (tenant.key !== 'demo') return;
  const typeOf = (key: TypeKey) => {
    const name = LIFE_EVENT_TYPES.find((type) => type.key === key)!.name;
    return types.find((type) => type.name === name)!.id;
  };
  const ella = FAMILY.find((member) => member.key === 'ella')!;
  const events = [
    {
      userId: USER_IDS.demoEmployee,
      type: 'birth' as const,
      eventDate: ella.dateOfBirth,
      reportedAfterDays: 9,
    },
    ...rosterEvents().map((event) => ({ ...event, eventDate: moved(event.eventDate) })),
  ];
  await db.insert(lifeEvents).values(
    events.map((event) => {
      const reportedAt = new Date(`${addDays(event.eventDate, event.reportedAfterDays)}T09:00:00.000Z`);
      return {
        clientId,
        userId: event.userId,
        typeId: typeOf(event.type),
        eventDate: event.eventDate,
        reportedAt,
        ...lifeEventWindow(event.eventDate, { daysBefore: 0, daysAfter: 30 }),
        createdAt: reportedAt,
        updatedAt: reportedAt,
      };
    }),
  );
}
