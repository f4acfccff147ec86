/**
 * `npm run admin -- benefits ...`: a tenant's benefits of its current scheme year, without SQL.
 *
 *   benefits list   --tenant SLUG
 *   benefits add    --tenant SLUG --file BENEFIT.json
 *   benefits retire --tenant SLUG --id ID
 *
 * The file holds one benefit as docs/benefits-import.md describes (checked as the server checks it; its HTML is
 * sanitised when stored). Retiring removes a benefit from the year: its page answers the removed message and
 * its selections keep their history. Like the rest of the admin CLI it works while `npm start` runs on the
 * embedded database (through the server's operator channel), with DATABASE_URL, and with no server running.
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import {
  apiPaths,
  benefitInputSchema,
  operatorBenefitAddedSchema,
  operatorBenefitListSchema,
  pathTo,
  type CheckedBenefit,
} from '@portal/contracts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { systemClock } from '../../apps/server/src/lib/clock.ts';
import {
  addTenantBenefit,
  listTenantBenefits,
  retireTenantBenefit,
} from '../../apps/server/src/modules/benefits/index.ts';
import {
  openOperatorAccess,
  type OperatorAccess,
} from '../../apps/server/src/modules/operator/operator-client.ts';
import { CommandError } from '../operator-command.ts';

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

function refusal(status: number, body: unknown): CommandError {
  const message = (body as { message?: unknown } | null)?.message;
  return new CommandError(typeof message === 'string' ? message : `The server refused (HTTP ${status})`);
}

async function list(access: OperatorAccess, slug: string): Promise<string[]> {
  let value;
  if (access.via === 'database') {
    const outcome = await listTenantBenefits(access.db, slug);
    if (!outcome.ok) throw new CommandError(outcome.message);
    value = outcome.value;
  } else {
    const answer = await access.call('GET', pathTo(apiPaths.operatorBenefits, { slug }));
    if (answer.status !== 200) throw refusal(answer.status, answer.body);
    value = operatorBenefitListSchema.parse(answer.body);
  }
  return [
    `Scheme year ${value.schemeYear} of ${slug}:`,
    ...value.benefits.map(
      (benefit) =>
        `  ${benefit.id}  ${benefit.name} (${benefit.groupCode}, ${benefit.kind})${benefit.retired ? ' retired' : ''}`,
    ),
  ];
}

async function add(access: OperatorAccess, slug: string, benefit: CheckedBenefit): Promise<string[]> {
  let added: { id: number; unknownRelated: string[] };
  if (access.via === 'database') {
    const outcome = await addTenantBenefit(access.db, systemClock, slug, benefit);
    if (!outcome.ok) throw new CommandError(outcome.message);
    added = outcome.value;
  } else {
    const answer = await access.call('POST', pathTo(apiPaths.operatorBenefits, { slug }), benefit);
    if (answer.status !== 201) throw refusal(answer.status, answer.body);
    added = operatorBenefitAddedSchema.parse(answer.body);
  }
  return [
    `Added "${benefit.name}" to ${slug} as benefit ${added.id}.`,
    ...added.unknownRelated.map(
      (name) => `  Not related to "${name}": the year has no benefit of that name.`,
    ),
  ];
}

async function retire(access: OperatorAccess, slug: string, id: number): Promise<string[]> {
  if (access.via === 'database') {
    const outcome = await retireTenantBenefit(access.db, systemClock, slug, id);
    if (!outcome.ok) throw new CommandError(outcome.message);
  } else {
    const answer = await access.call('DELETE', pathTo(apiPaths.operatorBenefit, { slug, id: String(id) }));
    if (answer.status !== 204) throw refusal(answer.status, answer.body);
  }
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
  const access = await openOperatorAccess(loadConfig());
  try {
    const lines =
      action === 'list'
        ? await list(access, tenant)
        : benefit
          ? await add(access, tenant, benefit)
          : await retire(access, tenant, Number(id));
    for (const line of lines) console.log(line);
    console.log(`(${access.description})`);
  } finally {
    if (access.via === 'database') await access.close();
  }
  return 0;
}
