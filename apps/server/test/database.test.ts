/** The embedded database directory: migrations apply once, data survives, and a locked or damaged directory is refused. */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirectoryError, migrate, openEmbedded } from '../src/db/client.ts';
import { clients, users } from '../src/db/schema/index.ts';
import { createTestDatabase, seedDemo } from './harness.ts';

const journal = JSON.parse(
  fs.readFileSync(new URL('../src/db/migrations/meta/_journal.json', import.meta.url), 'utf8'),
) as { entries: unknown[] };

const tmpDirs: string[] = [];
function tmpDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-data-'));
  tmpDirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of tmpDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A fingerprint of every file under a directory, to prove nothing was written. */
function fingerprint(dir: string): string {
  const hash = createHash('sha256');
  for (const entry of fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .sort((a, b) => path.join(a.parentPath, a.name).localeCompare(path.join(b.parentPath, b.name)))) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    hash.update(file).update(fs.readFileSync(file));
  }
  return hash.digest('hex');
}

async function appliedMigrations(db: Parameters<typeof seedDemo>[0]): Promise<number> {
  // Both drivers answer { rows }; the driver-neutral Database type cannot say so.
  const result = (await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as {
    rows: Array<{ n: number }>;
  };
  return Number(result.rows[0]?.n);
}

describe('migrations', () => {
  it('apply nothing twice on a migrated database', async () => {
    const handle = await createTestDatabase();
    try {
      expect(await appliedMigrations(handle.db)).toBe(journal.entries.length);
      await migrate(handle);
      expect(await appliedMigrations(handle.db)).toBe(journal.entries.length);
    } finally {
      await handle.close();
    }
  });

  it('keep the data of an embedded database across restarts', async () => {
    const dataDir = tmpDataDir();
    const first = await openEmbedded(dataDir);
    await migrate(first);
    await seedDemo(first.db);
    await first.close();

    const second = await openEmbedded(dataDir);
    try {
      await migrate(second);
      expect(await appliedMigrations(second.db)).toBe(journal.entries.length);
      const [people] = await second.db.select({ n: count() }).from(users);
      const [tenants] = await second.db.select({ n: count() }).from(clients);
      expect(people?.n).toBe(252);
      expect(tenants?.n).toBe(2);
    } finally {
      await second.close();
    }
  });
});

describe('the data directory', () => {
  it('refuses a second open while the first holds the lock, naming the directory', async () => {
    const dataDir = tmpDataDir();
    const first = await openEmbedded(dataDir);
    try {
      const second = openEmbedded(dataDir);
      await expect(second).rejects.toThrow(DataDirectoryError);
      await expect(second).rejects.toThrow(
        `The database directory ${path.join(dataDir, 'db')} is in use by another process`,
      );
    } finally {
      await first.close();
    }
    expect(fs.existsSync(path.join(dataDir, 'db.lock'))).toBe(false);
  });

  it('takes over a lock left by a process that is no longer running', async () => {
    const dataDir = tmpDataDir();
    // Pids are below 2^22 on Linux, so this one cannot be running.
    fs.writeFileSync(path.join(dataDir, 'db.lock'), '99999999\n');
    const handle = await openEmbedded(dataDir);
    expect(fs.readFileSync(path.join(dataDir, 'db.lock'), 'utf8').trim()).toBe(String(process.pid));
    await handle.close();
  });

  it('refuses a damaged database with a message naming it, and changes nothing', async () => {
    const dataDir = tmpDataDir();
    const handle = await openEmbedded(dataDir);
    await migrate(handle);
    await handle.close();
    const databaseDir = path.join(dataDir, 'db');
    fs.writeFileSync(path.join(databaseDir, 'global', 'pg_control'), Buffer.alloc(100, 0x5a));
    const before = fingerprint(databaseDir);

    const opening = openEmbedded(dataDir);
    await expect(opening).rejects.toThrow(DataDirectoryError);
    await expect(opening).rejects.toThrow(`The database directory ${databaseDir} cannot be opened`);
    expect(fingerprint(databaseDir)).toBe(before);
    expect(fs.existsSync(path.join(dataDir, 'db.lock'))).toBe(false);
  });

  it('never creates a database inside a directory that holds something else', async () => {
    const dataDir = tmpDataDir();
    const databaseDir = path.join(dataDir, 'db');
    fs.mkdirSync(databaseDir);
    fs.writeFileSync(path.join(databaseDir, 'notes.txt'), 'precious');
    await expect(openEmbedded(dataDir)).rejects.toThrow(`The database directory ${databaseDir} is not empty`);
    expect(fs.readdirSync(databaseDir)).toEqual(['notes.txt']);
  });
});
