/**
 * One step of the open model: Artillery run once at one arrival rate (journey-script.ts), its own CPU sampled from
 * /proc, and its JSON report read into what the bench reports: for each 10 s window, how many employees were in
 * the journey (arrived, neither finished nor failed) and the p99 of each step; over the whole step, errors.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { OPEN_MODEL_STEPS, journeyScript, type JourneyScriptOptions } from './journey-script.ts';
import { runGenerator } from './process-cpu.ts';
import { plateauOf, type StepResult, type StepWindow } from './step-result.ts';

const artilleryBin = path.join(
  path.dirname(createRequire(import.meta.url).resolve('artillery/package.json')),
  'bin/run',
);

interface ArtilleryWindow {
  counters: Record<string, number>;
  summaries: Record<string, { p99: number; count: number }>;
  period: number;
}

const metric = (step: string) => `plugins.metrics-by-endpoint.response_time.${step}`;

export async function runArtilleryStep(workDir: string, options: JourneyScriptOptions): Promise<StepResult> {
  const scriptFile = path.join(workDir, `open-model-${options.arrivalRate}.json`);
  const reportFile = path.join(workDir, `open-model-${options.arrivalRate}.report.json`);
  fs.writeFileSync(scriptFile, JSON.stringify(journeyScript(options)));
  const { exitCode, told, used } = await runGenerator(
    process.execPath,
    [artilleryBin, 'run', '--quiet', '--output', reportFile, scriptFile],
    // No telemetry: nothing leaves the machine. Its own messages (a script it refuses, say) go to stdout.
    { ...process.env, ARTILLERY_DISABLE_TELEMETRY: 'true', NODE_ENV: 'development' },
  );
  if (exitCode !== 0) throw new Error(`artillery exited with ${exitCode}: ${told}`);
  const report = JSON.parse(fs.readFileSync(reportFile, 'utf8')) as {
    aggregate: ArtilleryWindow;
    intermediate: ArtilleryWindow[];
  };

  let atOnce = 0;
  const windows = [...report.intermediate]
    .sort((a, b) => a.period - b.period)
    .map((window): StepWindow => {
      const count = (name: string) => window.counters[name] ?? 0;
      atOnce += count('vusers.created') - count('vusers.completed') - count('vusers.failed');
      return {
        atOnce,
        p99ByStep: Object.fromEntries(
          OPEN_MODEL_STEPS.flatMap((step) => {
            const summary = window.summaries[metric(step)];
            return summary ? [[step, summary.p99]] : [];
          }),
        ),
      };
    });
  const { peakAtOnce, p99ByStep } = plateauOf(windows);
  const counters = report.aggregate.counters;
  const errors = Object.fromEntries(
    Object.entries(counters).flatMap(([name, value]) => {
      const code = /^http\.codes\.(\d+)$/.exec(name)?.[1];
      if (code && !code.startsWith('2')) return [[code, value]];
      if (name.startsWith('errors.')) return [[name.slice('errors.'.length), value]];
      return [];
    }),
  );
  return {
    generator: 'Artillery',
    arrivalRate: options.arrivalRate,
    seconds: options.seconds,
    journeys: {
      arrived: counters['vusers.created'] ?? 0,
      completed: counters['vusers.completed'] ?? 0,
      failed: counters['vusers.failed'] ?? 0,
    },
    peakAtOnce,
    p99ByStep,
    errors,
    windows,
    generatorCores: used.cores,
    generatorCpuSeconds: used.cpuSeconds,
  };
}
