import { useContext, useState, useSyncExternalStore, type ReactNode } from 'react';
import { AnnouncerContext, createAnnouncer } from '../../lib/announcer.ts';

/**
 * A polite live region for confirmations whose control disappears (the cookie banner after Accept or Save) or
 * that outlive a navigation (the password reset). The region sits inside <main>, so its text is within a
 * landmark. Features announce with useAnnounce from lib/announcer.ts.
 */
export { useAnnounce } from '../../lib/announcer.ts';

export function AnnouncerProvider({ children }: { children: ReactNode }) {
  const [announcer] = useState(createAnnouncer);
  return <AnnouncerContext value={announcer}>{children}</AnnouncerContext>;
}

export function LiveRegion() {
  const announcer = useContext(AnnouncerContext);
  const message = useSyncExternalStore(announcer.subscribe, announcer.message, () => '');
  return (
    <div className="visually-hidden" role="status">
      {message}
    </div>
  );
}
