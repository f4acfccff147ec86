import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAnnounce } from './announcer.ts';
import { messageRouteState, type MessageRouteState, type RouteMessage } from './route-state.ts';

/**
 * A message that a navigation brought in its state (e.g. `showMessage: 'twoFactorEnabled'` after two-factor
 * set-up): kept by the page until dismissed, announced once, and removed from the history entry at once so that
 * a reload or Back does not show it again.
 */
export function useRouteMessage(text: (message: RouteMessage, state: MessageRouteState) => string): {
  message: string | null;
  dismiss(): void;
} {
  const location = useLocation();
  const navigate = useNavigate();
  const announce = useAnnounce();
  const [message, setMessage] = useState(() => {
    const carriedState = messageRouteState(location.state);
    return carriedState.showMessage ? text(carriedState.showMessage, carriedState) || null : null;
  });

  const { pathname, search, hash, state } = location;
  const carried = messageRouteState(state).showMessage !== undefined;
  useEffect(() => {
    if (!carried) return;
    void navigate({ pathname, search, hash }, { replace: true, state: null });
  }, [carried, navigate, pathname, search, hash]);

  useEffect(() => {
    if (message) announce(message);
  }, [message, announce]);

  return { message, dismiss: () => setMessage(null) };
}
