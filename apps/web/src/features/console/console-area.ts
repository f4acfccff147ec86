import type { TFunction } from 'i18next';
import type { ComponentType, LazyExoticComponent } from 'react';

/** One area of the operator console: its path below /console/, its label in the nav, and its lazy page. */
export interface ConsoleArea {
  path: string;
  label(t: TFunction): string;
  page: LazyExoticComponent<ComponentType>;
}
