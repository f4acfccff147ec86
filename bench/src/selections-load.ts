/**
 * The selections capability's budgets (issue 16): the cost module on its own, and the enrolment-window surge on
 * a database (the embedded one, or PostgreSQL), with the people it needs signed in beforehand and the selections
 * it wrote counted in the database afterwards.
 */
import { spawnSync } from 'node:child_process';
import { costsOf } from '@portal/benefits';
import type { SurgePerson } from './surge.ts';

/** Cost calculations a second on one core, over a spread of salaries, regions and amounts. */
export function costCalculationsPerSecond(seconds: number): number {
  const regions = ['england-ni', 'wales', 'scotland'] as const;
  let done = 0;
  const until = performance.now() + seconds * 1000;
  while (performance.now() < until) {
    for (let index = 0; index < 1000; index += 1) {
      costsOf({
        on: '2026-12-01',
        employee: {
          annualSalaryPence: 2_000_000 + index * 13_700,
          weeklyHours: 37.5,
          age: 30 + (index % 30),
          taxRegion: regions[index % 3]!,
        },
        monthlyAmountPence: 1_000 + index * 37,
        relief: 'tax-and-ni',
        pension: index % 4 === 0,
        otherSacrificesMonthlyPence: index % 7 === 0 ? 17_500 : 0,
      });
    }
    done += 1000;
  }
  return done / seconds;
}

function runScript(root: string, args: string[], env: Record<string, string>): string {
  const result = spawnSync(process.execPath, args, {
    cwd: root,
    // Vite's builds earlier in the run set NODE_ENV=production in this process; these scripts are not production.
    env: { ...process.env, NODE_ENV: 'development', ...env },
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`${args.join(' ')} failed`);
  return result.stdout;
}

/** Sessions for `count` employees of the bench tenant who may choose benefits now (the server must be stopped). */
export function surgeSessions(root: string, env: Record<string, string>, count: number): SurgePerson[] {
  return JSON.parse(runScript(root, ['scripts/bench-surge-people.ts', 'sessions', String(count)], env));
}

/** After the surge: people with no live proposal of the benefit (lost) or more than one (duplicated). */
export function countSurgeSelections(
  root: string,
  env: Record<string, string>,
  count: number,
  benefitName: string,
): { people: number; lost: number; duplicated: number } {
  return JSON.parse(
    runScript(root, ['scripts/bench-surge-people.ts', 'count', benefitName], {
      ...env,
      SURGE_PEOPLE: String(count),
    }),
  );
}
