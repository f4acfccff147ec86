import { IDLE_COUNTDOWN_SECONDS, IDLE_PROMPT_AFTER_MS } from '@portal/contracts/constants';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { lastCallTime } from '../../lib/api-client.ts';
import { paths } from '../../lib/paths.ts';
import { IdleDialog } from './idle-dialog.tsx';
import { callEndpoint } from '../../lib/endpoint-request.ts';

const CHECK_EVERY_MS = 1000;

/**
 * The idle check of a signed-in user (spec section 4, Idle): every second it compares now with the last API call
 * (kept in session storage by the api client); after 14 minutes it asks 'Stay logged in?' with a 15-second
 * countdown, and at zero it goes to /logout. Date.now and setInterval only, so a test clock can drive it.
 */
export default function IdleWatcher() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const watchedSince = useRef<number | null>(null);
  const [promptedAt, setPromptedAt] = useState<number | null>(null);
  const [now, setNow] = useState<number | null>(null);
  const loggingOut = pathname.startsWith(paths.logout);

  useEffect(() => {
    if (loggingOut) return;
    watchedSince.current ??= Date.now();
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      setPromptedAt((prompted) => {
        if (prompted !== null) return prompted;
        const last = lastCallTime() ?? watchedSince.current ?? current;
        return current - last >= IDLE_PROMPT_AFTER_MS ? current : null;
      });
    }, CHECK_EVERY_MS);
    return () => clearInterval(timer);
  }, [loggingOut]);

  const secondsLeft =
    promptedAt === null || now === null
      ? IDLE_COUNTDOWN_SECONDS
      : Math.max(0, IDLE_COUNTDOWN_SECONDS - Math.floor((now - promptedAt) / 1000));
  const expired = promptedAt !== null && secondsLeft === 0;

  useEffect(() => {
    if (!expired) return;
    void navigate(paths.logout);
  }, [expired, navigate]);

  function stay() {
    setPromptedAt(null);
    // The ping is an API call: it resets the idle time, and the server keeps the session alive.
    void callEndpoint('ping');
  }

  return (
    <IdleDialog
      open={promptedAt !== null && !expired && !loggingOut}
      secondsLeft={secondsLeft}
      onStay={stay}
      onLogout={() => {
        setPromptedAt(null);
        void navigate(paths.logout);
      }}
    />
  );
}
