/**
 * The open model's curve (issue 34): the portal started with `webInstances` web processes, then one Locust step
 * per target of employees at once (arrival rate = target / the journey's mean length), each step with its own
 * distinct employees; stepping stops after the first step with a p99 above 250 ms or an error (a higher rate would
 * only be worse). Once the portal has stopped, each person who arrived is looked up in the database: exactly one
 * live proposal of the benefit, or the step lost or doubled a selection.
 */
import fs from 'node:fs';
import path from 'node:path';
import { startNode, stop, waitFor } from '../processes.ts';
import { runLocustStep } from './locust-step.ts';
import { freshEmails, proposalsOfPeople } from './bench-people.ts';
import { errorCount, type CountedStep, P99_LIMIT_MS } from './curve-chart.ts';
import { JOURNEY_MEAN_SECONDS, OPEN_MODEL_STEPS } from './journey.ts';
import type { StepResult } from './step-result.ts';

/** After the arrivals reach their plateau (one journey's length), they go on this long at it. */
const PLATEAU_SECONDS = 30;

export interface OpenModelOptions {
  root: string;
  workDir: string;
  /** The portal's environment (DATA_DIR or DATABASE_URL, PORT, limits); WEB_INSTANCES is added. */
  portalEnv: Record<string, string>;
  port: number;
  host: string;
  webInstances: number;
  targets: readonly number[];
  password: string;
  benefitName: string;
  log: (line: string) => void;
}

export function stepPlan(targets: readonly number[]) {
  const seconds = JOURNEY_MEAN_SECONDS + PLATEAU_SECONDS;
  return targets.map((target) => {
    const arrivalRate = Math.max(1, Math.round(target / JOURNEY_MEAN_SECONDS));
    // A few more people than arrivals, so the payload never starts over with someone already served.
    return { target, arrivalRate, seconds, people: Math.ceil(arrivalRate * seconds * 1.05) + 10 };
  });
}

/** How many of the bench tenant's employees a curve over these targets needs at most. */
export const peopleNeeded = (targets: readonly number[]) =>
  stepPlan(targets).reduce((sum, step) => sum + step.people, 0);

export async function openModelCurve(options: OpenModelOptions): Promise<CountedStep[]> {
  const plan = stepPlan(options.targets);
  const emails = freshEmails(
    options.root,
    options.portalEnv,
    peopleNeeded(options.targets),
    options.benefitName,
  );
  const env = { ...options.portalEnv, WEB_INSTANCES: String(options.webInstances) };
  const portal = startNode('scripts/start.ts', env, options.root);
  const results: { step: StepResult; payload: string[] }[] = [];
  try {
    await waitFor(`http://127.0.0.1:${options.port}/api/ready`, 180_000);
    let offset = 0;
    for (const planned of plan) {
      const payload = emails.slice(offset, offset + planned.people);
      offset += planned.people;
      const payloadFile = path.join(options.workDir, `open-model-${planned.arrivalRate}.csv`);
      fs.writeFileSync(payloadFile, payload.join('\n') + '\n');
      options.log(
        `open model (${options.webInstances} web): ${planned.arrivalRate} arrivals/s for ${planned.seconds} s (about ${planned.target} at once)...`,
      );
      const step = await runLocustStep(options.workDir, {
        target: `http://127.0.0.1:${options.port}`,
        host: options.host,
        payloadFile,
        password: options.password,
        benefitName: options.benefitName,
        arrivalRate: planned.arrivalRate,
        seconds: planned.seconds,
      });
      results.push({ step, payload });
      const slowest = Math.max(...OPEN_MODEL_STEPS.map((name) => step.p99ByStep[name] ?? 0));
      options.log(
        `  ${step.peakAtOnce} at once, slowest p99 ${Math.round(slowest)} ms, errors ${errorCount(step)}, generator (${step.generator}) ${Math.round(step.generatorCores * 100)}% of a core`,
      );
      if (slowest > P99_LIMIT_MS || errorCount(step) > 0) break;
    }
  } finally {
    await stop(portal);
  }
  // Each person who arrived (the payload is taken in order) should hold exactly one live proposal.
  const arrived = results.flatMap(({ step, payload }) => payload.slice(0, step.journeys.arrived));
  const proposals = proposalsOfPeople(
    options.root,
    options.portalEnv,
    options.workDir,
    options.benefitName,
    arrived,
  );
  let next = 0;
  return results.map(({ step }) => {
    const mine = proposals.slice(next, next + step.journeys.arrived);
    next += step.journeys.arrived;
    return {
      ...step,
      lost: mine.filter((person) => person.live === 0).length,
      duplicated: mine.filter((person) => person.live > 1).length,
    };
  });
}
