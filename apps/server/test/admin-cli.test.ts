/**
 * `npm run admin -- masquerade` as an operator runs it, on the portal's database (DATABASE_URL): the printed
 * link signs in once on the running portal, and the audit row names the administrator and the operator.
 */
import os from 'node:os';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../src/db/schema/index.ts';
import { USER_IDS } from '../src/seed/ids.ts';
import { HOSTS } from './auth-helpers.ts';
import type { Run } from './cli-processes.ts';
import { createCliWorld, type CliWorld } from './cli-world.ts';
import { openLink } from './masquerade-helpers.ts';

const LINK = /^http:\/\/localhost:3999\/sso-login\/msq[\w-]{43}\/2026\n$/;
const NORTHWIND_LINK = /^http:\/\/northwind\.localhost:3999\/sso-login\/msq[\w-]{43}\/2026\n$/;

let world: CliWorld;
beforeAll(async () => {
  world = await createCliWorld({ publicUrl: 'http://localhost:3999' });
}, 60_000);
afterAll(() => world?.close());

const runCli = (...args: string[]): Promise<Run> => world.run('admin.ts', args);

const masquerade = (...extra: string[]) =>
  runCli(
    'masquerade',
    '--admin',
    'admin@platform.test',
    '--user',
    'employee@demo.test',
    '--year',
    '2026',
    '--reason',
    'Ticket 4711',
    ...extra,
  );

describe('npm run admin -- masquerade', () => {
  it('prints a link that signs in on the running portal as the person, once', async () => {
    const run = await masquerade();
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(LINK);
    expect(run.stderr).toMatch(
      /^Masquerade link for employee@demo\.test \(demo, scheme year 2026\), asked by admin@platform\.test, made in the PostgreSQL database \(DATABASE_URL\)\. It works once, until \d{4}-\d\d-\d\dT[\d:.]+Z\.\n$/,
    );
    const opened = await openLink(world.app, run.stdout.trim(), HOSTS.demo);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().masqueradeUserId).toBe(USER_IDS.demoEmployee);
    expect((await openLink(world.app, run.stdout.trim(), HOSTS.demo)).statusCode).toBe(410);

    const [granted] = await world.handle.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.type, 'masquerade.granted'), eq(auditEvents.userId, USER_IDS.platformAdmin)));
    expect(granted?.detail).toMatchObject({
      actedAsUserId: USER_IDS.demoEmployee,
      reason: 'Ticket 4711',
      via: 'cli',
      operator: os.userInfo().username,
    });
  }, 60_000);

  it("uses the tenant's own address with --tenant", async () => {
    const run = await runCli(
      'masquerade',
      '--admin=admin@platform.test',
      '--user=employer@northwind.test',
      '--year=2026',
      '--reason=Set-up check',
      '--tenant=northwind',
    );
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(NORTHWIND_LINK);
  }, 60_000);

  it('says what is wrong: unknown person, not an administrator, unknown year or tenant, missing options', async () => {
    const cases: [string[], string][] = [
      [['--user', 'nobody@demo.test'], 'There is no employer or employee nobody@demo.test in "demo".'],
      [['--admin', 'employer@demo.test'], 'employer@demo.test is not a platform administrator.'],
      [['--year', '2019'], '"demo" has no scheme year 2019.'],
      [['--tenant', 'nowhere'], 'There is no tenant "nowhere".'],
      [['--reason', '   '], '--reason must say why, in 1 to 500 characters.'],
      [['--user', 'not-an-address'], '--user must be an e-mail address.'],
    ];
    for (const [override, message] of cases) {
      const [flag, value] = override as [string, string];
      const args = [
        '--admin',
        'admin@platform.test',
        '--user',
        'employee@demo.test',
        '--year',
        '2026',
        '--reason',
        'x',
      ];
      const at = args.indexOf(flag);
      if (at >= 0) args[at + 1] = value;
      else args.push(flag, value);
      const run = await runCli('masquerade', ...args);
      expect(run, override.join(' ')).toMatchObject({ code: 1, stdout: '', stderr: `${message}\n` });
    }
    const missing = await runCli('masquerade', '--user', 'employee@demo.test');
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('Usage:');
    expect((await runCli('unknown-command')).code).toBe(2);
  }, 60_000);

  it('says in one line that the database does not answer', async () => {
    const args = [
      'masquerade',
      '--admin=admin@platform.test',
      '--user=employee@demo.test',
      '--year=2026',
      '--reason=x',
    ];
    const run = await world.run('admin.ts', args, { DATABASE_URL: 'postgres://postgres@127.0.0.1:1/portal' });
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe('The database did not answer: connect ECONNREFUSED 127.0.0.1:1\n');
  }, 60_000);
});
