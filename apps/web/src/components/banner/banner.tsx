import type { ReactNode } from 'react';
import styles from './banner.module.css';

export type BannerVariant = 'info' | 'success' | 'error';

interface BannerProps {
  variant?: BannerVariant;
  title?: string;
  /** 'alert' for errors that appear after an action or a failed load; 'status' for confirmations. */
  role?: 'alert' | 'status';
  children: ReactNode;
}

/** A message box for information, success and error messages. */
export function Banner({ variant = 'info', title, role, children }: BannerProps) {
  return (
    <div className={`${styles.banner} ${styles[variant]}`} role={role}>
      {title ? <h2 className={styles.title}>{title}</h2> : null}
      {children}
    </div>
  );
}
