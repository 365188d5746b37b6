import { useEffect, useState } from 'react';
import { useT } from '@/lib/i18n/texts';
import { isSending, syncText } from '../lib/shopping-text';

/**
 * A quick send says nothing: "Sending…" shows (and is read out) only when it takes this long, so
 * a screen reader does not announce every tick made with a good connection.
 */
const SENDING_DELAY_MS = 700;

/**
 * Whether the list's changes have reached the server: "Offline — 3 changes waiting to be sent",
 * "Sending…", or nothing once all are sent. Always in the page, so screen readers hear it change.
 */
export function SyncStatus({ waiting, stalled }: { waiting: number; stalled: boolean }) {
  const t = useT('shopping');
  const text = syncText(t, waiting, stalled);
  const sending = isSending(waiting, stalled);
  const [shown, setShown] = useState(sending ? '' : text);
  useEffect(() => {
    if (!sending) {
      setShown(text);
      return;
    }
    const timer = setTimeout(() => setShown(text), SENDING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, sending]);
  return (
    <p role="status" aria-live="polite" className="min-h-5 font-medium text-primary text-sm">
      {shown}
    </p>
  );
}
