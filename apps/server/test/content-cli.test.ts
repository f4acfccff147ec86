/**
 * `npm run content` as a person runs it, on the portal's database (DATABASE_URL) while the portal runs on it: an
 * import reaches the running portal at once (LISTEN/NOTIFY). Without DATABASE_URL the command starts DATA_DIR's
 * embedded PostgreSQL itself when no portal runs, and stops it again.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ContentDocument } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, openDatabase } from '../src/db/client.ts';
import { runningDataDirDatabase } from '../src/db/embedded/data-dir-server.ts';
import { clients } from '../src/db/schema/index.ts';
import { CLIENT_IDS, USER_IDS } from '../src/seed/ids.ts';
import { getWithToken, HOSTS, openSession } from './auth-helpers.ts';
import type { Run } from './cli-processes.ts';
import { createCliWorld, type CliWorld } from './cli-world.ts';

let world: CliWorld;
beforeAll(async () => {
  world = await createCliWorld();
}, 60_000);
afterAll(() => world?.close());

const runCli = (...args: string[]): Promise<Run> => world.run('content.ts', args);
const file = (name: string) => path.join(world.dataDir, name);
const readJson = (name: string) => JSON.parse(fs.readFileSync(file(name), 'utf8'));

describe('npm run content', () => {
  it('exports and imports a tenant’s content', async () => {
    const exported = await runCli('export', 'demo');
    expect(exported.code).toBe(0);
    const document = JSON.parse(exported.stdout);
    expect(document.homePageCards).toHaveLength(3);

    document.homePageCards[0].title = 'Choose your benefits for 2026';
    fs.writeFileSync(file('demo.json'), JSON.stringify(document));
    const imported = await runCli('import', 'demo', file('demo.json'));
    expect(imported.stderr).toBe('');
    expect(imported.code).toBe(0);
    expect(imported.stdout).toBe(
      'Imported the content of demo in the PostgreSQL database (DATABASE_URL): 3 home-page cards, 1 banner, 3 carousel slides, 3 FAQ groups (9 questions), 3 enquiry subjects, 6 avatars, 12 images; policies published: none.\n',
    );

    const written = await runCli('export', 'demo', file('after.json'));
    expect(written).toMatchObject({
      code: 0,
      stdout: '',
      stderr: `Wrote the content of demo to ${file('after.json')} (in the PostgreSQL database (DATABASE_URL)).\n`,
    });
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

  it('reaches the running portal at once: the FAQs it no longer has leave its sessions', async () => {
    const { accessToken } = await openSession(world.app, {
      id: USER_IDS.northwindEmployee,
      clientId: CLIENT_IDS.northwind,
      userType: 'employee',
    });
    const setup = async () =>
      (await getWithToken(world.app, '/api/login/setup', accessToken, HOSTS.northwind)).json();
    // The portal now keeps northwind's session facts (for a minute unless told otherwise).
    expect((await setup()).cmsData.faqs).toBe(true);

    const exported = await runCli('export', 'northwind');
    const document = JSON.parse(exported.stdout) as ContentDocument;
    fs.writeFileSync(file('northwind.json'), JSON.stringify({ ...document, faqs: [] }));
    const imported = await runCli('import', 'northwind', file('northwind.json'));
    expect(imported.code).toBe(0);
    expect(imported.stdout).toContain('0 FAQ groups (0 questions)');

    expect((await setup()).cmsData.faqs).toBe(false);
    const faqs = await getWithToken(world.app, '/api/cms-content/faqs', accessToken, HOSTS.northwind);
    expect(faqs.json()).toEqual([]);
  }, 60_000);
});

describe('npm run content without DATABASE_URL', () => {
  it("starts DATA_DIR's embedded database when no portal runs, and stops it again", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-content-embedded-'));
    // Reachable by the database's own user when the tests run as root (mkdtemp makes it private).
    fs.chmodSync(dataDir, 0o755);
    const onDataDir = (...args: string[]) =>
      world.run('content.ts', args, { DATABASE_URL: '', DATA_DIR: dataDir });
    const documentFile = path.join(os.tmpdir(), `acme-${path.basename(dataDir)}.json`);
    try {
      // A command makes no database of its own: the portal's first start does.
      expect(await onDataDir('export', 'acme')).toMatchObject({
        code: 1,
        stderr: `There is no database in DATA_DIR ${dataDir} yet: start the portal once (npm start), or set DATA_DIR\n`,
      });
      expect(fs.readdirSync(dataDir)).toEqual([]);

      const handle = await openDatabase({ databaseUrl: null, dataDir, startEmbedded: true });
      try {
        await migrate(handle);
        await handle.db.insert(clients).values({ slug: 'acme', name: 'Acme' });
      } finally {
        await handle.close();
      }
      expect(runningDataDirDatabase(dataDir)).toBeNull();

      expect(await onDataDir('export', 'acme', documentFile)).toMatchObject({
        code: 0,
        stderr: `Wrote the content of acme to ${documentFile} (in the embedded database of DATA_DIR ${dataDir}).\n`,
      });
      expect(JSON.parse(fs.readFileSync(documentFile, 'utf8')).homePageCards).toEqual([]);
      expect(runningDataDirDatabase(dataDir)).toBeNull();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
      fs.rmSync(documentFile, { force: true });
    }
  }, 120_000);
});
