import type { Recipe } from '@contracts/recipes';
import type { LucideIcon } from 'lucide-react';
import { ChefHat, Clock, Hourglass, Timer, Users } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { useT } from '@/lib/i18n/texts';

/**
 * Recipe Info: prep time, cook time, servings and difficulty, 'N/A' when not set; the total time
 * beside them when the recipe gives one.
 */
export function RecipeInfoCard({ recipe }: { recipe: Recipe }) {
  const t = useT('recipe');
  const notSet = t('notSet');
  const items: { label: string; value: string; icon: LucideIcon }[] = [
    { label: t('prepTime'), value: recipe.prepTime || notSet, icon: Timer },
    { label: t('cookTime'), value: recipe.cookTime || notSet, icon: Clock },
    ...(recipe.totalTime
      ? [{ label: t('totalTime'), value: recipe.totalTime, icon: Hourglass }]
      : []),
    { label: t('servings'), value: recipe.servings?.toString() ?? notSet, icon: Users },
    {
      label: t('difficulty'),
      value: recipe.difficulty ? t('difficultyName', { difficulty: recipe.difficulty }) : notSet,
      icon: ChefHat,
    },
  ];
  return (
    <Card className="p-5">
      <section aria-labelledby="recipe-info-heading">
        <h2 id="recipe-info-heading" className="font-semibold font-serif text-xl">
          {t('recipeInfo')}
        </h2>
        <dl className="mt-4 grid grid-cols-2 gap-4">
          {/* A group of a <dl> may hold only its <dt> and <dd>: the icon sits inside the <dt>,
              placed beside both lines. */}
          {items.map(({ label, value, icon: Icon }) => (
            <div key={label} className="relative pl-7.5">
              <dt className="text-muted-foreground text-xs uppercase tracking-wide">
                <Icon className="absolute top-0.5 left-0 size-5 text-primary" aria-hidden="true" />
                {label}
              </dt>
              <dd className="font-medium">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </Card>
  );
}
