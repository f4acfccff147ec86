import { useEffect } from 'react';
import { ContentLink } from '../../../components/content-link/content-link.tsx';
import { QueryState } from '../../../components/query-state/query-state.tsx';
import { pageContentDrawn } from '../../../lib/font-faces.ts';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { listLoadStatus } from '../../../lib/load-status.ts';
import { useGetHomePageCardsQuery } from '../api.ts';
import { CONTENT_PICTURE_SIZE } from './content-picture.ts';
import styles from './home-content.module.css';
import contentTexts from '../../../i18n/en-GB/content.json';

addTexts(contentTexts);

/**
 * The home-page cards: a list of links, each card's title being the link (one tab stop per card; the whole
 * card is clickable through the link's stretched area).
 */
export function HomeCards() {
  const { t } = useTranslation();
  const query = useGetHomePageCardsQuery();
  const status = listLoadStatus(query);
  const settled = status === 'success' || status === 'error';
  // The cards (the first one's picture) are the home page's largest paint: the theme's fonts come after them.
  useEffect(() => {
    if (settled) pageContentDrawn();
  }, [settled]);
  // Only a successful answer is known to be a list.
  const cards = status === 'success' ? [...(query.data ?? [])].sort((a, b) => a.order - b.order) : [];
  return (
    <section aria-labelledby="home-cards-heading" className={styles.cardsSection}>
      <h2 id="home-cards-heading" className="visually-hidden">
        {t('content.homeCards.heading')}
      </h2>
      <QueryState
        status={status}
        errorText={t('content.homeCards.error')}
        onRetry={() => void query.refetch()}
        skeletonClassName={styles.cardsSkeleton}
      >
        <ul className={styles.cards}>
          {cards.map((card, index) => (
            <li key={card.id} className={styles.card}>
              {card.image ? (
                <img
                  className={styles.cardImage}
                  src={card.image}
                  alt=""
                  {...CONTENT_PICTURE_SIZE}
                  // The first card's picture is the page's largest paint on a phone: fetch it first.
                  fetchPriority={index === 0 ? 'high' : 'auto'}
                />
              ) : null}
              <h3 className={styles.cardTitle}>
                <ContentLink
                  href={card.link}
                  className={styles.cardLink}
                  newTabHint={t('common.opensInNewTab')}
                >
                  {card.title}
                </ContentLink>
              </h3>
              <p>{card.text}</p>
            </li>
          ))}
        </ul>
      </QueryState>
    </section>
  );
}
