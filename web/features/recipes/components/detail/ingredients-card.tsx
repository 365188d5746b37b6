import { RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useT } from '@/lib/i18n/texts';
import type { RecipeScale } from '../../lib/use-recipe-scale';
import { ScaleControls } from './scale-controls';

/**
 * The ingredient bullet list, scaled to the servings and units the cook chose (decision 030).
 * Amounts in the steps are prose and stay as written: the card says so.
 */
export function IngredientsCard({ scale }: { scale: RecipeScale }) {
  const t = useT('recipe');
  const scaled = scale.factor !== 1;
  return (
    <Card className="p-5">
      <section aria-labelledby="ingredients-heading">
        <div className="flex items-center justify-between gap-2">
          <h2 id="ingredients-heading" className="font-semibold font-serif text-xl">
            {t('ingredients')}
          </h2>
          {scaled && (
            <Button type="button" variant="ghost" size="sm" onClick={scale.reset}>
              <RotateCcw aria-hidden="true" />
              {t('reset')}
            </Button>
          )}
        </div>
        <ScaleControls scale={scale} />
        <ul className="mt-4 list-disc space-y-2 pl-5 marker:text-primary">
          {scale.scaled.ingredients.map((ingredient, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the same ingredient may appear twice
            <li key={index}>{ingredient}</li>
          ))}
        </ul>
        {scaled && <p className="mt-4 text-muted-foreground text-sm">{t('notScaled')}</p>}
      </section>
    </Card>
  );
}
