/**
 * One step of the open model run by Locust (locustfile.py, Debian's `python3-locust`): `arrivalRate` distinct
 * employees a second for `seconds`, each going once through the journey. Its own CPU is sampled from /proc, and
 * the answers it wrote (one JSON line each) are read into 10 s windows.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { JourneyOptions } from './journey.ts';
import { runGenerator } from './process-cpu.ts';
import { plateauOf, type StepResult, type StepWindow } from './step-result.ts';

export const LOCUST_BIN = '/usr/bin/locust';
const WINDOW_SECONDS = 10;
/** The longest journey: five readings of 15 s, five pauses of 1.5 s, and each request's 30 s timeout to spare. */
const LONGEST_JOURNEY_SECONDS = 5 * 15 + 5 * 1.5 + 60;

type JourneyRecord =
  | { t: number; kind: 'arrived' | 'completed' | 'failed' }
  | { t: number; kind: 'answer'; step: string; ms: number; status: number | string };

function p99(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(sorted.length * 0.99) - 1)] ?? 0;
}

function windowsOf(records: readonly JourneyRecord[]): StepWindow[] {
  const start = Math.min(...records.map((entry) => entry.t));
  const byWindow: JourneyRecord[][] = [];
  for (const entry of records) {
    const index = Math.floor((entry.t - start) / WINDOW_SECONDS);
    (byWindow[index] ??= []).push(entry);
  }
  let atOnce = 0;
  return Array.from(byWindow, (entries = []) => {
    const times = new Map<string, number[]>();
    for (const entry of entries) {
      if (entry.kind === 'arrived') atOnce += 1;
      else if (entry.kind !== 'answer') atOnce -= 1;
      else {
        const values = times.get(entry.step) ?? [];
        values.push(entry.ms);
        times.set(entry.step, values);
      }
    }
    return {
      atOnce,
      p99ByStep: Object.fromEntries([...times].map(([step, values]) => [step, p99(values)])),
    };
  });
}

export async function runLocustStep(workDir: string, options: JourneyOptions): Promise<StepResult> {
  if (!fs.existsSync(LOCUST_BIN)) {
    throw new Error('the open model runs Locust: apt-get install -y python3-locust');
  }
  const people = Math.round(options.arrivalRate * options.seconds);
  const eventsFile = path.join(workDir, `open-model-${options.arrivalRate}.jsonl`);
  const { exitCode, told, used } = await runGenerator(
    LOCUST_BIN,
    [
      ...['-f', path.join(import.meta.dirname, 'locustfile.py'), '--headless', '--only-summary'],
      ...['--users', String(people), '--spawn-rate', String(options.arrivalRate)],
      ...['--run-time', `${Math.ceil(options.seconds + LONGEST_JOURNEY_SECONDS)}s`],
      ...['--host', options.target, '--loglevel', 'ERROR'],
    ],
    {
      ...process.env,
      OPEN_MODEL_HOST_HEADER: options.host,
      OPEN_MODEL_PASSWORD: options.password,
      OPEN_MODEL_BENEFIT: options.benefitName,
      OPEN_MODEL_PEOPLE: String(people),
      OPEN_MODEL_ARRIVAL_RATE: String(options.arrivalRate),
      OPEN_MODEL_PAYLOAD: options.payloadFile,
      OPEN_MODEL_EVENTS: eventsFile,
    },
  );
  if (!fs.existsSync(eventsFile)) throw new Error(`locust exited with ${exitCode}: ${told}`);
  const records = fs
    .readFileSync(eventsFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as JourneyRecord);

  const count = (kind: JourneyRecord['kind']) => records.filter((entry) => entry.kind === kind).length;
  const errors: Record<string, number> = {};
  for (const entry of records) {
    if (entry.kind !== 'answer') continue;
    const ok = typeof entry.status === 'number' && entry.status >= 200 && entry.status < 300;
    if (!ok) errors[String(entry.status)] = (errors[String(entry.status)] ?? 0) + 1;
  }
  const windows = windowsOf(records);
  return {
    generator: 'Locust',
    arrivalRate: options.arrivalRate,
    seconds: options.seconds,
    journeys: { arrived: count('arrived'), completed: count('completed'), failed: count('failed') },
    ...plateauOf(windows),
    errors,
    windows,
    generatorCores: used.cores,
    generatorCpuSeconds: used.cpuSeconds,
  };
}
