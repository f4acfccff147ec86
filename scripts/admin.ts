/**
 * `npm run admin`: platform operations from the server's machine.
 *
 *   npm run admin -- masquerade --admin EMAIL --user EMAIL --year YYYY --reason TEXT [--tenant SLUG]
 *   npm run admin -- sso list|add|remove|only ...   a tenant's single sign-on (scripts/admin/sso.ts)
 *   npm run admin -- benefits list|add|retire ...    a tenant's benefits (scripts/admin/benefits.ts)
 *   npm run admin -- payroll run --tenant SLUG --period YYYY-MM   a pay period's payroll (scripts/admin/payroll.ts)
 *   npm run admin -- clock show|set|forward|back|reset ...   the demo's clock (scripts/admin/clock.ts)
 *
 * prints a masquerade link (single use, 60 minutes, the tenant's own address) for the tenant's employer or
 * employee EMAIL. There is no signed-in session here, so `--admin` names the platform administrator who asks;
 * the audit row records them, the reason, `via: cli` and the operator's login name. The tenant defaults to
 * DEFAULT_CLIENT. Like `npm run content`, every command works on the portal's database directly (DATABASE_URL,
 * or DATA_DIR's embedded PostgreSQL, whether `npm start` runs or not), and running servers hear of a change at
 * once (LISTEN/NOTIFY). Configuration comes from the same environment as the server.
 */
import { parseArgs } from 'node:util';
import {
  MASQUERADE_REASON_MAX,
  operatorMasqueradeRequestSchema,
  type OperatorMasqueradeRequest,
} from '@portal/contracts';
import { loadConfig, type Config } from '../apps/server/src/config.ts';
import { masqueradeForOperator } from '../apps/server/src/modules/masquerade/masquerade-operator.ts';
import { createSignInGrants } from '../apps/server/src/modules/sign-in-grants/sign-in-grants.service.ts';
import { BENEFITS_USAGE, runBenefitsCommand } from './admin/benefits.ts';
import { PAYROLL_USAGE, runPayrollCommand } from './admin/payroll.ts';
import { runSsoCommand, SSO_USAGE } from './admin/sso.ts';
import { CLOCK_USAGE, runClockCommand } from './admin/clock.ts';
import { CommandError, operatorName, runCommand, withDatabase } from './operator-command.ts';

const USAGE = `Usage:
  npm run admin -- masquerade --admin EMAIL --user EMAIL --year YYYY --reason TEXT [--tenant SLUG]
      prints a masquerade link (single use, valid 60 minutes) for the tenant's employer or employee EMAIL;
      --admin names the platform administrator who asks; --tenant defaults to DEFAULT_CLIENT
${SSO_USAGE}
${BENEFITS_USAGE}
${PAYROLL_USAGE}
${CLOCK_USAGE}`;

const OPTION_PROBLEMS: Record<string, string> = {
  admin: '--admin must be the e-mail address of a platform administrator.',
  user: '--user must be an e-mail address.',
  reason: `--reason must say why, in 1 to ${MASQUERADE_REASON_MAX} characters.`,
  tenant: '--tenant must be a tenant slug such as demo.',
  year: '--year must be a year such as 2026.',
  operator: 'The operator name is too long.',
};

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

async function run(args: readonly string[]): Promise<number> {
  const [command, ...rest] = args;
  if (command === 'sso') return runSsoCommand(rest);
  if (command === 'benefits') return runBenefitsCommand(rest);
  if (command === 'payroll') return runPayrollCommand(rest);
  if (command === 'clock') return runClockCommand(rest);
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
  await withDatabase(config, async ({ db, clock, description }) => {
    const grants = createSignInGrants({ db, clock });
    const outcome = await masqueradeForOperator({ db, clock, grants, urls: config }, request);
    if (!outcome.ok) throw new CommandError(outcome.message);
    console.log(outcome.url);
    console.error(
      `Masquerade link for ${request.user} (${request.tenant}, scheme year ${request.year}), asked by ` +
        `${request.admin}, made ${description}. It works once, until ${outcome.expiresAt}.`,
    );
  });
  return 0;
}

await runCommand(run);
