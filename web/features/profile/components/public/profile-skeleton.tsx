import { Skeleton } from '@/components/ui/skeleton';
import { useT } from '@/lib/i18n/texts';

/** The profile page while it loads. */
export function ProfileSkeleton() {
  const t = useT('profile');
  return (
    <div role="status" className="mx-auto w-full max-w-6xl space-y-8 px-4 py-8 sm:px-6 sm:py-10">
      <span className="sr-only">{t('loadingProfile')}</span>
      <div className="flex flex-col gap-6 rounded-3xl border border-border p-8 sm:flex-row">
        <Skeleton className="size-28 rounded-full" />
        <div className="flex-1 space-y-3">
          <Skeleton className="h-10 w-2/3" />
          <Skeleton className="h-5 w-full max-w-xl" />
          <Skeleton className="h-12 w-full max-w-md" />
        </div>
      </div>
      <Skeleton className="h-10 w-64" />
      <RecipeGridSkeleton />
    </div>
  );
}

export function RecipeGridSkeleton({ count = 3 }: { count?: number }) {
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders
        <Skeleton key={index} className="h-72 w-full rounded-2xl" />
      ))}
    </div>
  );
}
