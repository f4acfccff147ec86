/** What global-setup hands to each test file: the server and the name of the migrated template database. */
export interface TemplateDatabase {
  serverUrl: string;
  templateName: string;
}

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
