/**
 * What one step of the open model reports: for each 10 s window, how many
 * employees were in the journey and each step's p99; over the whole step, journeys, errors and the generator's CPU.
 */
import { OPEN_MODEL_STEPS } from './journey.ts';

export interface StepWindow {
  /** Employees in the journey at the end of the window. */
  atOnce: number;
  p99ByStep: Partial<Record<string, number>>;
}

export interface StepResult {
  /** The load generator that made the step. */
  generator: string;
  arrivalRate: number;
  seconds: number;
  journeys: { arrived: number; completed: number; failed: number };
  /** The most employees in the journey at once (the end of a 10 s window). */
  peakAtOnce: number;
  /** The highest 10 s p99 of each step while at least 90% of the peak were in the journey. */
  p99ByStep: Partial<Record<string, number>>;
  /** Answers other than 2xx, and requests that failed (timeouts, resets), by code. */
  errors: Record<string, number>;
  windows: StepWindow[];
  /** The generator's own CPU: a share of one core over the step (1 = a whole core), and in seconds. */
  generatorCores: number;
  generatorCpuSeconds: number;
}

/** The peak of employees at once, and each step's worst window p99 at the plateau (90% of the peak or more). */
export function plateauOf(windows: readonly StepWindow[]) {
  const peakAtOnce = Math.max(0, ...windows.map((window) => window.atOnce));
  const plateau = windows.filter((window) => window.atOnce >= 0.9 * peakAtOnce);
  const p99ByStep = Object.fromEntries(
    OPEN_MODEL_STEPS.map((step) => [
      step,
      Math.max(0, ...plateau.map((window) => window.p99ByStep[step] ?? 0)),
    ]),
  );
  return { peakAtOnce, p99ByStep };
}
