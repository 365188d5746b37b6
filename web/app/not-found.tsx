import { paths } from '@contracts/routes';
import { House, RotateCcw } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/texts';

/**
 * The 404 page. With `onRetry`, the page for when the app cannot tell what to show because
 * nothing answers (no connection, and the offline worker kept nothing: decision 029), which is
 * no 404, since the page may well exist: it says so and offers to try again. Both are part of
 * the first screen's download (a screen's own chunk may not be on the device offline): one
 * component keeps them small.
 */
export function NotFound({ onRetry }: { onRetry?: () => void }) {
  const t = useT('common');
  return (
    <section className="mx-auto flex max-w-xl flex-1 flex-col items-center justify-center px-4 py-16 text-center">
      <title>{t(onRetry ? 'offlinePageTitle' : 'notFoundPageTitle')}</title>
      {!onRetry && (
        <p className="font-bold font-serif text-7xl text-primary/80" aria-hidden="true">
          404
        </p>
      )}
      <h1 className="mt-4 font-bold font-serif text-3xl">
        {t(onRetry ? 'offlineTitle' : 'notFoundTitle')}
      </h1>
      <p className="mt-3 text-muted-foreground">{t(onRetry ? 'offlineText' : 'notFoundText')}</p>
      {onRetry ? (
        <Button className="mt-8" onClick={onRetry}>
          <RotateCcw aria-hidden="true" />
          {t('tryAgain')}
        </Button>
      ) : (
        <Button asChild className="mt-8">
          <Link to={paths.home}>
            <House aria-hidden="true" />
            {t('backToHome')}
          </Link>
        </Button>
      )}
    </section>
  );
}
