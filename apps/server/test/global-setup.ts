/**
 * Once per test run: one PostgreSQL server (TEST_DATABASE_URL, or a scratch embedded server in the system's
 * temporary directory) and one migrated template database on it. Each test file then gets its own database
 * copied from the template (harness.ts), dropped when the file ends.
 */
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrate, openPostgres } from '../src/db/client.ts';
import { startScratchServer } from '../src/db/embedded/scratch-server.ts';
import { databaseUrl, quoteIdent } from './template-database.ts';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const scratch = process.env.TEST_DATABASE_URL ? null : await startScratchServer();
  const serverUrl = process.env.TEST_DATABASE_URL ?? scratch!.serverUrl;
  const templateName = `portal_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${quoteIdent(templateName)}`);
  await admin.query(`create database ${quoteIdent(templateName)}`);
  const handle = openPostgres(databaseUrl(serverUrl, templateName));
  await migrate(handle);
  // A template must have no open connections when databases are copied from it.
  await handle.close();
  project.provide('templateDatabase', { serverUrl, templateName });
  return async () => {
    await admin.query(`drop database if exists ${quoteIdent(templateName)}`);
    await admin.end();
    await scratch?.stop();
  };
}
