import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const hook = new URL('./drizzle-loading.ts', import.meta.url).pathname;
const drizzleEntries = ['drizzle-orm', 'drizzle-orm/pg-core', 'drizzle-orm/node-postgres'];

/** In a fresh Node process (vitest loads modules its own way): what each entry resolves to and exports. */
function loadEntries(withHook: boolean): unknown {
  const script = `
    const entries = ${JSON.stringify(drizzleEntries)};
    const answer = {};
    for (const entry of entries) {
      const module = await import(entry);
      answer[entry] = { url: import.meta.resolve(entry), exports: Object.keys(module).sort() };
    }
    console.log(JSON.stringify(answer));`;
  const args = [...(withHook ? ['--import', hook] : []), '--input-type=module', '-e', script];
  return JSON.parse(execFileSync(process.execPath, args, { cwd: import.meta.dirname, encoding: 'utf8' }));
}

describe('the quicker resolution of drizzle-orm', () => {
  it('loads the same files with the same exports as Node on its own', () => {
    const withHook = loadEntries(true);
    expect(withHook).toEqual(loadEntries(false));
    expect(withHook).toMatchObject({
      'drizzle-orm/pg-core': { exports: expect.arrayContaining(['pgTable']) },
    });
  });
});
