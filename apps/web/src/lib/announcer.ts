import { createContext, useContext } from 'react';

/**
 * The app's polite live region (app/layout/announcer.tsx renders it inside <main>, on every page): for messages
 * whose own element cannot speak, e.g. a confirmation whose control disappears, or one that must survive the
 * navigation that follows it.
 */
export interface Announcer {
  message: string;
  announce(message: string): void;
}

export const AnnouncerContext = createContext<Announcer>({ message: '', announce: () => {} });

export function useAnnounce(): (message: string) => void {
  return useContext(AnnouncerContext).announce;
}
