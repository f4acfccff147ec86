/** What the operator scripts (`npm run admin`, `npm run content`) share: how a failure is told and a run ends. */
import { ConfigError } from '../apps/server/src/config.ts';
import { DataDirectoryError } from '../apps/server/src/db/client.ts';
import { OperatorAccessError } from '../apps/server/src/modules/operator/operator-client.ts';

/** A failure the person can act on: printed as is, exit code 1. */
export class CommandError extends Error {}

/**
 * Runs `run` with the command-line arguments and sets the exit code it answers. A failure the person can act
 * on (a CommandError, bad configuration, an unusable data directory, an unreachable server) prints its one
 * line; anything else prints in full. Either ends with exit code 1.
 */
export async function runCommand(run: (args: string[]) => Promise<number>): Promise<void> {
  try {
    process.exitCode = await run(process.argv.slice(2));
  } catch (error) {
    const known =
      error instanceof CommandError ||
      error instanceof ConfigError ||
      error instanceof DataDirectoryError ||
      error instanceof OperatorAccessError;
    console.error(known ? (error as Error).message : error);
    process.exitCode = 1;
  }
}
