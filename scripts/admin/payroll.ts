/**
 * `npm run admin -- payroll run --tenant SLUG --period YYYY-MM`: records a pay period's deductions and employer
 * contributions in the payroll ledger (idempotent: a second run of a period changes nothing; a correction is
 * an adjusting line). With the database to itself it prints progress after each batch of employees; through
 * the operator channel (`npm start` running on the embedded database) the server logs it and this prints the
 * outcome.
 */
import { parseArgs } from 'node:util';
import { apiPaths, operatorPayrollRunAnswerSchema, pathTo } from '@portal/contracts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { systemClock } from '../../apps/server/src/lib/clock.ts';
import { runTenantPayroll } from '../../apps/server/src/modules/payroll/index.ts';
import {
  openOperatorAccess,
  type OperatorAccess,
} from '../../apps/server/src/modules/operator/operator-client.ts';
import { CommandError } from '../operator-command.ts';

export const PAYROLL_USAGE = `  npm run admin -- payroll run --tenant SLUG --period YYYY-MM
      records the pay period's deductions and employer contributions; running a period again changes nothing`;

interface RunAnswer {
  label: string;
  employees: number;
  linesWritten: number;
}

async function run(access: OperatorAccess, slug: string, period: string): Promise<RunAnswer> {
  if (access.via === 'database') {
    const outcome = await runTenantPayroll({ db: access.db, clock: systemClock }, slug, period, (progress) =>
      console.error(`  ${progress.employeesDone} employees, ${progress.linesWritten} lines written`),
    );
    if (!outcome.ok) throw new CommandError(outcome.message);
    return outcome;
  }
  const answer = await access.call('POST', pathTo(apiPaths.operatorPayrollRun, { slug }), { period });
  if (answer.status !== 200) {
    const message = (answer.body as { message?: unknown } | null)?.message;
    throw new CommandError(
      typeof message === 'string' ? message : `The server refused (HTTP ${answer.status})`,
    );
  }
  return operatorPayrollRunAnswerSchema.parse(answer.body);
}

export async function runPayrollCommand(args: readonly string[]): Promise<number> {
  const [action, ...rest] = args;
  let values: Record<string, string | undefined>;
  try {
    ({ values } = parseArgs({
      args: rest,
      options: { tenant: { type: 'string' }, period: { type: 'string' } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    console.error((error as Error).message);
    return 2;
  }
  const { tenant, period } = values;
  if (action !== 'run' || !tenant || !period) {
    console.error(`Usage:\n${PAYROLL_USAGE}`);
    return 2;
  }
  const access = await openOperatorAccess(loadConfig());
  try {
    const started = Date.now();
    const outcome = await run(access, tenant, period);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      outcome.linesWritten === 0
        ? `${outcome.label} for ${tenant}: already up to date (${outcome.employees} employees looked at, nothing written).`
        : `${outcome.label} for ${tenant}: ${outcome.linesWritten} ledger lines written for ${outcome.employees} employees in ${seconds} s.`,
    );
    console.log(`(${access.description})`);
  } finally {
    if (access.via === 'database') await access.close();
  }
  return 0;
}
