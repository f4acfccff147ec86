import { lazy, Suspense } from 'react';
import { Banner } from '../../../components/banner/banner.tsx';
import styles from './two-factor.module.css';

// DOMPurify loads only if a line carries markup: the server's sentences are plain text.
const SanitisedHtml = lazy(() => import('../../../components/sanitised-html/sanitised-html.tsx'));

const hasMarkup = (line: string) => /[<&]/.test(line);

/**
 * The server's refusal as lines above the form (spec section 8, Two-factor: "the returned error codes are shown
 * as HTML lines"), sanitised when a line holds markup. An alert: it is read out as it appears; give it a new key
 * for each refusal so that the same line is read out again.
 */
export function ErrorLines({ lines }: { lines: readonly string[] }) {
  const shown = lines.map((line) =>
    hasMarkup(line) ? (
      <Suspense fallback={null}>
        <SanitisedHtml html={line} />
      </Suspense>
    ) : (
      line
    ),
  );
  return (
    <Banner variant="error" role="alert">
      {shown.length === 1 ? (
        <p>{shown[0]}</p>
      ) : (
        <ul className={styles.lines}>
          {shown.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </ul>
      )}
    </Banner>
  );
}
