/**
 * A `pg` client that prepares each statement once per connection (issue 34's submit budget). Through drizzle
 * every statement goes out as an unnamed one, which PostgreSQL parses, analyses and plans again each time: about
 * half of what a short statement costs the server. Naming the statement by its text lets `pg` send only Bind and
 * Execute from the second use on, and PostgreSQL keep the parse and, once it has seen that a generic plan is as
 * good as its custom ones, the plan.
 *
 * Only statements with parameters are named (the others go out in the simple protocol, one round trip, as
 * before), at most MAX_NAMED_PER_CONNECTION texts per connection (statements whose text grows with a list's
 * length, `in ($1, $2, ...)`, would otherwise fill the server's memory one length at a time), and none longer
 * than MAX_NAMED_TEXT_LENGTH: a bulk insert of a thousand rows is parsed in a moment beside its writes, and kept
 * it would hold the connection's memory for nothing.
 */
import pg from 'pg';

/** Well above the distinct statements the portal's hot paths send (about 150 in the submit bench). */
export const MAX_NAMED_PER_CONNECTION = 500;
/** Characters; the longest statement of a save or a submit is about 1,000. */
export const MAX_NAMED_TEXT_LENGTH = 8_000;

type QueryConfig = pg.QueryConfig & { name?: string };

export class NamedStatementsClient extends pg.Client {
  /** Statement text to its name on this connection. */
  readonly #names = new Map<string, string>();

  // pg.Client's overloads, passed through as they are; only an unnamed statement with parameters changes.
  override query(...args: unknown[]): never {
    const [config, values] = args;
    const statement = typeof config === 'string' ? { text: config } : config;
    if (isUnnamedWithParameters(statement, values)) {
      const name = this.#nameOf(statement.text);
      if (name) args[0] = { ...statement, name };
    }
    return (super.query as (...passed: unknown[]) => never)(...args);
  }

  #nameOf(text: string): string | undefined {
    let name = this.#names.get(text);
    if (name === undefined && this.#names.size < MAX_NAMED_PER_CONNECTION) {
      name = `portal_${this.#names.size}`;
      this.#names.set(text, name);
    }
    return name;
  }
}

function isUnnamedWithParameters(config: unknown, values: unknown): config is QueryConfig {
  if (typeof config !== 'object' || config === null) return false;
  // A cursor or stream (pg's Submittable) runs itself and keeps its own class: left as it is.
  if (typeof (config as { submit?: unknown }).submit === 'function') return false;
  const { text, name } = config as QueryConfig;
  if (typeof text !== 'string' || name !== undefined || text.length > MAX_NAMED_TEXT_LENGTH) return false;
  const parameters = Array.isArray(values) ? values : (config as QueryConfig).values;
  return Array.isArray(parameters) && parameters.length > 0;
}
