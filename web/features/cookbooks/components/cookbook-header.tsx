import type { Cookbook } from '@contracts/cookbooks';
import { paths } from '@contracts/routes';
import { ArrowLeft, Globe, ListFilter, Lock, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/texts';
import { PublicBadge } from './cookbook-card';

/**
 * A cookbook's title block: name, description, size and visibility; for its owner, the way back
 * to the list and the actions on the cookbook itself.
 */
export function CookbookHeader({
  cookbook,
  isOwner,
  onEdit,
  onDelete,
  onTogglePublic,
  toggling,
}: {
  cookbook: Cookbook;
  isOwner: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onTogglePublic: () => void;
  toggling: boolean;
}) {
  const t = useT('cookbooks');
  return (
    <header className="space-y-4">
      {isOwner && (
        <Link
          to={paths.cookbooks}
          className="inline-flex items-center gap-1.5 rounded-md font-medium text-primary text-sm hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t('backToCookbooks')}
        </Link>
      )}
      <div className="space-y-2">
        <h1 className="text-balance font-bold font-serif text-3xl sm:text-4xl">{cookbook.name}</h1>
        {cookbook.description && (
          <p className="max-w-3xl whitespace-pre-line text-muted-foreground">
            {cookbook.description}
          </p>
        )}
        <p className="flex items-center gap-2 text-muted-foreground text-sm">
          {t('recipeCount', { count: cookbook.recipeCount })}
          {cookbook.isPublic && <PublicBadge />}
        </p>
      </div>
      {isOwner && (
        <fieldset className="m-0 flex min-w-0 flex-wrap gap-2 border-0 p-0">
          <legend className="sr-only">{t('actions')}</legend>
          <Button variant="outline" onClick={onEdit}>
            <Pencil aria-hidden="true" />
            {t('edit')}
          </Button>
          <Button variant="outline" onClick={onTogglePublic} disabled={toggling}>
            {cookbook.isPublic ? <Lock aria-hidden="true" /> : <Globe aria-hidden="true" />}
            {cookbook.isPublic ? t('makePrivate') : t('makePublic')}
          </Button>
          <Button asChild variant="outline">
            <Link to={`${paths.recipes}?cookbook=${cookbook.id}`}>
              <ListFilter aria-hidden="true" />
              {t('openInMyRecipes')}
            </Link>
          </Button>
          <Button
            variant="outline"
            className="text-destructive hover:bg-destructive-soft"
            onClick={onDelete}
          >
            <Trash2 aria-hidden="true" />
            {t('delete')}
          </Button>
        </fieldset>
      )}
    </header>
  );
}
