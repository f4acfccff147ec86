/**
 * The open model's people, through scripts/bench-surge-people.ts (run with the portal stopped: it opens the
 * database itself): the bench tenant's eligible employees by e-mail address, and what each one left behind.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export interface PersonProposals {
  /** Live proposals of the benefit: exactly one expected. */
  live: number;
  /** Of them, submitted ones. */
  submitted: number;
}

function peopleScript(root: string, env: Record<string, string>, args: string[]): string {
  const result = spawnSync(process.execPath, ['scripts/bench-surge-people.ts', ...args], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'development', ...env },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`bench-surge-people ${args[0]} failed`);
  return result.stdout;
}

/**
 * `count` e-mail addresses of employees who may choose benefits now and hold no live proposal of the benefit
 * (so what a run finds afterwards is that run's doing, however often the bench has run on its data).
 */
export function freshEmails(
  root: string,
  env: Record<string, string>,
  count: number,
  benefitName: string,
): string[] {
  const emails = peopleScript(root, env, ['emails', String(count), '0', benefitName])
    .split('\n')
    .filter(Boolean);
  if (emails.length < count) {
    throw new Error('not enough fresh employees of the bench tenant: delete bench/.tmp/data to seed it anew');
  }
  return emails;
}

/** For each address, in order, its live and submitted proposals of the benefit. */
export function proposalsOfPeople(
  root: string,
  env: Record<string, string>,
  workDir: string,
  benefitName: string,
  emails: readonly string[],
): PersonProposals[] {
  const file = path.join(workDir, `people-${Date.now()}.txt`);
  fs.writeFileSync(file, emails.join('\n'));
  return JSON.parse(peopleScript(root, env, ['proposals', benefitName, file])) as PersonProposals[];
}
