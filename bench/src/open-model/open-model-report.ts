/**
 * The open model as the bench reports it: the curve with one web process and with two, each printed as a table
 * and drawn as an SVG under bench/.tmp/open-model/, and one row per curve with its figure, the generator's CPU
 * and the engine.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { curveSvg, curveTable, openModelFigure, stepPasses, type CountedStep } from './curve-chart.ts';
import { openModelCurve, type OpenModelOptions } from './open-model-curve.ts';

/** About 250 to 2,500 employees at once; stepping stops after the first step that fails. */
export const DEFAULT_TARGETS = [250, 500, 1000, 1500, 2000, 2500];

export function targetsFromEnvironment(value: string | undefined): number[] {
  if (!value) return DEFAULT_TARGETS;
  const targets = value.split(',').map(Number);
  if (targets.some((target) => !Number.isInteger(target) || target < 1)) {
    throw new Error('OPEN_MODEL_TARGETS is a comma-separated list of whole numbers of employees at once');
  }
  return targets;
}

export function webInstanceCountsFromEnvironment(value: string | undefined): number[] {
  if (!value) return [1, 2];
  const counts = value.split(',').map(Number);
  if (counts.some((count) => !Number.isInteger(count) || count < 1 || count > 32)) {
    throw new Error(
      'OPEN_MODEL_WEB_INSTANCES is a comma-separated list of numbers of web processes (1 to 32)',
    );
  }
  return counts;
}

export type BenchRow = [name: string, figure: string, budget: string];

export async function openModelRows(
  options: Omit<OpenModelOptions, 'webInstances' | 'workDir'> & {
    engine: string;
    outputDir: string;
    /** The curves to draw: one per number of web processes. */
    webInstanceCounts: readonly number[];
  },
): Promise<BenchRow[]> {
  fs.mkdirSync(options.outputDir, { recursive: true });
  const rows: BenchRow[] = [];
  for (const webInstances of options.webInstanceCounts) {
    const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-open-model-'));
    let steps: CountedStep[];
    try {
      steps = await openModelCurve({ ...options, workDir, webInstances });
    } finally {
      fs.rmSync(workDir, { recursive: true, force: true });
    }
    const title = `Open model, ${webInstances} web process${webInstances > 1 ? 'es' : ''}, ${options.engine}`;
    const chart = path.join(options.outputDir, `open-model-${webInstances}-web.svg`);
    fs.writeFileSync(chart, curveSvg(title, steps));
    options.log(
      `\n${title} (p99 at the plateau; chart: ${path.relative(process.cwd(), chart)})\n${curveTable(steps)}\n`,
    );
    const figure = openModelFigure(steps);
    const passing = steps.filter(stepPasses);
    const generator = passing.at(-1) ?? steps[0];
    rows.push([
      `open model: employees in the journey at once, every step p99 <= 250 ms, 0 errors/lost/duplicated (${webInstances} web, ${options.engine})`,
      `${figure.toLocaleString('en-GB')}${generator ? ` (${generator.arrivalRate} arrivals/s; generator ${generator.generator} ${Math.round(generator.generatorCores * 100)}% of a core)` : ''}; steps tried: ${steps.map((step) => `${step.peakAtOnce}${stepPasses(step) ? '' : ' failed'}`).join(', ')}; load average ${os.loadavg()[0]!.toFixed(1)}`,
      '>= 2,000',
    ]);
  }
  return rows;
}
