import type { BenefitCard as Card } from '@portal/contracts';
import { Link } from 'react-router';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { benefitPath } from '../../../lib/benefit-paths.ts';
import { longDate } from '../benefit-words.ts';
import styles from './benefits.module.css';
import benefitsTexts from '../../../i18n/en-GB/benefits.json';

addTexts(benefitsTexts);

/** The selection's status as a badge: green once selected, blue while it needs something, grey otherwise. */
export function SelectionBadge({ selection }: { selection: Card['selection'] }) {
  if (!selection) return null;
  const tone =
    selection.status === 'approved'
      ? styles.badgeSelected
      : selection.status === 'pending' || selection.status === 'temporary'
        ? styles.badgeAttention
        : undefined;
  return <span className={[styles.badge, tone].filter(Boolean).join(' ')}>{selection.statusLabel}</span>;
}

/**
 * One benefit in the list: picture, name (the link; the whole card is clickable through its stretched area),
 * summary, what it costs or is worth, its selection badge and, when it matters, until when it can be chosen or
 * why it cannot. The picture has fixed proportions, so the list does not shift as pictures arrive.
 */
export function BenefitCard({ card, headingLevel = 3 }: { card: Card; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { availability } = card;
  return (
    <li className={styles.card}>
      {card.imageUrl ? (
        <img
          className={styles.cardImage}
          src={card.imageUrl}
          alt=""
          width={320}
          height={180}
          loading="lazy"
        />
      ) : null}
      <div className={styles.cardBody}>
        <Heading className={styles.cardTitle}>
          <Link to={benefitPath(card.id)} className={styles.cardLink}>
            {card.name}
          </Link>
        </Heading>
        <p className={styles.muted}>{card.summary}</p>
        {card.atAGlance ? <p className={styles.glance}>{card.atAGlance}</p> : null}
        <p className={styles.meta}>
          <span className={styles.badge}>{card.kindLabel}</span>
          <SelectionBadge selection={card.selection} />
        </p>
        {availability.status === 'open' && availability.until && card.cta.type !== 'view' ? (
          <p className={styles.muted}>{t('benefits.card.until', { date: longDate(availability.until) })}</p>
        ) : null}
        {availability.reasons.map((reason) => (
          <p key={reason.code} className={styles.muted}>
            {reason.text}
          </p>
        ))}
      </div>
    </li>
  );
}
