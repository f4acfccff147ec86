/**
 * `npm run admin`: platform operations from the server's machine.
 *
 *   npm run admin -- masquerade --admin EMAIL --user EMAIL --year YYYY --reason TEXT [--tenant SLUG]
 *   npm run admin -- sso list|add|remove|only ...   a tenant's single sign-on (scripts/admin/sso.ts)
 *   npm run admin -- benefits list|add|retire ...    a tenant's benefits (scripts/admin/benefits.ts)
 *   npm run admin -- payroll run --tenant SLUG --period YYYY-MM   a pay period's payroll (scripts/admin/payroll.ts)
 *
 * prints a masquerade link (single use, 60 minutes, the tenant's own address) for the tenant's employer or
 * employee EMAIL. There is no signed-in session here, so `--admin` names the platform administrator who asks;
 * the audit row records them, the reason, `via: cli` and the operator's login name. The tenant defaults to
 * DEFAULT_CLIENT. Like `npm run content`, it works while `npm start` runs on the embedded database (through
 * the server's operator channel), with DATABASE_URL (straight into PostgreSQL), and with no server running
 * (straight into DATA_DIR/db). Configuration comes from the same environment as the server.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import {
  apiPaths,
  MASQUERADE_REASON_MAX,
  operatorMasqueradeAnswerSchema,
  operatorMasqueradeRequestSchema,
  type OperatorMasqueradeRequest,
} from '@portal/contracts';
import { loadConfig, type Config } from '../apps/server/src/config.ts';
import { systemClock } from '../apps/server/src/lib/clock.ts';
import {
  masqueradeForOperator,
  type OperatorMasqueradeOutcome,
} from '../apps/server/src/modules/masquerade/masquerade-operator.ts';
import {
  openOperatorAccess,
  type OperatorAccess,
} from '../apps/server/src/modules/operator/operator-client.ts';
import { createSignInGrants } from '../apps/server/src/modules/sign-in-grants/sign-in-grants.service.ts';
import { BENEFITS_USAGE, runBenefitsCommand } from './admin/benefits.ts';
import { PAYROLL_USAGE, runPayrollCommand } from './admin/payroll.ts';
import { runSsoCommand, SSO_USAGE } from './admin/sso.ts';
import { CommandError, runCommand } from './operator-command.ts';

const USAGE = `Usage:
  npm run admin -- masquerade --admin EMAIL --user EMAIL --year YYYY --reason TEXT [--tenant SLUG]
      prints a masquerade link (single use, valid 60 minutes) for the tenant's employer or employee EMAIL;
      --admin names the platform administrator who asks; --tenant defaults to DEFAULT_CLIENT
${SSO_USAGE}
${BENEFITS_USAGE}
${PAYROLL_USAGE}`;

const OPTION_PROBLEMS: Record<string, string> = {
  admin: '--admin must be the e-mail address of a platform administrator.',
  user: '--user must be an e-mail address.',
  reason: `--reason must say why, in 1 to ${MASQUERADE_REASON_MAX} characters.`,
  tenant: '--tenant must be a tenant slug such as demo.',
  year: '--year must be a year such as 2026.',
  operator: 'The operator name is too long.',
};

function operatorName(): string | null {
  try {
    return os.userInfo().username;
  } catch {
    return null;
  }
}

/** The masquerade request from the command line, or null when it is not one (usage, exit code 2). */
function masqueradeRequest(args: string[], config: Config): OperatorMasqueradeRequest | null {
  let values: Record<string, string | undefined>;
  try {
    ({ values } = parseArgs({
      args,
      options: {
        admin: { type: 'string' },
        user: { type: 'string' },
        year: { type: 'string' },
        reason: { type: 'string' },
        tenant: { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    console.error((error as Error).message);
    return null;
  }
  const { admin, user, year, reason, tenant } = values;
  if (!admin || !user || !year || reason === undefined) return null;
  if (!/^\d{4}$/.test(year)) throw new CommandError(`--year must be a year such as 2026, not "${year}".`);
  const parsed = operatorMasqueradeRequestSchema.safeParse({
    tenant: tenant ?? config.defaultClient,
    user,
    admin,
    year: Number(year),
    reason,
    operator: operatorName(),
  });
  if (!parsed.success) {
    const problems = new Set(parsed.error.issues.map((issue) => OPTION_PROBLEMS[String(issue.path[0])]));
    throw new CommandError([...problems].join('\n'));
  }
  return parsed.data;
}

async function masquerade(
  access: OperatorAccess,
  config: Config,
  request: OperatorMasqueradeRequest,
): Promise<OperatorMasqueradeOutcome> {
  if (access.via === 'database') {
    const grants = createSignInGrants({ db: access.db, clock: systemClock });
    return masqueradeForOperator({ db: access.db, clock: systemClock, grants, urls: config }, request);
  }
  const answer = await access.call('POST', apiPaths.operatorMasquerade, request);
  const message = (answer.body as { message?: unknown } | null)?.message;
  if (answer.status === 422 && typeof message === 'string') return { ok: false, message };
  if (answer.status !== 200) {
    const why = typeof message === 'string' ? message : JSON.stringify(answer.body);
    throw new CommandError(`The server refused (HTTP ${answer.status}): ${why}`);
  }
  return { ok: true, ...operatorMasqueradeAnswerSchema.parse(answer.body) };
}

async function run(args: readonly string[]): Promise<number> {
  const [command, ...rest] = args;
  if (command === 'sso') return runSsoCommand(rest);
  if (command === 'benefits') return runBenefitsCommand(rest);
  if (command === 'payroll') return runPayrollCommand(rest);
  if (command !== 'masquerade') {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const request = masqueradeRequest(rest, config);
  if (!request) {
    console.error(USAGE);
    return 2;
  }
  const access = await openOperatorAccess(config);
  try {
    const outcome = await masquerade(access, config, request);
    if (!outcome.ok) throw new CommandError(outcome.message);
    console.log(outcome.url);
    console.error(
      `Masquerade link for ${request.user} (${request.tenant}, scheme year ${request.year}), asked by ` +
        `${request.admin}, made ${access.description}. It works once, until ${outcome.expiresAt}.`,
    );
  } finally {
    if (access.via === 'database') await access.close();
  }
  return 0;
}

await runCommand(run);
