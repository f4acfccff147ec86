/**
 * A process the supervisor keeps running: started again when it stops unexpectedly (logged, with a growing
 * pause while it keeps failing at once), stopped on request with SIGTERM (SIGKILL if it does not go).
 */
import type { ChildProcess } from 'node:child_process';
import type { Logger } from 'pino';

const QUICK_FAILURE_MS = 10_000;
const MAX_QUICK_FAILURES = 5;
const STOP_TIMEOUT_MS = 20_000;

export interface KeptRunning {
  name: string;
  stop(): Promise<void>;
}

export function keepRunning(options: {
  name: string;
  start: () => ChildProcess;
  logger: Logger;
  /** Called when it keeps failing at once: restarting it would not help (its configuration is wrong, say). */
  onGiveUp: () => void;
}): KeptRunning {
  const { name, logger } = options;
  let stopping = false;
  let quickFailures = 0;
  let current: ChildProcess;
  let exited: Promise<void>;

  const launch = () => {
    const startedAt = Date.now();
    const child = options.start();
    current = child;
    exited = new Promise((resolve) => {
      child.once('exit', (code, signal) => {
        resolve();
        if (stopping) return;
        quickFailures = Date.now() - startedAt < QUICK_FAILURE_MS ? quickFailures + 1 : 0;
        if (quickFailures >= MAX_QUICK_FAILURES) {
          logger.error({ process: name, code, signal }, 'a process keeps stopping as it starts; giving up');
          options.onGiveUp();
          return;
        }
        const pauseMs = Math.min(30_000, 500 * 2 ** quickFailures);
        logger.warn(
          { process: name, pid: child.pid, code, signal, pauseMs },
          'a process stopped unexpectedly; restarting it',
        );
        setTimeout(() => {
          if (!stopping) launch();
        }, pauseMs);
      });
    });
  };
  launch();

  return {
    name,
    async stop() {
      stopping = true;
      if (current.exitCode !== null || current.signalCode !== null) return;
      current.kill('SIGTERM');
      const timer = setTimeout(() => current.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    },
  };
}
