import { Skeleton } from '@/components/ui/skeleton';

/** The recipe grid: one column on phones, two on tablets, four on desktops. */
export const RECIPE_GRID_CLASS = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-4';

export function RecipeCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-2xl border border-border bg-card shadow-sm">
      <Skeleton className="aspect-[4/3] w-full rounded-none" />
      <div className="space-y-3 p-4">
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-9 w-full" />
      </div>
    </div>
  );
}

/** `count` placeholder cards in the recipe grid, announced once as loading. */
export function RecipeGridSkeleton({ count, label }: { count: number; label: string }) {
  return (
    <div role="status">
      <span className="sr-only">{label}</span>
      <ul aria-hidden="true" className={RECIPE_GRID_CLASS}>
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders never reorder
          <li key={index} data-testid="recipe-card-skeleton">
            <RecipeCardSkeleton />
          </li>
        ))}
      </ul>
    </div>
  );
}
