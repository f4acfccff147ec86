import { useState } from 'react';
import { useAnnounce } from './announcer.ts';
import { apiDownload } from './api-transfer.ts';

/**
 * Downloads a file the server streams (a report), one at a time: says so to screen readers as it starts and
 * when it is saved, and keeps the error of a refused request for the caller to show.
 */
export function useFileDownload(texts: { downloading: string; downloaded(fileName: string): string }) {
  const announce = useAnnounce();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const download = async (path: string, fallbackName: string) => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    announce(texts.downloading);
    const answer = await apiDownload({ path, fallbackName });
    setBusy(false);
    if (!answer.ok) setFailure(answer.error);
    else if (answer.data.saved) announce(texts.downloaded(answer.data.fileName));
  };
  return { busy, failure, download };
}
