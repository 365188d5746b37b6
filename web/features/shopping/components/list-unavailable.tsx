import { paths } from '@contracts/routes';
import { ListX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/texts';

/**
 * A list that cannot be shown: gone (deleted by a member, or never the household's), or never
 * opened on this device and out of reach now, which Retry may mend.
 */
export function ListUnavailable({ missing, onRetry }: { missing: boolean; onRetry: () => void }) {
  const t = useT('shopping');
  const title = missing ? t('listNotFound') : t('listNotLoaded');
  return (
    <section className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center px-4 py-16 text-center">
      <title>{missing ? t('listNotFoundPageTitle') : t('listsPageTitle')}</title>
      <span className="flex size-16 items-center justify-center rounded-full bg-accent text-primary">
        <ListX className="size-8" aria-hidden="true" />
      </span>
      <h1 className="mt-6 font-bold font-serif text-3xl">{title}</h1>
      <p className="mt-3 text-muted-foreground">
        {missing ? t('listMissingText') : t('listNeedsConnection')}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-2">
        {!missing && (
          <Button variant="outline" onClick={onRetry}>
            {t('retry')}
          </Button>
        )}
        <Button asChild>
          <Link to={paths.shopping}>{t('allLists')}</Link>
        </Button>
      </div>
    </section>
  );
}
