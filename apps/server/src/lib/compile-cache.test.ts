import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const hook = new URL('./compile-cache.ts', import.meta.url).pathname;
const projectCache = path.resolve(import.meta.dirname, '../../../../node_modules/.cache/node-compile-cache');

/** In a fresh Node process (vitest loads modules its own way): where the cache is, for it and for its children. */
function cacheOf(env: NodeJS.ProcessEnv): { own: string | undefined; children: string | undefined } {
  const script = `
    import module from 'node:module';
    console.log(JSON.stringify({ own: module.getCompileCacheDir(), children: process.env.NODE_COMPILE_CACHE }));`;
  const { NODE_COMPILE_CACHE: _unset, ...rest } = process.env;
  const output = execFileSync(process.execPath, ['--import', hook, '--input-type=module', '-e', script], {
    env: { ...rest, ...env },
    encoding: 'utf8',
  });
  return JSON.parse(output) as { own: string | undefined; children: string | undefined };
}

describe('the compile cache of the server processes', () => {
  it("is kept in the project's node_modules/.cache, and child processes are told where", () => {
    const { own, children } = cacheOf({});
    expect(children).toBe(projectCache);
    // Node keeps each of its versions' entries in a folder of their own.
    expect(path.dirname(own!)).toBe(projectCache);
  });

  it('goes where NODE_COMPILE_CACHE says', () => {
    const elsewhere = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-cache-'));
    try {
      const { own, children } = cacheOf({ NODE_COMPILE_CACHE: elsewhere });
      expect(children).toBe(elsewhere);
      expect(path.dirname(own!)).toBe(elsewhere);
    } finally {
      fs.rmSync(elsewhere, { recursive: true, force: true });
    }
  });

  it('is off with NODE_DISABLE_COMPILE_CACHE', () => {
    expect(cacheOf({ NODE_DISABLE_COMPILE_CACHE: '1' }).own).toBeUndefined();
  });
});
