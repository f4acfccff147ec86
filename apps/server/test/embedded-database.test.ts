/**
 * The embedded PostgreSQL of a DATA_DIR: made on first use, data kept across restarts and after a crash, and
 * every directory it must not use refused on one line with nothing changed.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { EmbeddedDatabaseError, migrate, openDatabase, openPostgres } from '../src/db/client.ts';
import { startDataDirDatabase } from '../src/db/embedded/data-dir-server.ts';
import { readyPid } from '../src/db/embedded/postgres-server.ts';
import { clients, users } from '../src/db/schema/index.ts';
import { lockDataDir } from '../src/supervisor/data-dir-lock.ts';
import { createTestDatabase, seedDemo } from './harness.ts';
import { runCleanUps, type CleanUp } from './clean-ups.ts';

const journal = JSON.parse(
  fs.readFileSync(new URL('../src/db/migrations/meta/_journal.json', import.meta.url), 'utf8'),
) as { entries: unknown[] };

const cleanUps: CleanUp[] = [];
afterEach(async () => {
  await runCleanUps(cleanUps);
});

/** A DATA_DIR of its own; where it lives, a database user of another account (as root) can reach it. */
function tmpDataDir(mode = 0o755): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-data-'));
  fs.chmodSync(dir, mode);
  cleanUps.push(() => {
    const record = path.join(dir, 'postgres.json');
    if (fs.existsSync(record)) {
      const { clusterDir } = JSON.parse(fs.readFileSync(record, 'utf8')) as { clusterDir: string };
      fs.rmSync(clusterDir, { recursive: true, force: true });
    }
    fs.rmSync(dir, { recursive: true, force: true });
  });
  return dir;
}

async function started(dataDir: string) {
  const { connectionString, server } = await startDataDirDatabase(dataDir, { adopt: true });
  cleanUps.push(() => server?.stop());
  return { handle: openPostgres(connectionString), server: server! };
}

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
  const result = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  );
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
});

describe("a DATA_DIR's embedded server", () => {
  it('is made on first start, reachable only through its private socket, and keeps the data across restarts', async () => {
    const dataDir = tmpDataDir();
    const first = await started(dataDir);
    await migrate(first.handle);
    await seedDemo(first.handle.db);
    await first.handle.close();
    await first.server.stop();

    const record = JSON.parse(fs.readFileSync(path.join(dataDir, 'postgres.json'), 'utf8')) as {
      clusterDir: string;
      socketDir: string;
    };
    expect(record.clusterDir).toBe(path.join(dataDir, 'pg'));
    expect(fs.statSync(path.join(dataDir, 'postgres.password')).mode & 0o777).toBe(0o600);
    expect(fs.statSync(record.socketDir).mode & 0o777).toBe(0o700);

    const second = await started(dataDir);
    try {
      const settings = await second.handle.db.execute<{ listen: string; fsync: string }>(
        sql`select current_setting('listen_addresses') as listen, current_setting('fsync') as fsync`,
      );
      // No TCP port, and the portal's own server never trades durability for speed.
      expect(settings.rows[0]).toEqual({ listen: '', fsync: 'on' });
      expect(await appliedMigrations(second.handle.db)).toBe(journal.entries.length);
      const [people] = await second.handle.db.select({ n: count() }).from(users);
      const [tenants] = await second.handle.db.select({ n: count() }).from(clients);
      expect(people?.n).toBe(252);
      // Demo Ltd, Northwind, and the platform's own record (migration 0020).
      expect(tenants?.n).toBe(3);
    } finally {
      await second.handle.close();
    }
  });

  it('comes back after its server was killed (PostgreSQL handles the stale postmaster.pid)', async () => {
    const dataDir = tmpDataDir();
    const first = await started(dataDir);
    await first.handle.db.execute(sql`create table survivor (n int)`);
    await first.handle.db.execute(sql`insert into survivor values (42)`);
    await first.handle.close();
    process.kill(first.server.pid, 'SIGKILL');
    await first.server.exited;
    expect(fs.existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(true);

    const second = await started(dataDir);
    try {
      const rows = await second.handle.db.execute<{ n: number }>(sql`select n from survivor`);
      expect(rows.rows).toEqual([{ n: 42 }]);
    } finally {
      await second.handle.close();
    }
  });

  it('is found by a process that did not start it, which then only connects', async () => {
    const dataDir = tmpDataDir();
    const first = await started(dataDir);
    await first.handle.close();
    const other = await openDatabase({ databaseUrl: null, dataDir, startEmbedded: true });
    await other.close();
    // Closing the other's handle left the server running.
    expect(readyPid(path.join(dataDir, 'pg'))).toBe(first.server.pid);
  });

  it('is not made by a command-line tool: a DATA_DIR without a database is refused, and stays empty', async () => {
    const dataDir = tmpDataDir();
    await expect(
      openDatabase({ databaseUrl: null, dataDir, startEmbedded: true, createEmbedded: false }),
    ).rejects.toThrow(`There is no database in DATA_DIR ${dataDir} yet: start the portal once (npm start)`);
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });

  it('refuses a cluster of another PostgreSQL version, changing nothing', async () => {
    const dataDir = tmpDataDir();
    const clusterDir = path.join(dataDir, 'pg');
    fs.mkdirSync(clusterDir);
    fs.writeFileSync(path.join(clusterDir, 'PG_VERSION'), '15\n');
    const before = fingerprint(dataDir);
    const starting = startDataDirDatabase(dataDir, { adopt: true });
    await expect(starting).rejects.toThrow(EmbeddedDatabaseError);
    await expect(starting).rejects.toThrow(`was made by PostgreSQL 15`);
    expect(fingerprint(dataDir)).toBe(before);
  });

  it('refuses the old PGlite database in DATA_DIR/db, changing nothing', async () => {
    const dataDir = tmpDataDir();
    fs.mkdirSync(path.join(dataDir, 'db'));
    fs.writeFileSync(path.join(dataDir, 'db', 'PG_VERSION'), '17\n');
    const before = fingerprint(dataDir);
    await expect(startDataDirDatabase(dataDir, { adopt: true })).rejects.toThrow(
      `${path.join(dataDir, 'db')} holds the database of an earlier version of the portal (PGlite)`,
    );
    expect(fingerprint(dataDir)).toBe(before);
    expect(fs.readdirSync(dataDir)).toEqual(['db']);
  });

  it('refuses a DATA_DIR that cannot be written, on one line', async () => {
    const parent = tmpDataDir();
    const notADirectory = path.join(parent, 'file');
    fs.writeFileSync(notADirectory, 'x');
    await expect(startDataDirDatabase(notADirectory, { adopt: true })).rejects.toThrow(
      `DATA_DIR ${notADirectory} cannot be written`,
    );
  });

  it.runIf(process.getuid?.() === 0)(
    'as root, keeps the cluster where its database user can reach it when DATA_DIR is private',
    async () => {
      const dataDir = tmpDataDir(0o700);
      const { handle } = await started(dataDir);
      await handle.close();
      const { clusterDir } = JSON.parse(fs.readFileSync(path.join(dataDir, 'postgres.json'), 'utf8')) as {
        clusterDir: string;
      };
      expect(clusterDir.startsWith('/var/lib/benefits-portal/clusters/')).toBe(true);
      expect(fs.existsSync(path.join(dataDir, 'pg'))).toBe(false);
    },
  );
});

describe("DATA_DIR's lock", () => {
  it('refuses a second portal on the same DATA_DIR, naming the process that runs it', async () => {
    const dataDir = tmpDataDir();
    const other = spawn('sleep', ['30']);
    cleanUps.push(() => void other.kill());
    fs.writeFileSync(path.join(dataDir, 'portal.pid'), `${other.pid}\n`);
    expect(() => lockDataDir(dataDir)).toThrow(
      `Another portal (pid ${other.pid}) is running on DATA_DIR ${dataDir}`,
    );
  });

  it('takes over a lock left by a portal that is no longer running', () => {
    const dataDir = tmpDataDir();
    // Pids are below 2^22 on Linux, so this one cannot be running.
    fs.writeFileSync(path.join(dataDir, 'portal.pid'), '99999999\n');
    const release = lockDataDir(dataDir);
    expect(fs.readFileSync(path.join(dataDir, 'portal.pid'), 'utf8').trim()).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dataDir, 'portal.pid'))).toBe(false);
  });
});
