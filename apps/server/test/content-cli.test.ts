/**
 * `npm run content` as a person runs it: while the portal runs on the embedded database (the CLI goes
 * through the server's operator channel) and after it has stopped (the CLI opens the database itself).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, runScript, startPortal, stopPortal, type PortalProcess, type Run } from './cli-processes.ts';
import { serverAddressFile } from '../src/modules/operator/server-address.ts';

const cli = path.join(ROOT, 'scripts/content.ts');

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-content-cli-'));
const env = { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, LOG_LEVEL: 'silent' };

function runCli(...args: string[]): Promise<Run> {
  return runScript(cli, [...args], { env, cwd: dataDir });
}

const file = (name: string) => path.join(dataDir, name);
const readJson = (name: string) => JSON.parse(fs.readFileSync(file(name), 'utf8'));

let server: PortalProcess;
beforeAll(async () => {
  server = startPortal(env);
  await server.listening;
}, 120_000);
afterAll(async () => {
  await stopPortal(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('npm run content', () => {
  it('exports and imports through the running server, which holds the embedded database', async () => {
    const exported = await runCli('export', 'demo');
    expect(exported.code).toBe(0);
    const document = JSON.parse(exported.stdout);
    expect(document.homePageCards).toHaveLength(3);

    document.homePageCards[0].title = 'Choose your benefits for 2026';
    fs.writeFileSync(file('demo.json'), JSON.stringify(document));
    const imported = await runCli('import', 'demo', file('demo.json'));
    expect(imported.stderr).toBe('');
    expect(imported.code).toBe(0);
    expect(imported.stdout).toMatch(
      /^Imported the content of demo through the running server \(pid \d+\): 3 home-page cards, 1 banner, 3 carousel slides, 3 FAQ groups \(9 questions\), 3 enquiry subjects, 6 avatars, 12 images; policies published: none\.\n$/,
    );

    expect((await runCli('export', 'demo', file('after.json'))).code).toBe(0);
    expect(readJson('after.json').homePageCards[0].title).toBe('Choose your benefits for 2026');
  }, 60_000);

  it('reports every error of a bad file with its path, and changes nothing', async () => {
    const document = readJson('after.json');
    document.homePageCards[1].link = 'ftp://nowhere';
    document.faqs[0].questions = [];
    document.avatars[0].image = 'missing.svg';
    // The banner npm prints when standard output is redirected is skipped.
    fs.writeFileSync(
      file('bad.json'),
      `\n> content\n> node --import ./apps/server/src/lib/drizzle-loading.ts scripts/content.ts export demo\n\n${JSON.stringify(document, null, 2)}`,
    );
    const run = await runCli('import', 'demo', file('bad.json'));
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr.trim().split('\n')).toEqual([
      'The content document has 3 errors; nothing was changed:',
      '  homePageCards[1].link: Use a portal path such as /app/faqs/ or an https:// address',
      '  faqs[0].questions: A group needs at least one question',
      '  avatars[0].image: There is no image named "missing.svg": add it to "images" or use a stored one',
    ]);
    expect((await runCli('export', 'demo', file('unchanged.json'))).code).toBe(0);
    expect(readJson('unchanged.json')).toEqual(readJson('after.json'));
  }, 60_000);

  it('says so for an unknown tenant, a missing file and wrong arguments', async () => {
    expect(await runCli('export', 'nowhere')).toMatchObject({
      code: 1,
      stderr: 'There is no tenant "nowhere".\n',
    });
    const missing = await runCli('import', 'demo', file('no-such.json'));
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain(`Cannot read ${file('no-such.json')}`);
    expect((await runCli('import', 'demo')).code).toBe(2);
  }, 60_000);

  it('opens the embedded database itself once the server has stopped', async () => {
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(fs.existsSync(serverAddressFile(dataDir))).toBe(false);

    const exported = await runCli('export', 'demo', file('direct.json'));
    expect(exported.code).toBe(0);
    expect(exported.stderr).toContain('in the embedded database at');
    expect(readJson('direct.json')).toEqual(readJson('after.json'));

    const imported = await runCli('import', 'demo', file('demo.json'));
    expect(imported.code).toBe(0);
    expect(imported.stdout).toContain('Imported the content of demo in the embedded database at');
  }, 60_000);
});
