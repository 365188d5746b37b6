import { paths } from '@contracts/routes';
import { BookMarked, Plus } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useT } from '@/lib/i18n/texts';
import { useCookbooks } from '../api/cookbook-queries';
import { COOKBOOK_GRID_CLASS, CookbookCard } from './cookbook-card';
import { CookbookFormDialog } from './cookbook-form-dialog';

/** The Cookbooks screen: the cook's cookbooks as cards, and a way to start a new one. */
export function CookbookList() {
  const t = useT('cookbooks');
  const cookbooks = useCookbooks();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const newButton = (
    <Button onClick={() => setCreating(true)}>
      <Plus aria-hidden="true" />
      {t('newCookbook')}
    </Button>
  );

  let body: ReactNode;
  if (cookbooks.isPending) {
    body = (
      <div role="status" className={COOKBOOK_GRID_CLASS}>
        <span className="sr-only">{t('loadingCookbooks')}</span>
        {[1, 2, 3].map((n) => (
          <Skeleton key={n} className="h-64 w-full rounded-2xl" />
        ))}
      </div>
    );
  } else if (cookbooks.isError) {
    body = (
      <EmptyState icon={BookMarked} title={t('listFailed')} headingLevel="h2">
        <Button variant="outline" onClick={() => cookbooks.refetch()}>
          {t('tryAgain')}
        </Button>
      </EmptyState>
    );
  } else if (cookbooks.data.length === 0) {
    body = (
      <EmptyState icon={BookMarked} title={t('emptyTitle')} text={t('emptyText')} headingLevel="h2">
        {newButton}
      </EmptyState>
    );
  } else {
    body = (
      <ul aria-label={t('yourCookbooks')} className={COOKBOOK_GRID_CLASS}>
        {cookbooks.data.map((cookbook, index) => (
          <li key={cookbook.id}>
            <CookbookCard cookbook={cookbook} priority={index === 0} />
          </li>
        ))}
      </ul>
    );
  }

  const count = cookbooks.data?.length;
  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <title>{t('listPageTitle')}</title>
      <header className="flex flex-col items-start gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="font-bold font-serif text-3xl sm:text-4xl">{t('cookbooks')}</h1>
          <p className="mt-1 text-muted-foreground">
            {count ? t('cookbookCount', { count }) : t('listIntro')}
          </p>
        </div>
        {count ? newButton : null}
      </header>
      {body}
      <CookbookFormDialog
        open={creating}
        onOpenChange={setCreating}
        onSaved={(cookbook) => navigate(paths.cookbook(cookbook.id))}
      />
    </div>
  );
}
