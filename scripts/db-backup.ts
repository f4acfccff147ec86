/**
 * `npm run db:backup [-- FILE]`: a consistent copy of the embedded database of DATA_DIR, taken while the
 * portal runs (or while it is stopped), into one archive (default: DATA_DIR/backups/portal-<time>.tar.gz).
 * With DATABASE_URL, use pg_dump instead (docs/operations.md).
 */
import path from 'node:path';
import fs from 'node:fs';
import { loadConfig } from '../apps/server/src/config.ts';
import { backupDataDir } from '../apps/server/src/db/embedded/backup.ts';
import { CommandError, runCommand } from './operator-command.ts';

await runCommand(async (args) => {
  const config = loadConfig();
  if (config.databaseUrl) {
    throw new CommandError(
      'DATABASE_URL is set: back that server up with pg_dump (docs/operations.md, Backups)',
    );
  }
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = path.resolve(args[0] ?? path.join(config.dataDir, 'backups', `portal-${stamp}.tar.gz`));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const outcome = await backupDataDir(config.dataDir, file);
  console.log(
    `Backed up to ${outcome.file} (${(outcome.bytes / 1_048_576).toFixed(1)} MB, ${outcome.walFiles} WAL files)`,
  );
  return 0;
});
