/**
 * The roster's sign-ins over the 90 days before the demo's day (shared/demo-data.md: the employer's insights
 * show real shapes): ended sessions, as sign-ins leave them, from desktops, phones and tablets. Deterministic,
 * and never before the person activated.
 */
import { addDays, type IsoDate } from '@portal/benefits';
import type { Database } from '../db/client.ts';
import { sessions, type DeviceClass } from '../db/schema/index.ts';
import { CLIENT_IDS } from './ids.ts';
import { DEMO_ROSTER } from './demo-roster.ts';
import { seededRandom } from './seeded-random.ts';

export const SIGN_IN_DAYS = 90;
const DEVICES: DeviceClass[] = [
  'desktop',
  'desktop',
  'desktop',
  'desktop',
  'desktop',
  'desktop',
  'mobile',
  'mobile',
  'mobile',
  'tablet',
];

export async function seedSignIns(db: Database, today: IsoDate): Promise<void> {
  const next = seededRandom(90);
  const rows: (typeof sessions.$inferInsert)[] = [];
  for (const person of DEMO_ROSTER.people) {
    if (!person.activatedAt) continue;
    // Some sign in most weeks, some hardly ever.
    const chance = 0.004 + next() * 0.06;
    for (let daysAgo = SIGN_IN_DAYS; daysAgo >= 1; daysAgo -= 1) {
      if (next() >= chance) continue;
      const at = new Date(
        `${addDays(today, -daysAgo)}T${String(8 + Math.floor(next() * 10)).padStart(2, '0')}:${String(Math.floor(next() * 60)).padStart(2, '0')}:00Z`,
      );
      if (at < person.activatedAt) continue;
      const ended = new Date(at.getTime() + 15 * 60 * 1000);
      rows.push({
        userId: person.id,
        clientId: CLIENT_IDS.demo,
        createdAt: at,
        lastSeenAt: new Date(at.getTime() + 10 * 60 * 1000),
        revokedAt: ended,
        revokeReason: 'logout',
        device: DEVICES[Math.floor(next() * DEVICES.length)]!,
      });
    }
  }
  for (let from = 0; from < rows.length; from += 1_000) {
    await db.insert(sessions).values(rows.slice(from, from + 1_000));
  }
}
