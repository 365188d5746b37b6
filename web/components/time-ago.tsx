import { useLanguage, useT } from '@/lib/i18n/texts';
import { exactDateTime, relativeTime } from '@/lib/relative-time';
import { useMinuteTick } from '@/lib/use-now';

/** "5 minutes ago", with the exact date and time in its tooltip and `dateTime`. */
export function TimeAgo({ iso, className }: { iso: string; className?: string }) {
  useMinuteTick();
  const t = useT('common');
  const language = useLanguage();
  return (
    <time dateTime={iso} title={exactDateTime(iso, language)} className={className}>
      {relativeTime(iso, language) ?? t('justNow')}
    </time>
  );
}
