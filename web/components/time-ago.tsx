import { exactDateTime, relativeTime } from '@/lib/relative-time';
import { useMinuteTick } from '@/lib/use-now';

/** "5 minutes ago", with the exact date and time in its tooltip and `dateTime`. */
export function TimeAgo({ iso, className }: { iso: string; className?: string }) {
  useMinuteTick();
  return (
    <time dateTime={iso} title={exactDateTime(iso)} className={className}>
      {relativeTime(iso)}
    </time>
  );
}
