import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import styles from './charts.module.css';

export interface ChartSeries<Key extends string> {
  key: Key;
  label: string;
}

export interface BarGroup<Key extends string> {
  label: string;
  values: Record<Key, number>;
}

const WIDTH = 640;
const HEIGHT = 260;
const MARGIN = { top: 12, right: 8, bottom: 32, left: 64 };
const TICKS = 4;

/**
 * Grouped bars (one group per label, one bar per series), drawn with visx. The chart is a picture of numbers
 * the page also shows as a table, so it is one image with a name and a summary for screen readers; the
 * legend is visible. It scales to its container's width.
 */
export function BarChart<Key extends string>({
  title,
  summary,
  groups,
  series,
  format,
  labelEvery = 1,
}: {
  title: string;
  summary: string;
  groups: readonly BarGroup<Key>[];
  series: readonly ChartSeries<Key>[];
  format(value: number): string;
  /** Label every nth group only, when there are too many for each to have its own (90 days). */
  labelEvery?: number;
}) {
  const innerWidth = WIDTH - MARGIN.left - MARGIN.right;
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const largest = Math.max(1, ...groups.flatMap((group) => series.map((item) => group.values[item.key])));
  const x = scaleBand({ domain: groups.map((group) => group.label), range: [0, innerWidth], padding: 0.25 });
  const inner = scaleBand({
    domain: series.map((item) => item.key),
    range: [0, x.bandwidth()],
    padding: 0.1,
  });
  const y = scaleLinear({ domain: [0, largest], range: [innerHeight, 0], nice: true });
  return (
    <figure className={styles.figure}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={`${title}. ${summary}`}
        className={styles.svg}
      >
        <Group left={MARGIN.left} top={MARGIN.top}>
          {y.ticks(TICKS).map((tick) => (
            <g key={tick} aria-hidden="true">
              <line x1={0} x2={innerWidth} y1={y(tick)} y2={y(tick)} className={styles.grid} />
              <text x={-8} y={y(tick)} dy="0.32em" textAnchor="end" className={styles.tick}>
                {format(tick)}
              </text>
            </g>
          ))}
          {groups.map((group, groupIndex) => (
            <Group key={group.label} left={x(group.label) ?? 0}>
              {series.map((item, index) => {
                const value = Math.max(0, group.values[item.key]);
                return (
                  <Bar
                    key={item.key}
                    x={inner(item.key) ?? 0}
                    y={y(value)}
                    width={inner.bandwidth()}
                    height={innerHeight - y(value)}
                    className={styles[`series${index % 4}`]}
                  />
                );
              })}
              {groupIndex % labelEvery === 0 ? (
                <text
                  x={x.bandwidth() / 2}
                  y={innerHeight + 20}
                  textAnchor="middle"
                  className={styles.tick}
                  aria-hidden="true"
                >
                  {group.label}
                </text>
              ) : null}
            </Group>
          ))}
        </Group>
      </svg>
      <figcaption>
        <ul className={styles.legend}>
          {series.map((item, index) => (
            <li key={item.key}>
              <span className={`${styles.swatch} ${styles[`series${index % 4}`]}`} aria-hidden="true" />
              {item.label}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}

/**
 * The room a bar chart takes while its numbers load (a box of the chart's proportions and a legend's line), so that
 * what is below does not move when the chart is drawn. Nothing in it is for screen readers.
 */
export function BarChartPlaceholder() {
  return (
    <div className={styles.figure} aria-hidden="true">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className={styles.svg} />
      <p className={styles.legend}>&nbsp;</p>
    </div>
  );
}
