/**
 * The operator console's areas (issue 35), in nav order: each is its path below /console/, its nav label and
 * its lazy page. An area plugs in by adding one entry here.
 */
import { lazy } from 'react';
import type { ConsoleArea } from '../../../features/console/console-area.ts';
import { addTexts } from '../../../lib/i18n.ts';
import consoleTexts from '../../../i18n/en-GB/console.json';

addTexts(consoleTexts);

export const CONSOLE_AREAS: readonly ConsoleArea[] = [
  {
    path: 'clients',
    label: (t) => t('console.areas.clients'),
    page: lazy(() => import('../../../features/console-clients/pages/clients-area.tsx')),
  },
  {
    path: 'people',
    label: (t) => t('console.areas.people'),
    page: lazy(() => import('../../../features/console-people/pages/people-area.tsx')),
  },
  {
    path: 'audit',
    label: (t) => t('console.areas.audit'),
    page: lazy(() => import('../../../features/console-audit/pages/audit-page.tsx')),
  },
  {
    path: 'theme',
    label: (t) => t('console.areas.theme'),
    page: lazy(() => import('../../../features/console-theme/pages/theme-editor-page.tsx')),
  },
  {
    path: 'content',
    label: (t) => t('console.areas.content'),
    page: lazy(() => import('../../../features/console-content/pages/content-page.tsx')),
  },
  {
    path: 'sso',
    label: (t) => t('console.areas.sso'),
    page: lazy(() => import('../../../features/console-sso/pages/sso-page.tsx')),
  },
  {
    path: 'scheme',
    label: (t) => t('console.areas.scheme'),
    page: lazy(() => import('../../../features/console-scheme/pages/scheme-page.tsx')),
  },
  {
    path: 'clock',
    label: (t) => t('console.areas.clock'),
    page: lazy(() => import('../../../features/console-clock/pages/clock-page.tsx')),
  },
  {
    path: 'catalogue',
    label: (t) => t('console.areas.catalogue'),
    page: lazy(() => import('../../../features/console-catalogue/pages/catalogue-page.tsx')),
  },
];
