/**
 * What global-setup hands to each test file: where the migrated template database is.
 * PGlite: a dump file to load; PostgreSQL: the server URL and the template database's name.
 */
export type TemplateDatabase =
  { driver: 'pglite'; dumpFile: string } | { driver: 'postgres'; serverUrl: string; templateName: string };

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase: TemplateDatabase;
  }
}

/** The same server, another database: replaces the path of a postgres:// URL. */
export function databaseUrl(serverUrl: string, databaseName: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
}

/** Quotes an identifier we generated ourselves (letters, digits and underscores only). */
export function quoteIdent(name: string): string {
  if (!/^\w+$/.test(name)) throw new Error(`unexpected database name ${name}`);
  return `"${name}"`;
}
