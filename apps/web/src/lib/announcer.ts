import { createContext, useContext } from 'react';

/**
 * The app's polite live region (app/layout/announcer.tsx renders it inside <main>, on every page): for messages
 * whose own element cannot speak, e.g. a confirmation whose control disappears, or one that must survive the
 * navigation that follows it.
 *
 * The message is held outside React's context: a context whose value changed would reach into a part of a page the
 * server drew that is still being hydrated, and React would then draw that part again, losing what was typed.
 */
export interface Announcer {
  announce(message: string): void;
  message(): string;
  subscribe(listener: () => void): () => void;
}

export function createAnnouncer(): Announcer {
  let current = '';
  const listeners = new Set<() => void>();
  return {
    announce(message) {
      current = message;
      for (const listener of listeners) listener();
    },
    message: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const AnnouncerContext = createContext<Announcer>(createAnnouncer());

export function useAnnounce(): (message: string) => void {
  return useContext(AnnouncerContext).announce;
}
