import { Skeleton } from '@/components/ui/skeleton';
import { useT } from '@/lib/i18n/texts';

/** Shown while a screen or the sign-in state loads: the rough shape of a page, announced once. */
export function PageLoading() {
  const t = useT('common');
  return (
    <div role="status" className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6">
      <span className="sr-only">{t('loading')}</span>
      <Skeleton className="h-9 w-64 max-w-full" />
      <Skeleton className="mt-3 h-5 w-96 max-w-full" />
      <div className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Skeleton className="h-32" />
        <Skeleton className="h-32" />
        <Skeleton className="h-32" />
        <Skeleton className="h-32" />
      </div>
    </div>
  );
}
