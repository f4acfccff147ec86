/**
 * The CPU a process and its descendants used, read from /proc (Linux): on two cores the load generator competes
 * with the server, so each figure is reported with what the generator itself took.
 */
import { spawn } from 'node:child_process';
import { cpuMilliseconds, processTree } from '../process-cpu.ts';

/** User and system CPU seconds of one process (all its threads), or 0 once it has gone. */
function cpuSecondsOf(pid: number): number {
  try {
    return cpuMilliseconds(pid) / 1000;
  } catch {
    return 0;
  }
}

/**
 * Samples a process tree's CPU each second until stopped; a child that exits between samples keeps what it used
 * up to its last sample. Returns the mean share of one core over the time sampled (1 = a whole core).
 */
export function sampleTreeCpu(rootPid: number): { stop(): { cores: number; cpuSeconds: number } } {
  const lastSeen = new Map<number, number>();
  const sample = () => {
    for (const pid of processTree(rootPid)) {
      const seconds = cpuSecondsOf(pid);
      if (seconds > 0) lastSeen.set(pid, seconds);
    }
  };
  const started = performance.now();
  sample();
  const timer = setInterval(sample, 1_000);
  return {
    stop() {
      clearInterval(timer);
      sample();
      const cpuSeconds = [...lastSeen.values()].reduce((sum, seconds) => sum + seconds, 0);
      return { cores: cpuSeconds / ((performance.now() - started) / 1000), cpuSeconds };
    },
  };
}

/**
 * Runs a load generator to its end with its CPU sampled; what it printed to stdout (its last 2,000 characters)
 * is kept to tell why it failed. Its stderr goes to ours.
 */
export async function runGenerator(command: string, args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'inherit'] });
  let told = '';
  child.stdout.on('data', (chunk: Buffer) => (told = (told + chunk.toString()).slice(-2_000)));
  const cpu = sampleTreeCpu(child.pid!);
  const exitCode = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { exitCode, told, used: cpu.stop() };
}
