import type { FaqGroup } from '@portal/contracts';
import { lazy, Suspense, useState } from 'react';
import styles from './faq-accordion.module.css';

const SanitisedHtml = lazy(() => import('../sanitised-html/sanitised-html.tsx'));

/**
 * FAQ groups as an accordion (the WAI-ARIA pattern): each question is a heading holding a button that shows
 * or hides its answer, so headings navigation and Tab both reach every question.
 */
export function FaqAccordion({ groups }: { groups: readonly FaqGroup[] }) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <div className={styles.groups}>
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={`faq-group-${group.id}`}>
          <h2 id={`faq-group-${group.id}`} className={styles.groupTitle}>
            {group.title}
          </h2>
          <ul className={styles.questions}>
            {group.questions.map((item) => {
              const expanded = open.has(item.id);
              const answerId = `faq-answer-${item.id}`;
              return (
                <li key={item.id} className={styles.question}>
                  <h3 className={styles.questionHeading}>
                    <button
                      type="button"
                      className={styles.toggle}
                      aria-expanded={expanded}
                      aria-controls={answerId}
                      onClick={() => toggle(item.id)}
                    >
                      <span>{item.question}</span>
                      <svg
                        className={styles.chevron}
                        width="16"
                        height="16"
                        viewBox="0 0 16 16"
                        aria-hidden="true"
                        focusable="false"
                      >
                        <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
                      </svg>
                    </button>
                  </h3>
                  <div id={answerId} className={styles.answer} hidden={!expanded}>
                    {expanded ? (
                      <Suspense fallback={null}>
                        <SanitisedHtml html={item.answer} as="div" />
                      </Suspense>
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
