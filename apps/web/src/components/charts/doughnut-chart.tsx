import { Group } from '@visx/group';
import { Pie } from '@visx/shape';
import styles from './charts.module.css';

export interface DoughnutSlice {
  label: string;
  value: number;
}

const SIZE = 240;

/**
 * A doughnut of parts of a whole, drawn with visx: one image with a name and a summary for screen readers; the
 * legend is visible and the page shows the same numbers as a table.
 */
export function DoughnutChart({
  title,
  summary,
  slices,
  format,
}: {
  title: string;
  summary: string;
  slices: readonly DoughnutSlice[];
  format(value: number): string;
}) {
  const shown = slices.filter((slice) => slice.value > 0);
  const radius = SIZE / 2;
  return (
    <figure className={`${styles.figure} ${styles.doughnut}`}>
      <svg
        viewBox={`0 0 ${SIZE} ${SIZE}`}
        role="img"
        aria-label={`${title}. ${summary}`}
        className={styles.svg}
      >
        <Group top={radius} left={radius}>
          <Pie
            data={shown}
            pieValue={(slice) => slice.value}
            outerRadius={radius}
            innerRadius={radius * 0.58}
            padAngle={0.01}
          >
            {(pie) =>
              pie.arcs.map((arc, index) => (
                <path key={arc.data.label} d={pie.path(arc) ?? ''} className={styles[`series${index % 4}`]} />
              ))
            }
          </Pie>
        </Group>
      </svg>
      <figcaption>
        <ul className={styles.legend}>
          {shown.map((slice, index) => (
            <li key={slice.label}>
              <span className={`${styles.swatch} ${styles[`series${index % 4}`]}`} aria-hidden="true" />
              {slice.label}: {format(slice.value)}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
