/**
 * The open model's curve as a table for the bench's output and as an SVG chart (employees in the journey at once
 * against each step's p99, with the 250 ms line), one chart per number of web processes.
 */
import { OPEN_MODEL_STEPS } from './journey.ts';
import type { StepResult } from './step-result.ts';

export const P99_LIMIT_MS = 250;

export interface CountedStep extends StepResult {
  lost: number;
  duplicated: number;
}

/**
 * A step's problems, each once: an answer other than 2xx (a timeout, a reset) stops its journey (locustfile.py),
 * and a journey can also stop with no answer at fault (the payload ran out), so the journeys cut short are at least
 * the answers in error.
 */
export const errorCount = (step: StepResult) =>
  Math.max(
    step.journeys.failed,
    Object.values(step.errors).reduce((sum, count) => sum + count, 0),
  );

export function stepPasses(step: CountedStep): boolean {
  return (
    errorCount(step) === 0 &&
    step.lost === 0 &&
    step.duplicated === 0 &&
    OPEN_MODEL_STEPS.every((name) => (step.p99ByStep[name] ?? 0) <= P99_LIMIT_MS)
  );
}

/** The most employees at once of a step that met every condition, or 0. */
export function openModelFigure(steps: readonly CountedStep[]): number {
  return Math.max(0, ...steps.filter(stepPasses).map((step) => step.peakAtOnce));
}

export function curveTable(steps: readonly CountedStep[]): string {
  const header = [
    'arrivals/s',
    'at once',
    ...OPEN_MODEL_STEPS.map((name) => `${name} p99`),
    'errors',
    'lost',
    'dup',
    'generator CPU',
    'ok',
  ];
  const lines = steps.map((step) => [
    String(step.arrivalRate),
    String(step.peakAtOnce),
    ...OPEN_MODEL_STEPS.map((name) => `${Math.round(step.p99ByStep[name] ?? 0)} ms`),
    errorCount(step) === 0
      ? '0'
      : `${errorCount(step)} (${Object.entries(step.errors)
          .map(([code, count]) => `${code}: ${count}`)
          .concat(step.journeys.failed ? [`failed journeys: ${step.journeys.failed}`] : [])
          .join(', ')})`,
    String(step.lost),
    String(step.duplicated),
    `${Math.round(step.generatorCores * 100)}% of a core`,
    stepPasses(step) ? 'yes' : 'no',
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column]!.length)),
  );
  return [header, ...lines]
    .map((line) => line.map((cell, column) => cell.padStart(widths[column]!)).join('  '))
    .join('\n');
}

const COLOURS = ['#1b6ca8', '#c0392b', '#27ae60', '#8e44ad', '#d35400', '#16a085', '#7f8c8d'];

export function curveSvg(title: string, steps: readonly CountedStep[]): string {
  const width = 760;
  const height = 420;
  const margin = { left: 70, right: 150, top: 40, bottom: 50 };
  const plotWidth = width - margin.left - margin.right;
  const plotHeight = height - margin.top - margin.bottom;
  const points = [...steps].sort((a, b) => a.peakAtOnce - b.peakAtOnce);
  const maxX = Math.max(100, ...points.map((step) => step.peakAtOnce)) * 1.05;
  const maxY =
    Math.max(
      P99_LIMIT_MS * 1.5,
      ...points.flatMap((step) => OPEN_MODEL_STEPS.map((name) => step.p99ByStep[name] ?? 0)),
    ) * 1.05;
  const x = (value: number) => margin.left + (value / maxX) * plotWidth;
  const y = (value: number) => margin.top + plotHeight - (value / maxY) * plotHeight;
  const ticks = (max: number) => Array.from({ length: 6 }, (_, index) => Math.round((max / 5) * index));
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const series = OPEN_MODEL_STEPS.map((name, index) => {
    const colour = COLOURS[index % COLOURS.length]!;
    const coordinates = points.map((step) => `${x(step.peakAtOnce)},${y(step.p99ByStep[name] ?? 0)}`);
    return [
      `<polyline fill="none" stroke="${colour}" stroke-width="2" points="${coordinates.join(' ')}"/>`,
      ...coordinates.map((point) => {
        const [cx, cy] = point.split(',');
        return `<circle cx="${cx}" cy="${cy}" r="3" fill="${colour}"/>`;
      }),
      `<text x="${width - margin.right + 12}" y="${margin.top + 16 * index + 10}" fill="${colour}">${name}</text>`,
    ].join('\n');
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" font-family="sans-serif" font-size="12">
<title>${escape(title)}</title>
<rect width="100%" height="100%" fill="white"/>
<text x="${margin.left}" y="22" font-size="14">${escape(title)}</text>
<line x1="${margin.left}" y1="${y(0)}" x2="${margin.left + plotWidth}" y2="${y(0)}" stroke="black"/>
<line x1="${margin.left}" y1="${margin.top}" x2="${margin.left}" y2="${y(0)}" stroke="black"/>
${ticks(maxX)
  .map((value) => `<text x="${x(value)}" y="${y(0) + 18}" text-anchor="middle">${value}</text>`)
  .join('\n')}
${ticks(maxY)
  .map((value) => `<text x="${margin.left - 8}" y="${y(value) + 4}" text-anchor="end">${value}</text>`)
  .join('\n')}
<text x="${margin.left + plotWidth / 2}" y="${height - 10}" text-anchor="middle">employees in the journey at once</text>
<text x="16" y="${margin.top + plotHeight / 2}" transform="rotate(-90 16 ${margin.top + plotHeight / 2})" text-anchor="middle">p99 (ms)</text>
<line x1="${margin.left}" y1="${y(P99_LIMIT_MS)}" x2="${margin.left + plotWidth}" y2="${y(P99_LIMIT_MS)}" stroke="#999" stroke-dasharray="6 4"/>
<text x="${margin.left + plotWidth - 4}" y="${y(P99_LIMIT_MS) - 4}" text-anchor="end" fill="#666">${P99_LIMIT_MS} ms</text>
${series.join('\n')}
</svg>
`;
}
