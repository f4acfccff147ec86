/**
 * `npm run db:restore -- FILE [--replace]`: puts a backup made by `npm run db:backup` into DATA_DIR while the
 * portal is stopped. A DATA_DIR that holds a database already is refused unless --replace, which moves that
 * database aside (never deletes it). The next `npm start` replays the backup's WAL and serves it.
 */
import { parseArgs } from 'node:util';
import path from 'node:path';
import { loadConfig } from '../apps/server/src/config.ts';
import { restoreDataDir } from '../apps/server/src/db/embedded/restore.ts';
import { CommandError, runCommand } from './operator-command.ts';

await runCommand(async (args) => {
  const { values, positionals } = parseArgs({
    args,
    options: { replace: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  if (positionals.length !== 1) throw new CommandError('Usage: npm run db:restore -- FILE [--replace]');
  const config = loadConfig();
  if (config.databaseUrl) {
    throw new CommandError(
      'DATABASE_URL is set: restore that server with pg_restore (docs/operations.md, Backups)',
    );
  }
  const outcome = await restoreDataDir(config.dataDir, path.resolve(positionals[0]!), values.replace);
  console.log(
    `Restored into ${outcome.clusterDir}${outcome.movedAside ? `; the database that was there is now ${outcome.movedAside}` : ''}. Start the portal with npm start.`,
  );
  return 0;
});
