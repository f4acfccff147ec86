/**
 * The web's import boundaries are enforced by lint (eslint.config.js): features never import one another, a page
 * that needs several is composed in app/routes, lib/ and components/ import no feature, and the shell's chrome
 * (layout, errors, idle) imports none either. Each case lints a line of source as if it stood in the named file.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repository = path.join(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: repository });

async function importProblems(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport const used = value;\n`, {
    filePath: path.join(repository, 'apps/web/src', file),
  });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

const vouchers = "import { checkCcvOnly as value } from '../../features/vouchers/ccv-only.ts';";

describe('web import boundaries', () => {
  it('refuse a feature importing another feature', async () => {
    const problems = await importProblems(
      'features/payroll/fixture.ts',
      "import { checkCcvOnly as value } from '../vouchers/ccv-only.ts';",
    );
    expect(problems).toEqual([expect.stringContaining('compose a page that needs several in app/routes')]);
    expect(
      await importProblems(
        'features/auth/session/fixture.ts',
        "import { checkCcvOnly as value } from '../../vouchers/ccv-only.ts';",
      ),
    ).toHaveLength(1);
  });

  it('allow a route module to compose several features', async () => {
    expect(
      await importProblems(
        'app/routes/home/fixture.tsx',
        "import { VoucherBalance as value } from '../../../features/vouchers/components/voucher-balance.tsx';\n" +
          "import { TotalRewardCard } from '../../../features/payroll/components/total-reward-card.tsx';\n" +
          'export const card = TotalRewardCard;',
      ),
    ).toEqual([]);
  });

  it('refuse any feature in lib/ and components/', async () => {
    for (const file of ['lib/fixture.ts', 'components/fixture/fixture.ts']) {
      const problems = await importProblems(
        file,
        vouchers.replace('../../', file.startsWith('lib') ? '../' : '../../'),
      );
      expect(problems, file).toEqual([expect.stringContaining('components and lib never import features')]);
    }
  });

  it("refuse any feature in the shell's chrome", async () => {
    for (const folder of ['layout', 'errors', 'idle']) {
      const problems = await importProblems(`app/${folder}/fixture.tsx`, vouchers);
      expect(problems, folder).toEqual([expect.stringContaining("the shell's chrome")]);
    }
  });

  it('refuse the app shell, route modules included, in a feature', async () => {
    const problems = await importProblems(
      'features/vouchers/fixture.ts',
      "import { HomePage as value } from '../../app/routes/home/home-page.tsx';",
    );
    expect(problems).toEqual([expect.stringContaining('only the app shell imports the app shell')]);
  });
});
