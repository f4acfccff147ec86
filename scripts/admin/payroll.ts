/**
 * `npm run admin -- payroll run --tenant SLUG --period YYYY-MM`: records a pay period's deductions and employer
 * contributions in the payroll ledger (idempotent: a second run of a period changes nothing; a correction is
 * an adjusting line), printing progress after each batch of employees. It works on the portal's database
 * directly; running servers hear of the new lines at once (LISTEN/NOTIFY) and forget the statements they keep.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../../apps/server/src/config.ts';
import { LEDGER_TOPIC, runTenantPayroll } from '../../apps/server/src/modules/payroll/index.ts';
import { CommandError, withDatabase } from '../operator-command.ts';

export const PAYROLL_USAGE = `  npm run admin -- payroll run --tenant SLUG --period YYYY-MM
      records the pay period's deductions and employer contributions; running a period again changes nothing`;

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
  await withDatabase(loadConfig(), async (database) => {
    const started = Date.now();
    const outcome = await runTenantPayroll(
      { db: database.db, clock: database.clock },
      tenant,
      period,
      (progress) =>
        console.error(`  ${progress.employeesDone} employees, ${progress.linesWritten} lines written`),
    );
    if (!outcome.ok) throw new CommandError(outcome.message);
    if (outcome.linesWritten > 0) await database.tell(LEDGER_TOPIC);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      outcome.linesWritten === 0
        ? `${outcome.label} for ${tenant}: already up to date (${outcome.employees} employees looked at, nothing written).`
        : `${outcome.label} for ${tenant}: ${outcome.linesWritten} ledger lines written for ${outcome.employees} employees in ${seconds} s.`,
    );
    console.log(`(${database.description})`);
  });
  return 0;
}
