import styles from './site-header.module.css';

function initials(firstName: string | null, surname: string | null): string {
  return [firstName, surname]
    .map((part) => part?.trim().charAt(0) ?? '')
    .join('')
    .toUpperCase();
}

/** The user's picture, or their initials without one. Decorative: the greeting beside it names the user. */
export function Avatar({
  image,
  firstName,
  surname,
}: {
  image: string | null;
  firstName: string | null;
  surname: string | null;
}) {
  return image ? (
    <img className={styles.avatar} src={image} alt="" width={32} height={32} />
  ) : (
    <span className={styles.avatar} aria-hidden="true">
      {initials(firstName, surname)}
    </span>
  );
}
