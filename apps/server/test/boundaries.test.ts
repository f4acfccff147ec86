/**
 * The server's import boundaries are enforced by lint (eslint.config.js): a module reaches another only
 * through its index.ts, db/, lib/ and plugins/ reach no module, the identity modules import only layers below
 * their own, and no import closes a cycle. Each case lints a line of source as if it stood in the named file.
 * The module graph itself is read too: no cycle of modules even through types, and each index.ts is a door
 * that only re-exports what something outside the module uses.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { cyclesOf, moduleDependencies, moduleDoors, namesUsedFromDoors, repository } from './module-graph.ts';

const eslint = new ESLint({ cwd: repository });

async function importProblems(
  file: string,
  source: string,
  rule = 'no-restricted-imports',
): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport const used = value;\n`, {
    filePath: path.join(repository, file),
  });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === rule)
    .map((message) => message.message);
}
const cycles = (file: string, source: string) => importProblems(file, source, 'import-x/no-cycle');

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

  it("refuse another module's wiring", async () => {
    const problems = await importProblems(
      'apps/server/src/modules/user/fixture.ts',
      "import { authModule as value } from '../auth/auth.module.ts';",
    );
    expect(problems).toEqual([expect.stringContaining("only through that module's index.ts")]);
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

describe('the identity layers', () => {
  const layers = 'the identity layers run one way';

  it('refuse an import of the same layer or one above: people, sessions, sign-in methods, the person', async () => {
    for (const [file, source] of [
      ['people/fixture.ts', "import { sessions as value } from '../auth/index.ts';"],
      ['auth/fixture.ts', "import { signInGrants as value } from '../sign-in-grants/index.ts';"],
      ['auth/fixture.service.ts', "import { accounts as value } from '../account/index.ts';"],
      [
        'sign-in-grants/fixture.ts',
        "import { SSO_PROVIDERS_TOPIC as value } from '../single-sign-on/index.ts';",
      ],
    ] as const) {
      const problems = await importProblems(`apps/server/src/modules/${file}`, source);
      expect(problems, file).toContainEqual(expect.stringContaining(layers));
    }
  });

  it('allow the layers below, and any module outside the layers', async () => {
    const source = [
      "import { userDirectory as value } from '../people/index.ts';",
      "import { sessions } from '../auth/index.ts';",
      "import { signInGrants } from '../sign-in-grants/index.ts';",
      "import { contentFacts } from '../content/index.ts';",
    ].join('\n');
    expect(await importProblems('apps/server/src/modules/user/fixture.ts', source)).toEqual([]);
  });
});

describe('import cycles', () => {
  it('are refused between modules', async () => {
    // people/user-directory.ts is below sessions, which read people: importing them would close a circle.
    const problems = await cycles(
      'apps/server/src/modules/people/user-directory.ts',
      "import { sessions as value } from '../auth/index.ts';",
    );
    expect(problems).toEqual([expect.stringContaining('Dependency cycle')]);
  });

  it('are refused inside a module', async () => {
    const problems = await cycles(
      'apps/server/src/modules/auth/sessions.service.ts',
      "import { authModule as value } from './auth.module.ts';",
    );
    expect(problems).toEqual([expect.stringContaining('Dependency cycle')]);
  });

  it('leave no cycle of modules, even through type-only imports', () => {
    const graph = moduleDependencies();
    expect(graph.get('auth')).toContain('people');
    expect(cyclesOf(graph)).toEqual([]);
    graph.get('people')!.add('user');
    graph.get('user')!.add('people');
    expect(cyclesOf(graph)).toContainEqual(['people', 'user', 'people']);
  });
});

describe("a module's index.ts", () => {
  it("only re-exports: the module's wiring is <module>.module.ts", () => {
    const doors = moduleDoors();
    expect(doors.map((door) => door.module)).toContain('auth');
    expect(doors.filter((door) => !door.onlyReExports).map((door) => door.module)).toEqual([]);
  });

  it('exports only what something outside the module uses', () => {
    const used = namesUsedFromDoors();
    const unused = moduleDoors().flatMap(({ module, exported }) =>
      exported.filter((name) => !used.get(module)?.has(name)).map((name) => `${module}: ${name}`),
    );
    expect(unused).toEqual([]);
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
