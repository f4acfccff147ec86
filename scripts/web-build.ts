/**
 * Builds the web app only when its sources changed since the last build. The decision is a content hash
 * of every input (not file times, which a fresh clone resets), written beside the build output.
 */
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const distDir = path.join(root, 'apps/web/dist');
const stampFile = path.join(distDir, '.source-hash');
const inputs = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/build',
  'apps/web/package.json',
  'packages/benefits/src',
  'packages/contracts/src',
  'package-lock.json',
];

function* filesUnder(relative: string): Generator<string> {
  const absolute = path.join(root, relative);
  if (!fs.existsSync(absolute)) return;
  if (fs.statSync(absolute).isFile()) {
    yield relative;
    return;
  }
  for (const entry of fs
    .readdirSync(absolute, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))) {
    const child = path.join(relative, entry.name);
    if (entry.isDirectory()) yield* filesUnder(child);
    else if (!/\.test\.tsx?$/.test(entry.name)) yield child;
  }
}

export function webSourceHash(): string {
  const hash = createHash('sha256');
  for (const input of inputs) {
    for (const file of filesUnder(input)) {
      hash
        .update(file)
        .update('\0')
        .update(fs.readFileSync(path.join(root, file)))
        .update('\0');
    }
  }
  return hash.digest('hex');
}

/** True when dist/ holds a build of exactly the current sources. */
export function webBuildIsCurrent(hash = webSourceHash()): boolean {
  return (
    fs.existsSync(path.join(distDir, 'index.html')) &&
    fs.existsSync(stampFile) &&
    fs.readFileSync(stampFile, 'utf8') === hash
  );
}

export function buildWebIfStale(): void {
  const hash = webSourceHash();
  if (webBuildIsCurrent(hash)) return;
  const built = fs.existsSync(path.join(distDir, 'index.html'));
  console.log(
    built
      ? 'Building the web app (its sources changed since the last build)...'
      : 'Building the web app (the first start builds it; later starts reuse the build)...',
  );
  const result = spawnSync('npm', ['run', 'build', '--workspace', '@portal/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error('The web build failed; see the output above.');
    process.exit(result.status ?? 1);
  }
  fs.writeFileSync(stampFile, hash);
}

if (import.meta.main) buildWebIfStale();
