import type { Recipe } from '@contracts/recipes';
import type { LucideIcon } from 'lucide-react';
import { ChefHat, Clock, Timer, Users } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { difficultyLabel } from '../difficulty-badge';

/** Recipe Info (SPEC §2): prep time, cook time, servings and difficulty; 'N/A' when not set. */
export function RecipeInfoCard({ recipe }: { recipe: Recipe }) {
  const items: { label: string; value: string; icon: LucideIcon }[] = [
    { label: 'Prep Time', value: recipe.prepTime || 'N/A', icon: Timer },
    { label: 'Cook Time', value: recipe.cookTime || 'N/A', icon: Clock },
    { label: 'Servings', value: recipe.servings?.toString() ?? 'N/A', icon: Users },
    {
      label: 'Difficulty',
      value: recipe.difficulty ? difficultyLabel(recipe.difficulty) : 'N/A',
      icon: ChefHat,
    },
  ];
  return (
    <Card className="p-5">
      <section aria-labelledby="recipe-info-heading">
        <h2 id="recipe-info-heading" className="font-semibold font-serif text-xl">
          Recipe Info
        </h2>
        <dl className="mt-4 grid grid-cols-2 gap-4">
          {items.map(({ label, value, icon: Icon }) => (
            <div key={label} className="flex items-start gap-2.5">
              <Icon className="mt-0.5 size-5 shrink-0 text-orange-700" aria-hidden="true" />
              <div>
                <dt className="text-stone-500 text-xs uppercase tracking-wide">{label}</dt>
                <dd className="font-medium">{value}</dd>
              </div>
            </div>
          ))}
        </dl>
      </section>
    </Card>
  );
}
