import { CalendarPlus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/texts';
import type { PlannedRecipe } from './add-to-plan-dialog';

// The dialog (the plan's contract and its form) loads when a cook first opens it: most visits to
// a recipe never do.
const AddToPlanDialog = lazy(() =>
  import('./add-to-plan-dialog').then((module) => ({ default: module.AddToPlanDialog })),
);

/** "Add to plan" among a recipe's actions: puts it on a day of the household's meal plan. */
export function AddToPlanButton({ recipe }: { recipe: PlannedRecipe }) {
  const t = useT('mealPlan');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <CalendarPlus aria-hidden="true" />
        {t('addToPlan')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <AddToPlanDialog recipe={recipe} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
