import { useMemo } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/texts';
import { useRegionMeasures } from '../../lib/region-measures';
import { systemsWritten } from '../../lib/scaling';
import type { RecipeScale } from '../../lib/use-recipe-scale';

/**
 * The region's measures, one tap away (decision 049): a recipe opens as written, and when it
 * weighs in grams for a reader in the US, or measures in cups elsewhere, this offers the
 * reader's own. Choosing it is remembered like the Units buttons it sets.
 */
export function RegionMeasuresHint({ scale }: { scale: RecipeScale }) {
  const t = useT('recipe');
  const region = useRegionMeasures();
  const { ingredients } = scale.scaled;
  const written = useMemo(() => systemsWritten(ingredients), [ingredients]);
  const foreign = region !== null && [...written].some((system) => system !== region);
  if (!foreign || scale.system !== 'original' || region === null) return null;
  return (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      className="h-8 px-2 text-primary-strong underline underline-offset-4"
      onClick={() => scale.setSystem(region)}
    >
      {t(region === 'us' ? 'showInUs' : 'showInMetric')}
    </Button>
  );
}
