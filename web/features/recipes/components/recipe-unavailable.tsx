import { paths } from '@contracts/routes';
import { ArrowLeft, RotateCcw, SearchX, WifiOff } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/texts';

/**
 * The page shown instead of a recipe: missing ('Recipe Not Found'), or not loadable
 * right now (with Try Again), `offline` when no answer came at all. `backLabel` names the way out
 * to My Recipes.
 */
export function RecipeUnavailable({
  notFound,
  offline = false,
  text,
  backLabel,
  onRetry,
}: {
  notFound: boolean;
  offline?: boolean;
  text: string;
  backLabel: string;
  onRetry?: () => void;
}) {
  const t = useT('recipes');
  const title = notFound ? t('notFoundTitle') : offline ? t('offlineTitle') : t('failedTitle');
  const pageTitle = notFound
    ? t('notFoundPageTitle')
    : offline
      ? t('offlinePageTitle')
      : t('failedPageTitle');
  const Icon = offline ? WifiOff : SearchX;
  return (
    <section className="mx-auto flex max-w-xl flex-1 flex-col items-center justify-center px-4 py-16 text-center">
      <title>{pageTitle}</title>
      <span className="flex size-16 items-center justify-center rounded-full bg-accent text-primary">
        <Icon className="size-8" aria-hidden="true" />
      </span>
      <h1 className="mt-6 font-bold font-serif text-3xl">{title}</h1>
      <p className="mt-3 text-muted-foreground">{text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {!notFound && onRetry && (
          <Button variant="outline" onClick={onRetry}>
            <RotateCcw aria-hidden="true" />
            {t('tryAgain')}
          </Button>
        )}
        <Button asChild>
          <Link to={paths.recipes}>
            <ArrowLeft aria-hidden="true" />
            {backLabel}
          </Link>
        </Button>
      </div>
    </section>
  );
}
