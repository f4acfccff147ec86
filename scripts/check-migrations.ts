/**
 * `node scripts/check-migrations.ts URL`: applies the portal's migrations, and pg-boss's schema, to a new
 * database on the PostgreSQL server at URL (then drops it): how CI checks the oldest version we support
 * (PostgreSQL 15) beside the embedded one the tests run on.
 */
import pg from 'pg';
import { migrate, openPostgres } from '../apps/server/src/db/client.ts';
import { createBoss } from '../apps/server/src/lib/jobs/index.ts';

const [serverUrl] = process.argv.slice(2);
if (!serverUrl) {
  console.error('Usage: node scripts/check-migrations.ts postgres://user@host:port/database');
  process.exit(2);
}
const name = `portal_migrations_${process.pid}`;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
const { rows } = await admin.query<{ server_version: string }>('show server_version');
await admin.query(`create database ${name}`);
try {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = openPostgres(url.toString());
  try {
    await migrate(handle);
    const boss = createBoss(handle, { supervise: false, schedule: false });
    await boss.start();
    await boss.stop({ graceful: false });
    const applied = await handle.pool.query<{ n: number }>(
      'select count(*)::int as n from drizzle.__drizzle_migrations',
    );
    console.log(
      `PostgreSQL ${rows[0]!.server_version}: ${applied.rows[0]!.n} migrations and the job queue's schema applied`,
    );
  } finally {
    await handle.close();
  }
} finally {
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
