import { Skeleton } from '@/components/ui/skeleton';
import { useT } from '@/lib/i18n/texts';

/** The rough shape of a post card, so the page does not jump when the real cards arrive. */
export function PostCardSkeleton() {
  return (
    <div className="grid gap-3 rounded-2xl border border-border bg-card p-4 shadow-sm sm:p-5">
      <div className="flex items-center gap-3">
        <Skeleton className="size-10 rounded-full" />
        <div className="grid gap-2">
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-3 w-20" />
        </div>
      </div>
      <Skeleton className="h-6 w-2/3" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-5/6" />
      <Skeleton className="aspect-[16/10] w-full rounded-xl" />
      <div className="flex gap-2 pt-1">
        <Skeleton className="h-9 w-24" />
        <Skeleton className="h-9 w-32" />
      </div>
    </div>
  );
}

/** `count` placeholder cards, announced once as loading. */
export function PostListSkeleton({
  count,
  className,
  label,
}: {
  count: number;
  className?: string;
  /** Said to screen readers: 'Loading posts…' unless given. */
  label?: string;
}) {
  const t = useT('community');
  return (
    <div role="status" className={className}>
      <span className="sr-only">{label ?? t('loadingPosts')}</span>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders never reorder
        <PostCardSkeleton key={index} />
      ))}
    </div>
  );
}
