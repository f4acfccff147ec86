/** The bench's PostgreSQL database (BENCH_POSTGRES_URL's server, or the local one): created when missing. */
import pg from 'pg';

const SERVER = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = 'portal_bench';

/** The bench database's URL; null when no PostgreSQL server answers. */
export async function benchPostgresUrl(): Promise<string | null> {
  const client = new pg.Client({ connectionString: SERVER, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
  } catch {
    return null;
  }
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [DATABASE]);
    if (found.rowCount === 0) await client.query(`create database ${DATABASE}`);
  } finally {
    await client.end();
  }
  const url = new URL(SERVER);
  url.pathname = `/${DATABASE}`;
  return url.toString();
}
