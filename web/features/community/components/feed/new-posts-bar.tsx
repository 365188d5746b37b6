import { ArrowUp } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/texts';
import { useLiveEvent, useLiveWatch } from '@/lib/live-watch';

/**
 * "N new posts — show" over the top of the feed as others post (decision 048). The feed never
 * moves by itself under the reader: the posts come in when they ask for them. The bar floats (a
 * sticky line of no height), so its coming and going moves nothing either.
 */
export function NewPostsBar({
  newestShown,
  onShow,
}: {
  /** The highest post id on screen: posts up to it are not new. */
  newestShown: number | undefined;
  onShow: () => void;
}) {
  const t = useT('community');
  const [fresh, setFresh] = useState<ReadonlySet<number>>(new Set());
  useLiveWatch({ feed: true });
  useLiveEvent('announcement', (data) => {
    const id = (data as { id?: unknown } | null)?.id;
    if (typeof id !== 'number' || (newestShown !== undefined && id <= newestShown)) return;
    setFresh((known) => (known.has(id) ? known : new Set(known).add(id)));
  });
  // Once the feed shows them, they are not new any more.
  useEffect(() => {
    setFresh((known) => {
      const left = [...known].filter((id) => newestShown === undefined || id > newestShown);
      return left.length === known.size ? known : new Set(left);
    });
  }, [newestShown]);

  return (
    <div className="sticky top-20 z-20 flex h-0 justify-center" aria-live="polite">
      {fresh.size > 0 && (
        <Button
          type="button"
          size="sm"
          className="rounded-full shadow-lg"
          onClick={() => {
            setFresh(new Set());
            onShow();
          }}
        >
          <ArrowUp aria-hidden="true" />
          {t('newPosts', { count: fresh.size })}
        </Button>
      )}
    </div>
  );
}
