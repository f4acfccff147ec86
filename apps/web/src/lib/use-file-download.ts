import { useCallback, useEffect, useRef, useState } from 'react';
import { useAnnounce } from './announcer.ts';
import { apiDownload } from './api-transfer.ts';

/**
 * Downloads a file the server streams (a report), one at a time: says so to screen readers as it starts and
 * when it is saved, and keeps the error of a refused request for the caller to show. `download` keeps its
 * identity across renders, so table cells that call it are not mounted afresh (and keep the focus).
 */
export function useFileDownload(texts: { downloading: string; downloaded(fileName: string): string }) {
  const announce = useAnnounce();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const running = useRef(false);
  const latest = useRef({ texts, announce });
  useEffect(() => {
    latest.current = { texts, announce };
  });
  const download = useCallback(async (path: string, fallbackName: string) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setFailure(null);
    latest.current.announce(latest.current.texts.downloading);
    const answer = await apiDownload({ path, fallbackName });
    running.current = false;
    setBusy(false);
    if (!answer.ok) setFailure(answer.error);
    else if (answer.data.saved)
      latest.current.announce(latest.current.texts.downloaded(answer.data.fileName));
  }, []);
  return { busy, failure, download };
}
