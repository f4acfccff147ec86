import { longDate } from '@portal/benefits/dates';
import { useRef } from 'react';
import { Link } from 'react-router';
import { Breadcrumb } from '../../../components/breadcrumb/breadcrumb.tsx';
import { Button } from '../../../components/button/button.tsx';
import { QueryState } from '../../../components/query-state/query-state.tsx';
import { benefitPath } from '../../../lib/benefit-paths.ts';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import { useSidePanels } from '../../../lib/side-panels.ts';
import type { ResponseOf } from '../../../lib/endpoint-request.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { andList } from '../../../lib/words.ts';
import { useGetLifeEventsQuery } from '../api.ts';
import styles from '../components/life-events.module.css';
import lifeEventsTexts from '../../../i18n/en-GB/life-events.json';

addTexts(lifeEventsTexts);

type ListedEvent = ResponseOf<'lifeEvents'>['events'][number];

/** What an event lets the employee do now, or did. */
function EventWindow({ event }: { event: ListedEvent }) {
  const { t } = useTranslation();
  if (event.status === 'voided') {
    return <p>{t('lifeEvents.voided', { reason: event.voidReason ?? '' })}</p>;
  }
  if (event.status === 'closed') return <p>{t('lifeEvents.closed', { date: longDate(event.closesOn) })}</p>;
  if (event.benefits.length === 0) {
    return <p>{t('lifeEvents.openNothing', { date: longDate(event.closesOn) })}</p>;
  }
  return (
    <>
      <p>
        {t('lifeEvents.open', {
          benefits: andList(event.benefits.map((benefit) => benefit.name)),
          date: longDate(event.closesOn),
        })}
      </p>
      <ul className={styles.links}>
        {event.benefits.map((benefit) => (
          <li key={benefit.id}>
            <Link to={benefitPath(benefit.id)}>{t('lifeEvents.goTo', { name: benefit.name })}</Link>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * /app/home/my-profile/life-events/ ("Life events", reached from Profile Settings): the events the employee has
 * reported, each with the change window it opened and links to the benefits it opened, and the add-life-event
 * side panel to report one.
 */
export function LifeEventsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('lifeEvents.heading'));
  const panels = useSidePanels();
  const events = useGetLifeEventsQuery();
  const reportButton = useRef<HTMLButtonElement>(null);

  const listed = events.data?.events ?? [];

  return (
    <div className={styles.page}>
      <Breadcrumb
        label={t('common.breadcrumb')}
        items={[
          { label: t('common.home'), to: paths.appHome },
          { label: t('lifeEvents.profile'), to: paths.myProfile },
          { label: t('lifeEvents.heading') },
        ]}
      />
      <h1>{t('lifeEvents.heading')}</h1>
      <p>{t('lifeEvents.intro')}</p>
      <div>
        <Button
          ref={reportButton}
          onClick={() => panels.open('add-life-event', { opener: reportButton.current })}
        >
          {t('lifeEvents.report')}
        </Button>
      </div>
      <QueryState
        status={events.isError ? 'error' : events.data ? 'success' : 'loading'}
        errorText={t('lifeEvents.loadError')}
        onRetry={() => void events.refetch()}
        isEmpty={listed.length === 0}
        emptyText={t('lifeEvents.empty')}
      >
        <ul className={styles.list} aria-label={t('lifeEvents.listLabel')}>
          {listed.map((event) => (
            <li key={event.id} className={styles.event}>
              <h2>{event.typeName}</h2>
              <p>
                {t('lifeEvents.happened', { date: longDate(event.eventDate) })}
                {event.evidenceName ? ` · ${t('lifeEvents.evidence', { name: event.evidenceName })}` : ''}
              </p>
              <EventWindow event={event} />
            </li>
          ))}
        </ul>
      </QueryState>
    </div>
  );
}
