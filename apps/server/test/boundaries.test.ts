/**
 * The server's import boundaries are enforced by lint (eslint.config.js): a module reaches another only
 * through its index.ts, and db/, lib/ and plugins/ reach no module. Each case lints a line of source as if it
 * stood in the named file.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repository = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: repository });

async function importProblems(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport const used = value;\n`, {
    filePath: path.join(repository, file),
  });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

describe('server import boundaries', () => {
  it("refuse a module importing another module's repository", async () => {
    const problems = await importProblems(
      'apps/server/src/modules/user/fixture.ts',
      "import { findAttempts as value } from '../auth/login.repository.ts';",
    );
    expect(problems).toEqual([expect.stringContaining("only through that module's index.ts")]);
  });

  it("refuse it from a module's nested folder too", async () => {
    const problems = await importProblems(
      'apps/server/src/modules/content/content-document/fixture.ts',
      "import { findClientBySlug as value } from '../../tenants/tenants.repository.ts';",
    );
    expect(problems).toHaveLength(1);
  });

  it("allow another module's index.ts, and the module's own files", async () => {
    expect(
      await importProblems(
        'apps/server/src/modules/user/fixture.ts',
        "import { sessions as value } from '../auth/index.ts';\nimport './user.repository.ts';",
      ),
    ).toEqual([]);
  });

  it('refuse any module in db/, lib/ and plugins/', async () => {
    for (const file of ['db/fixture.ts', 'lib/fixture.ts', 'plugins/fixture.ts']) {
      const problems = await importProblems(
        `apps/server/src/${file}`,
        "import { sessions as value } from '../modules/auth/index.ts';",
      );
      expect(problems, file).toEqual([expect.stringContaining('import no module')]);
    }
  });
});

describe('services', () => {
  it('know no Fastify', async () => {
    const problems = await importProblems(
      'apps/server/src/modules/user/fixture.service.ts',
      "import type { FastifyRequest as value } from 'fastify';",
    );
    expect(problems).toEqual([expect.stringContaining('services know no Fastify')]);
  });
});

describe('the benefits domain package', () => {
  it('stays pure: no database, no HTTP, no Node API', async () => {
    for (const source of [
      "import { sql as value } from 'drizzle-orm';",
      "import value from 'fastify';",
      "import { readFile as value } from 'node:fs/promises';",
    ]) {
      const problems = await importProblems('packages/benefits/src/fixture.ts', source);
      expect(problems, source).toEqual([expect.stringContaining('packages/benefits is pure')]);
    }
  });
});

describe('server source files', () => {
  it('stay small: none over 300 lines, and app.ts under 120', async () => {
    const source = path.join(repository, 'apps/server/src');
    const files = (await readdir(source, { recursive: true })).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
    );
    const lines = async (file: string) =>
      (await readFile(path.join(source, file), 'utf8')).split('\n').length - 1;
    const tooLong = [];
    for (const file of files) if ((await lines(file)) > 300) tooLong.push(file);
    expect(tooLong).toEqual([]);
    expect(await lines('app.ts')).toBeLessThan(120);
  });
});
