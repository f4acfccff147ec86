/**
 * `npm run admin -- benefits ...`: a tenant's benefits of its current scheme year, without SQL.
 *
 *   benefits list   --tenant SLUG
 *   benefits add    --tenant SLUG --file BENEFIT.json
 *   benefits retire --tenant SLUG --id ID
 *
 * The file holds one benefit as docs/benefits-import.md describes (checked as the server checks it; its HTML is
 * sanitised when stored). Retiring removes a benefit from the year: its page answers the removed message and
 * its selections keep their history. Like the rest of the admin CLI it works on the portal's database directly;
 * running servers hear of a change at once (LISTEN/NOTIFY) and forget the tenant's catalogue, so employees see
 * it on their next page.
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { benefitInputSchema, type CheckedBenefit } from '@portal/contracts';
import { loadConfig } from '../../apps/server/src/config.ts';
import {
  addTenantBenefit,
  CATALOGUE_TOPIC,
  listTenantBenefits,
  retireTenantBenefit,
} from '../../apps/server/src/modules/benefits/index.ts';
import { CommandError, withDatabase, type CommandDatabase } from '../operator-command.ts';

export const BENEFITS_USAGE = `  npm run admin -- benefits list --tenant SLUG
      lists the tenant's benefits of its current scheme year (id, group, kind, retired or not)
  npm run admin -- benefits add --tenant SLUG --file BENEFIT.json
      adds the benefit the file describes to the current scheme year (see docs/benefits-import.md)
  npm run admin -- benefits retire --tenant SLUG --id ID
      removes a benefit from its year: its page then answers the removed message`;

function readBenefit(file: string): CheckedBenefit {
  let json: unknown;
  try {
    json = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new CommandError(`Cannot read a benefit from ${file}: ${(error as Error).message}`);
  }
  const parsed = benefitInputSchema.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.') || '(the file)'}: ${issue.message}`,
    );
    throw new CommandError(`${file} is not a valid benefit; nothing was changed:\n${problems.join('\n')}`);
  }
  return parsed.data;
}

async function list({ db }: CommandDatabase, slug: string): Promise<string[]> {
  const outcome = await listTenantBenefits(db, slug);
  if (!outcome.ok) throw new CommandError(outcome.message);
  return [
    `Scheme year ${outcome.value.schemeYear} of ${slug}:`,
    ...outcome.value.benefits.map(
      (benefit) =>
        `  ${benefit.id}  ${benefit.name} (${benefit.groupCode}, ${benefit.kind})${benefit.retired ? ' retired' : ''}`,
    ),
  ];
}

async function add(database: CommandDatabase, slug: string, benefit: CheckedBenefit): Promise<string[]> {
  const outcome = await addTenantBenefit(database.db, database.clock, slug, benefit);
  if (!outcome.ok) throw new CommandError(outcome.message);
  await database.tell(CATALOGUE_TOPIC, outcome.value.clientId);
  return [
    `Added "${benefit.name}" to ${slug} as benefit ${outcome.value.id}.`,
    ...outcome.value.unknownRelated.map(
      (name) => `  Not related to "${name}": the year has no benefit of that name.`,
    ),
  ];
}

async function retire(database: CommandDatabase, slug: string, id: number): Promise<string[]> {
  const outcome = await retireTenantBenefit(database.db, database.clock, slug, id);
  if (!outcome.ok) throw new CommandError(outcome.message);
  await database.tell(CATALOGUE_TOPIC, outcome.value.clientId);
  return [`Retired benefit ${id} of ${slug}.`];
}

export async function runBenefitsCommand(args: readonly string[]): Promise<number> {
  const [action, ...rest] = args;
  let values: Record<string, string | undefined>;
  try {
    ({ values } = parseArgs({
      args: rest,
      options: { tenant: { type: 'string' }, file: { type: 'string' }, id: { type: 'string' } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    console.error((error as Error).message);
    return 2;
  }
  const { tenant, file, id } = values;
  const valid =
    tenant &&
    ((action === 'list' && !file && !id) ||
      (action === 'add' && file && !id) ||
      (action === 'retire' && id && /^[1-9]\d{0,8}$/.test(id) && !file));
  if (!valid) {
    console.error(`Usage:\n${BENEFITS_USAGE}`);
    return 2;
  }
  const benefit = action === 'add' ? readBenefit(file!) : null;
  await withDatabase(loadConfig(), async (database) => {
    const lines =
      action === 'list'
        ? await list(database, tenant)
        : benefit
          ? await add(database, tenant, benefit)
          : await retire(database, tenant, Number(id));
    for (const line of lines) console.log(line);
    console.log(`(${database.description})`);
  });
  return 0;
}
