/**
 * An uploaded roster's rows checked and compared (the background check, roster-checks.ts): each row read by
 * packages/benefits' `readRosterRow`, duplicates in the file and e-mails that belong to someone else made
 * problems of the row, and the good ones compared with the roster a thousand at a time, with what each would
 * change (row-impact.ts).
 */
import {
  normaliseHeader,
  readRosterRow,
  ROSTER_COLUMNS,
  type IsoDate,
  type RosterRecord,
  type RowProblem,
} from '@portal/benefits';
import type { Database } from '../../db/client.ts';
import type { RosterRowOutcome } from '../../db/schema/index.ts';
import { rowEffects, type NamedBenefit } from './row-impact.ts';
import { emailHolders, rosterByNumber, type RosterPerson, type StagedRow } from './uploads.repository.ts';

const BATCH = 1_000;

const COMPARED: (keyof RosterRecord & keyof RosterPerson)[] = [
  'firstName',
  'surname',
  'email',
  'dateOfBirth',
  'startDate',
  'probationEndDate',
  'salaryPence',
  'weeklyHours',
  'contractType',
  'taxRegion',
  'location',
];

/** New, leaving (a leave date the roster does not have), changed or unchanged. */
export function outcomeOf(record: RosterRecord, person: RosterPerson | undefined): RosterRowOutcome {
  if (!person) return 'new';
  if (record.leaveDate !== null && record.leaveDate !== person.leaveDate) return 'leaving';
  const same = COMPARED.every((key) => (record[key] ?? null) === (person[key] ?? null));
  return same && record.leaveDate === person.leaveDate ? 'unchanged' : 'changed';
}

/** Reads and checks every row, compares the good ones with the roster, and yields them a batch at a time. */
export async function* checkedBatches(
  db: Database,
  clientId: string,
  file: { headers: string[]; rows: string[][] },
  weighing: { offered: readonly NamedBenefit[]; today: IsoDate },
): AsyncGenerator<StagedRow[]> {
  const { headers, rows } = file;
  const firstRowOf = { number: new Map<string, number>(), email: new Map<string, number>() };
  // The employee number as typed, kept for a row with problems (the rejected rows' file names it).
  const numberHeader = normaliseHeader(
    ROSTER_COLUMNS.find((column) => column.key === 'employeeNumber')!.header,
  );
  const numberColumn = headers.findIndex((header) => normaliseHeader(header) === numberHeader);
  for (let from = 0; from < rows.length; from += BATCH) {
    const batch = rows.slice(from, from + BATCH).map((cells, index) => {
      const rowNumber = from + index + 2;
      const byHeader = Object.fromEntries(headers.map((header, column) => [header, cells[column] ?? '']));
      const { record, problems } = readRosterRow(byHeader);
      const typedNumber = (cells[numberColumn] ?? '').trim().slice(0, 60) || null;
      return { rowNumber, record, typedNumber, problems: [...problems] as RowProblem[] };
    });
    for (const row of batch) {
      if (!row.record) continue;
      const seen = (map: Map<string, number>, key: string, column: string, value: string) => {
        const first = map.get(key);
        if (first === undefined) map.set(key, row.rowNumber);
        else row.problems.push({ column, value, message: `${column} ${value} is also on row ${first}` });
      };
      seen(firstRowOf.number, row.record.employeeNumber, 'Employee number', row.record.employeeNumber);
      seen(firstRowOf.email, row.record.email, 'Email', row.record.email);
    }
    const good = batch.filter((row) => row.record && row.problems.length === 0);
    const [people, holders] = await Promise.all([
      rosterByNumber(
        db,
        clientId,
        good.map((row) => row.record!.employeeNumber),
      ),
      emailHolders(
        db,
        clientId,
        good.map((row) => row.record!.email),
      ),
    ]);
    const byNumber = new Map(people.map((person) => [person.employeeNumber!, person]));
    const holderOf = new Map(holders.map((holder) => [holder.email, holder.employeeNumber]));
    for (const row of good) {
      const { email, employeeNumber } = row.record!;
      if (holderOf.has(email) && holderOf.get(email) !== employeeNumber) {
        row.problems.push({ column: 'Email', value: email, message: 'Email belongs to another employee' });
      }
    }
    const weighed = batch.map((row) => {
      const valid = row.record !== null && row.problems.length === 0;
      const person = row.record ? byNumber.get(row.record.employeeNumber) : undefined;
      const outcome: RosterRowOutcome = valid ? outcomeOf(row.record!, person) : 'invalid';
      return { row, valid, person, outcome, record: row.record! };
    });
    const effects = await rowEffects(db, clientId, weighed, weighing.offered, weighing.today);
    yield weighed.map(({ row, valid, person, outcome }, index) => ({
      rowNumber: row.rowNumber,
      employeeNumber: row.record?.employeeNumber ?? row.typedNumber,
      outcome,
      record: valid ? row.record : null,
      problems: row.problems,
      userId: person?.id ?? null,
      ...effects[index]!,
    }));
  }
}
