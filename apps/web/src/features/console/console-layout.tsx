import { PLATFORM_NAME } from '@portal/contracts/console';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { addTexts, useTranslation } from '../../lib/i18n.ts';
import { paths } from '../../lib/paths.ts';
import consoleTexts from '../../i18n/en-GB/console.json';
import type { ConsoleArea } from './console-area.ts';
import styles from './console.module.css';

addTexts(consoleTexts);

interface ConsoleLayoutProps {
  areas: readonly ConsoleArea[];
  /** Before the header: the skip link. */
  before?: ReactNode;
  /** The main content (the shell's main element, with the area's page). */
  children: ReactNode;
  /** Without the nav of areas (Access Denied). */
  bare?: boolean;
}

/**
 * The operator console's frame (issue 35): its own header with the platform's name, the nav of areas (a row
 * on phones, a column from 768px) and the area's page.
 */
export function ConsoleLayout({ areas, before, children, bare = false }: ConsoleLayoutProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.shell}>
      {before}
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <Link to={paths.console} className={styles.brand}>
            {PLATFORM_NAME}
            <span>{t('console.title')}</span>
          </Link>
          <Link to={paths.logout} className={styles.logout}>
            {t('console.logout')}
          </Link>
        </div>
      </header>
      <div className={styles.body}>
        {bare ? null : (
          <nav className={styles.nav} aria-label={t('console.nav')}>
            <ul>
              {areas.map((area) => (
                <li key={area.path}>
                  <NavLink to={`${paths.console}${area.path}/`}>{area.label(t)}</NavLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
        {children}
      </div>
    </div>
  );
}

/** The class of the console's main element. */
export const consoleMainClass = styles.main;
