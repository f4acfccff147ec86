import { createContext, useContext, useState, type ReactNode } from 'react';

/**
 * A polite live region for confirmations whose control disappears (the cookie banner after Accept or Save).
 * The region sits inside <main>, so its text is within a landmark.
 */
interface Announcer {
  message: string;
  announce(message: string): void;
}

const AnnouncerContext = createContext<Announcer>({ message: '', announce: () => {} });

export function useAnnounce(): (message: string) => void {
  return useContext(AnnouncerContext).announce;
}

export function AnnouncerProvider({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState('');
  return <AnnouncerContext value={{ message, announce: setMessage }}>{children}</AnnouncerContext>;
}

export function LiveRegion() {
  const { message } = useContext(AnnouncerContext);
  return (
    <div className="visually-hidden" role="status">
      {message}
    </div>
  );
}
