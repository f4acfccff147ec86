/**
 * The command-line side of the operator channel: how a tool reaches the portal's data.
 *   - DATABASE_URL set: the tool opens PostgreSQL itself (servers on PostgreSQL cache nothing they must drop).
 *   - Embedded database held by a running server (its address file names a live pid): requests go to that
 *     server over loopback with the operator key, and the server applies them and drops its caches.
 *   - Embedded database not in use: the tool opens it itself (taking the lock, so a server cannot start
 *     meanwhile) and applies the migrations, as a server start would.
 */
import fs from 'node:fs';
import path from 'node:path';
import { API_BASE } from '@portal/contracts';
import type { Config } from '../../config.ts';
import { migrate, openEmbedded, openPostgres, type Database } from '../../db/client.ts';
import { OPERATOR_KEY_HEADER, operatorKey } from './operator-key.ts';
import { loopbackUrl, readServerAddress } from './server-address.ts';

export class OperatorAccessError extends Error {
  override name = 'OperatorAccessError';
}

export interface ServerAnswer {
  status: number;
  body: unknown;
}

export type OperatorAccess =
  | {
      via: 'server';
      /** Says how the work was done, for the tool's closing line. */
      description: string;
      call(method: 'GET' | 'PUT' | 'POST' | 'DELETE', apiPath: string, body?: unknown): Promise<ServerAnswer>;
    }
  | { via: 'database'; description: string; db: Database; close(): Promise<void> };

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function serverAccess(baseUrl: string, pid: number, key: string): OperatorAccess {
  return {
    via: 'server',
    description: `through the running server (pid ${pid})`,
    async call(method, apiPath, body) {
      let response: Response;
      try {
        response = await fetch(`${baseUrl}${API_BASE}${apiPath}`, {
          method,
          headers: {
            [OPERATOR_KEY_HEADER]: key,
            accept: 'application/json',
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
      } catch (error) {
        const reason =
          error instanceof Error
            ? ((error.cause as Error | undefined)?.message ?? error.message)
            : String(error);
        throw new OperatorAccessError(
          `The running server (pid ${pid}) did not answer at ${baseUrl}: ${reason}`,
        );
      }
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // Not JSON: keep the text for the message.
      }
      return { status: response.status, body: parsed };
    },
  };
}

export async function openOperatorAccess(config: Config): Promise<OperatorAccess> {
  if (config.databaseUrl) {
    const handle = await openPostgres(config.databaseUrl);
    await migrate(handle);
    return {
      via: 'database',
      description: 'in the PostgreSQL database (DATABASE_URL)',
      db: handle.db,
      close: handle.close,
    };
  }
  const address = readServerAddress(config.dataDir);
  if (address && isRunning(address.pid)) {
    return serverAccess(loopbackUrl(address), address.pid, operatorKey(config.secretKey));
  }
  const databaseDir = path.join(config.dataDir, 'db');
  if (!fs.existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    throw new OperatorAccessError(
      `There is no database in ${databaseDir}: start the portal once (npm start) to create it, or set DATA_DIR`,
    );
  }
  // Throws a DataDirectoryError when a process holds it without an address (a server still starting).
  const handle = await openEmbedded(config.dataDir);
  try {
    await migrate(handle);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return {
    via: 'database',
    description: `in the embedded database at ${databaseDir}`,
    db: handle.db,
    close: () => handle.close(),
  };
}
