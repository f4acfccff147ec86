/**
 * Once per test run: migrate one template database. With TEST_DATABASE_URL (PostgreSQL) it is a template
 * database on that server; otherwise an in-memory PGlite dumped to a temporary file.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createPglite, migrate, openPostgres, usePglite } from '../src/db/client.ts';
import { databaseUrl, quoteIdent } from './template-database.ts';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  return serverUrl ? preparePostgres(project, serverUrl) : preparePglite(project);
}

async function preparePglite(project: TestProject): Promise<() => Promise<void>> {
  const handle = usePglite(await createPglite());
  await migrate(handle);
  const dump = await handle.client.dumpDataDir('none');
  await handle.close();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-template-'));
  const dumpFile = path.join(dir, 'template.tar');
  fs.writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
  project.provide('templateDatabase', { driver: 'pglite', dumpFile });
  return async () => fs.rmSync(dir, { recursive: true, force: true });
}

async function preparePostgres(project: TestProject, serverUrl: string): Promise<() => Promise<void>> {
  const templateName = `portal_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${quoteIdent(templateName)}`);
  await admin.query(`create database ${quoteIdent(templateName)}`);
  const handle = await openPostgres(databaseUrl(serverUrl, templateName));
  await migrate(handle);
  // A template must have no open connections when databases are copied from it.
  await handle.close();
  project.provide('templateDatabase', { driver: 'postgres', serverUrl, templateName });
  return async () => {
    await admin.query(`drop database if exists ${quoteIdent(templateName)}`);
    await admin.end();
  };
}
