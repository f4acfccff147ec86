/**
 * The generated roster of 240 Demo Ltd employees (shared/demo-data.md, The benefits world), so that dashboards,
 * lists and reports show real shapes: deterministic names, salaries, start dates, about 70% activated, some
 * with two-factor, some on probation or gone, and selections spread over the benefits. The same every time
 * (a seeded generator); e-mail addresses are `first.surname.N@staff.demo.test`, passwords the demo one.
 */
import { isoDate, type IsoDate } from '@portal/benefits';
import type { SeedRecord, SeedSelection } from './benefits-world.ts';
import { CLIENT_IDS } from './ids.ts';
import { seededRandom } from './seeded-random.ts';

export const ROSTER_SIZE = 240;

const FIRST = [
  'Aisha',
  'Ben',
  'Chloe',
  'Daniel',
  'Ella',
  'Finn',
  'Grace',
  'Harry',
  'Isla',
  'Jack',
  'Katie',
  'Liam',
  'Maya',
  'Noah',
  'Olivia',
  'Priya',
  'Quentin',
  'Ruby',
  'Sami',
  'Tom',
  'Uma',
  'Vikram',
  'Willow',
  'Yusuf',
  'Zara',
];
const SURNAMES = [
  'Ahmed',
  'Bennett',
  'Campbell',
  'Doyle',
  'Ellis',
  'Fletcher',
  'Gill',
  'Hughes',
  'Iqbal',
  'Jenkins',
  'Kaur',
  'Lewis',
  'Murphy',
  // One accented surname: the employer's search finds 'Núñez' by 'nunez'.
  'Núñez',
  'Owen',
  'Price',
  'Quinn',
  'Roberts',
  'Singh',
  'Taylor',
  'Usman',
  'Walsh',
  'Young',
];
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export interface RosterPerson {
  id: string;
  email: string;
  firstName: string;
  surname: string;
  activated: boolean;
  employmentStatus: 'active' | 'left';
  dateOfBirth: IsoDate;
  /** A demo TOTP secret (base32) for those with two-factor on. */
  totpSecret: string | null;
  /** The employer's number for the person: DL1001 to DL1240. */
  employeeNumber: string;
  /** Activation dates spread over 2026, so registration has a trend (null = not activated). */
  activatedAt: Date | null;
}

const FIRST_ACTIVATION = Date.UTC(2026, 0, 19, 9);
const DAY_MS = 86_400_000;
const OFFICES = ['Manchester', 'London', 'Leeds', 'Bristol'];
/** An e-mail address's local part: plain letters ('Núñez' is nunez). */
const plain = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Per cent of the roster that has each benefit (Demo Ltd's ids), and how a choice looks. */
const TAKE_UP: { benefitId: number; percent: number; choose(next: () => number): Partial<SeedSelection> }[] =
  [
    {
      benefitId: 2,
      percent: 60,
      choose: (next) => ({ values: { contribution: 3 + Math.floor(next() * 15) / 2 } }),
    },
    {
      benefitId: 5,
      percent: 35,
      choose: (next) => ({ plan: ['Single', 'Couple', 'Family'][Math.floor(next() * 3)] }),
    },
    { benefitId: 6, percent: 22, choose: (next) => ({ plan: `Level ${1 + Math.floor(next() * 3)}` }) },
    {
      benefitId: 7,
      percent: 10,
      choose: (next) => ({ values: { cover: 25_000 * (2 + Math.floor(next() * 5)) } }),
    },
    {
      benefitId: 12,
      percent: 6,
      choose: (next) => ({ values: { monthlyGift: 5 * (1 + Math.floor(next() * 10)) } }),
    },
    {
      benefitId: 1,
      percent: 8,
      choose: (next) => ({ values: { hireValue: 100 * (3 + Math.floor(next() * 23)) } }),
    },
    { benefitId: 3, percent: 12, choose: (next) => ({ values: { days: 1 + Math.floor(next() * 5) } }) },
    {
      benefitId: 4,
      percent: 3,
      choose: (next) => ({ values: { monthlyRental: 250 + 10 * Math.floor(next() * 35) } }),
    },
  ];
/** These need approval: some of their selections still wait for it. */
const APPROVAL_REQUIRED = new Set([1, 3, 4]);

function generate() {
  const next = seededRandom(240);
  const people: RosterPerson[] = [];
  const records: SeedRecord[] = [];
  const selections: SeedSelection[] = [];
  for (let n = 1; n <= ROSTER_SIZE; n += 1) {
    const id = `d0e40000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
    const firstName = FIRST[(n * 7) % FIRST.length]!;
    const surname = SURNAMES[(n * 11) % SURNAMES.length]!;
    const activated = next() < 0.7;
    const left = next() < 0.04;
    const onProbation = !left && next() < 0.06;
    const twoFactor = activated && next() < 0.1;
    people.push({
      id,
      email: `${plain(firstName)}.${plain(surname)}.${n}@staff.demo.test`,
      firstName,
      surname,
      activated,
      employmentStatus: left ? 'left' : 'active',
      dateOfBirth: isoDate({
        year: 1962 + Math.floor(next() * 42),
        month: 1 + Math.floor(next() * 12),
        day: 1 + Math.floor(next() * 28),
      }),
      totpSecret: twoFactor
        ? Array.from({ length: 16 }, () => BASE32[Math.floor(next() * 32)]).join('')
        : null,
      employeeNumber: `DL${1000 + n}`,
      // From the set random numbers alone, so adding these moved nothing else of the roster.
      activatedAt: activated ? new Date(FIRST_ACTIVATION + ((n * 13) % 280) * DAY_MS) : null,
    });
    // Probation ends mid-month in spring 2027; the others started between 2010 and 2025.
    const startDate = onProbation
      ? isoDate({ year: 2026, month: 9 + Math.floor(next() * 3), day: 15 })
      : isoDate({
          year: 2010 + Math.floor(next() * 16),
          month: 1 + Math.floor(next() * 12),
          day: 1 + Math.floor(next() * 28),
        });
    // Drawn in this order so that the roster stays as it was before location was added.
    const salary = 21_000 + 500 * Math.floor(next() * 139);
    const weeklyHours = next() < 0.15 ? 22.5 : 37.5;
    const taxRegion = next() < 0.08 ? 'scotland' : 'england-ni';
    records.push({
      userId: id,
      clientId: CLIENT_IDS.demo,
      salary,
      weeklyHours,
      taxRegion,
      contractType: next() < 0.1 ? 'fixed-term' : 'permanent',
      startDate,
      probationEndDate: onProbation
        ? isoDate({ year: 2027, month: 3 + Math.floor(next() * 2), day: 14 })
        : null,
      leaveDate: left ? isoDate({ year: 2026, month: 5 + Math.floor(next() * 5), day: 15 }) : null,
      location: taxRegion === 'scotland' ? 'Glasgow' : OFFICES[n % OFFICES.length]!,
    });
    if (!activated || onProbation) continue;
    for (const offer of TAKE_UP) {
      if (next() * 100 >= offer.percent) continue;
      const waiting = APPROVAL_REQUIRED.has(offer.benefitId) && next() < 0.4;
      selections.push({
        userId: id,
        benefitId: offer.benefitId,
        status: waiting ? 'pending' : 'approved',
        ...offer.choose(next),
        ...(waiting ? {} : { startDate: '2026-04-01' }),
        ...(left ? { endDate: records.at(-1)!.leaveDate! } : {}),
      });
    }
  }
  return { people, records, selections };
}

export const DEMO_ROSTER = generate();
