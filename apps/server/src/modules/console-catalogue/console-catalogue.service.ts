/**
 * The console's Benefits catalogue (issue 35) on the services `npm run admin -- benefits` uses: each change runs
 * inside one transaction with its audit row (the benefit's document before and after), the client's row locked
 * first so that changes to its catalogue take turns: a double click finds the first click's benefit and records
 * no second change.
 */
import type { CheckedBenefit, ConsoleBenefit, ConsoleCatalogue } from '@portal/contracts';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { benefits, type ClientRow } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/http-error.ts';
import { NOT_FOUND_MESSAGE } from '../../plugins/auth.ts';
import {
  addTenantBenefit,
  currentYearOf,
  listTenantBenefits,
  readBenefitDocument,
  replaceBenefit,
  retireTenantBenefit,
} from '../benefits/index.ts';
import { recordConsoleChange, type ConsoleActor } from '../console/index.ts';
import { lockClientRow } from '../tenants/index.ts';
import { refusedChanges } from './benefit-changes.ts';
import { groupsOf } from './benefit-groups.repository.ts';

export interface ConsoleCatalogueDeps {
  db: Database;
  /** Every server drops its cached catalogue of the client (CATALOGUE_TOPIC), after the change commits. */
  forgetCatalogue(clientId: string): void;
}

export type Client = Pick<ClientRow, 'id' | 'slug' | 'name'>;

export const NO_YEAR_MESSAGE = 'This client has no current scheme year yet: add one before its benefits';
export const NAME_TAKEN_MESSAGE = 'The scheme year already has a benefit of this name';
export const TERMS_KEPT_MESSAGE = "A benefit's terms change only by publishing a new version";
export const RETIRED_MESSAGE = 'This benefit is retired';

/** The answer leaves out which year the benefit is of (always the current one). */
const answerOf = ({ id, retired, document }: ConsoleBenefit): ConsoleBenefit => ({ id, retired, document });

export const byField = (field: string, message: string) => new HttpError(400, message, [{ field, message }]);

export function inTurn<T>(db: Database, client: Client, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await lockClientRow(tx, client.id);
    return work(tx);
  });
}

export async function consoleCatalogue(db: Database, client: Client): Promise<ConsoleCatalogue> {
  const listed = await listTenantBenefits(db, client.slug);
  return {
    client: { slug: client.slug, name: client.name },
    schemeYear: listed.ok ? listed.value.schemeYear : null,
    groups: await groupsOf(db, client.id),
    benefits: listed.ok ? listed.value.benefits : [],
  };
}

/** The client's benefit of its current year, as its document; 404 for any other id. */
export async function consoleBenefit(
  db: Database,
  client: Client,
  id: number,
): Promise<ConsoleBenefit & { schemeId: string }> {
  const year = await currentYearOf(db, client.slug);
  const found = year ? await readBenefitDocument(db, client.id, id) : null;
  if (!found || found.schemeId !== year?.schemeId) throw new HttpError(404, NOT_FOUND_MESSAGE);
  return found;
}

async function refuseTakenName(
  db: Database,
  scheme: { clientId: string; schemeId: string },
  name: string,
  id?: number,
) {
  const [taken] = await db
    .select({ id: benefits.id })
    .from(benefits)
    .where(
      and(
        eq(benefits.clientId, scheme.clientId),
        eq(benefits.schemeId, scheme.schemeId),
        eq(benefits.name, name),
        isNull(benefits.retiredAt),
        ...(id === undefined ? [] : [ne(benefits.id, id)]),
      ),
    );
  if (taken) throw byField('body.name', NAME_TAKEN_MESSAGE);
}

/** The document as the import checked it, without the seed's fixed id (the database numbers benefits). */
const withoutId = ({ id: _id, ...input }: CheckedBenefit): CheckedBenefit => input;
const same = (a: CheckedBenefit, b: CheckedBenefit) => JSON.stringify(a) === JSON.stringify(b);

export async function addConsoleBenefit(
  deps: ConsoleCatalogueDeps,
  actor: ConsoleActor,
  client: Client,
  input: CheckedBenefit,
): Promise<ConsoleBenefit> {
  const added = await inTurn(deps.db, client, async (tx) => {
    const year = await currentYearOf(tx, client.slug);
    if (!year) throw new HttpError(409, NO_YEAR_MESSAGE);
    await refuseTakenName(tx, year, input.name);
    const outcome = await addTenantBenefit(tx, () => actor.at, client.slug, withoutId(input));
    if (!outcome.ok) throw new HttpError(409, outcome.message);
    const benefit = await consoleBenefit(tx, client, outcome.value.id);
    await recordConsoleChange(tx, actor, {
      type: 'console.benefit_added',
      clientId: client.id,
      subject: { client: client.slug, benefit: benefit.id, name: benefit.document.name },
      before: null,
      after: benefit.document,
    });
    return benefit;
  });
  deps.forgetCatalogue(client.id);
  return answerOf(added);
}

export async function saveConsoleBenefit(
  deps: ConsoleCatalogueDeps,
  actor: ConsoleActor,
  client: Client,
  id: number,
  edited: CheckedBenefit,
): Promise<ConsoleBenefit> {
  const sent = withoutId(edited);
  const saved = await inTurn(deps.db, client, async (tx) => {
    const before = await consoleBenefit(tx, client, id);
    if (before.retired) throw new HttpError(409, RETIRED_MESSAGE);
    // A form opened before a new terms version was published still holds the earlier one: the current stays.
    const current = before.document.terms;
    const input = sent.terms.version < current.version ? { ...sent, terms: current } : sent;
    // Saved twice (a double click): the second finds nothing to change.
    if (same(before.document, input)) return { benefit: before, changed: false };
    if (JSON.stringify(input.terms) !== JSON.stringify(before.document.terms)) {
      throw byField('body.terms', TERMS_KEPT_MESSAGE);
    }
    const refused = await refusedChanges(tx, { clientId: client.id, benefitId: id }, before.document, input);
    if (refused.length > 0) throw new HttpError(400, refused[0]!.message, refused);
    const scheme = { clientId: client.id, schemeId: before.schemeId };
    await refuseTakenName(tx, scheme, input.name, id);
    await replaceBenefit(tx, scheme, id, input, actor.at);
    const after = await consoleBenefit(tx, client, id);
    // What was sent differed only by what sanitising removes (the same HTML sent twice): nothing changed.
    if (same(before.document, after.document)) return { benefit: after, changed: false };
    await recordConsoleChange(tx, actor, {
      type: 'console.benefit_changed',
      clientId: client.id,
      subject: { client: client.slug, benefit: id, name: after.document.name },
      before: before.document,
      after: after.document,
    });
    return { benefit: after, changed: true };
  });
  if (saved.changed) deps.forgetCatalogue(client.id);
  return answerOf(saved.benefit);
}

export async function retireConsoleBenefit(
  deps: ConsoleCatalogueDeps,
  actor: ConsoleActor,
  client: Client,
  id: number,
  reason: string,
): Promise<ConsoleCatalogue> {
  await inTurn(deps.db, client, async (tx) => {
    const before = await consoleBenefit(tx, client, id);
    if (before.retired) throw new HttpError(409, RETIRED_MESSAGE);
    const outcome = await retireTenantBenefit(tx, () => actor.at, client.slug, id);
    if (!outcome.ok) throw new HttpError(409, outcome.message);
    await recordConsoleChange(tx, actor, {
      type: 'console.benefit_retired',
      clientId: client.id,
      subject: { client: client.slug, benefit: id, name: before.document.name },
      before: { retired: false },
      after: { retired: true },
      reason,
    });
  });
  deps.forgetCatalogue(client.id);
  return consoleCatalogue(deps.db, client);
}
