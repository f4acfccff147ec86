/**
 * `npm run db:backup` while the portal writes, then `npm run db:restore` into another DATA_DIR: the restored
 * portal is consistent (every write it holds is whole) and has the data committed before the backup began.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { migrate, openPostgres } from '../src/db/client.ts';
import { backupDataDir } from '../src/db/embedded/backup.ts';
import { startDataDirDatabase } from '../src/db/embedded/data-dir-server.ts';
import { restoreDataDir } from '../src/db/embedded/restore.ts';
import { runCleanUps, type CleanUp } from './clean-ups.ts';

const cleanUps: CleanUp[] = [];
afterEach(async () => {
  await runCleanUps(cleanUps);
});

function tmpDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-backup-'));
  fs.chmodSync(dir, 0o755);
  cleanUps.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function running(dataDir: string) {
  const { connectionString, server } = await startDataDirDatabase(dataDir, { adopt: true });
  cleanUps.push(() => server?.stop());
  const handle = openPostgres(connectionString);
  cleanUps.push(() => handle.close());
  return { handle, server: server! };
}

describe('a backup taken during writes', () => {
  it('restores to a consistent portal with everything committed before it began', async () => {
    const source = tmpDir();
    const { handle, server } = await running(source);
    await migrate(handle);
    // Each write puts the same number in two tables in one transaction: a torn copy would hold one without the other.
    await handle.db.execute(sql`create table ledger_a (n int primary key)`);
    await handle.db.execute(sql`create table ledger_b (n int primary key)`);
    let written = 0;
    let writing = true;
    const writes = (async () => {
      while (writing) {
        written += 1;
        await handle.db.transaction(async (tx) => {
          await tx.execute(sql`insert into ledger_a values (${written})`);
          await tx.execute(sql`insert into ledger_b values (${written})`);
        });
      }
    })();
    while (written < 50) await new Promise((resolve) => setTimeout(resolve, 5));
    const committedBefore = written - 1;
    const file = path.join(tmpDir(), 'portal.tar.gz');
    const outcome = await backupDataDir(source, file);
    writing = false;
    await writes;
    expect(outcome.walFiles).toBeGreaterThan(0);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    await handle.close();
    await server.stop();

    const target = tmpDir();
    await restoreDataDir(target, file, false);
    const restored = await running(target);
    const [a] = (
      await restored.handle.db.execute<{ n: number; top: number }>(
        sql`select count(*)::int as n, coalesce(max(n), 0) as top from ledger_a`,
      )
    ).rows;
    const torn = await restored.handle.db.execute<{ n: number }>(
      sql`select count(*)::int as n from ledger_a full join ledger_b using (n) where ledger_a.n is null or ledger_b.n is null`,
    );
    expect(torn.rows[0]!.n).toBe(0);
    expect(a!.n).toBe(a!.top);
    expect(a!.n).toBeGreaterThanOrEqual(committedBefore);
    const migrations = await restored.handle.db.execute<{ n: number }>(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    expect(migrations.rows[0]!.n).toBeGreaterThan(15);
  });

  it('refuses to restore over a database unless told to, and then moves the old one aside', async () => {
    const source = tmpDir();
    const { handle, server } = await running(source);
    await handle.db.execute(sql`create table marker (n int)`);
    const file = path.join(tmpDir(), 'portal.tar.gz');
    await backupDataDir(source, file);
    await handle.close();

    await expect(restoreDataDir(source, file, false)).rejects.toThrow('is running');
    await server.stop();
    await expect(restoreDataDir(source, file, false)).rejects.toThrow(
      'holds a database already; nothing was changed',
    );
    const outcome = await restoreDataDir(source, file, true);
    expect(outcome.movedAside).not.toBeNull();
    expect(fs.existsSync(path.join(outcome.movedAside!, 'PG_VERSION'))).toBe(true);
    const again = await running(source);
    const marker = await again.handle.db.execute<{ n: number }>(sql`select count(*)::int as n from marker`);
    expect(marker.rows[0]!.n).toBe(0);
  });

  it('refuses a file that is not a backup', async () => {
    const notABackup = path.join(tmpDir(), 'x.tar.gz');
    fs.writeFileSync(notABackup, 'plain text');
    await expect(restoreDataDir(tmpDir(), notABackup, false)).rejects.toThrow();
  });
});
