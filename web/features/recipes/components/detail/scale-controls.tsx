import { fractionText } from '@contracts/amounts';
import { Minus, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/texts';
import { cn } from '@/lib/utils';
import type { RecipeText } from '../../lib/recipe-t';
import type { UnitSystem } from '../../lib/scaling';
import { MAX_SERVINGS, MULTIPLIERS, type RecipeScale } from '../../lib/use-recipe-scale';
import { RegionMeasuresHint } from './region-measures-hint';

const SYSTEMS: readonly { value: UnitSystem; label: RecipeText }[] = [
  { value: 'original', label: 'asWritten' },
  { value: 'metric', label: 'metric' },
  { value: 'us', label: 'us' },
];

/**
 * How much to make and in which units (decision 030): servings when the recipe gives them (typed,
 * or one at a time with − and +), else a multiplier; units as written, metric or US, and the
 * reader's region's measures offered when the recipe writes the other ones.
 */
export function ScaleControls({ scale }: { scale: RecipeScale }) {
  const t = useT('recipe');
  return (
    <div className="mt-4 flex flex-wrap items-end gap-x-4 gap-y-3">
      {scale.servings === null ? (
        <MultiplierStepper scale={scale} />
      ) : (
        <ServingsStepper scale={scale} />
      )}
      <fieldset className="m-0 min-w-0 border-0 p-0">
        <legend className="mb-1 font-medium text-muted-foreground text-xs">{t('units')}</legend>
        <div className="inline-flex rounded-lg border border-border bg-card p-0.5 shadow-xs">
          {SYSTEMS.map(({ value, label }) => (
            <Button
              key={value}
              type="button"
              variant="ghost"
              size="sm"
              aria-pressed={scale.system === value}
              onClick={() => scale.setSystem(value)}
              className={cn(
                'h-8 px-2.5',
                scale.system === value && 'bg-accent text-primary-strong',
              )}
            >
              {t(label)}
            </Button>
          ))}
        </div>
      </fieldset>
      <RegionMeasuresHint scale={scale} />
    </div>
  );
}

function ServingsStepper({ scale }: { scale: RecipeScale }) {
  const t = useT('recipe');
  const servings = scale.servings ?? 1;
  // What the cook is typing, which may be empty for a moment; the recipe follows valid numbers.
  const [text, setText] = useState(String(servings));
  useEffect(() => setText(String(servings)), [servings]);
  return (
    <div className="space-y-1">
      <label htmlFor="scale-servings" className="block font-medium text-muted-foreground text-xs">
        {t('servings')}
      </label>
      <div className="inline-flex items-center rounded-lg border border-border bg-card shadow-xs">
        <StepButton
          label={t('fewerServings')}
          icon={Minus}
          disabled={servings <= 1}
          onClick={() => scale.setServings(servings - 1)}
        />
        <input
          id="scale-servings"
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_SERVINGS}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            const typed = Number(event.target.value);
            if (event.target.value && Number.isFinite(typed) && typed >= 1)
              scale.setServings(typed);
          }}
          onBlur={() => setText(String(servings))}
          className="h-9 w-12 border-0 bg-transparent text-center font-medium tabular-nums [appearance:textfield] focus-visible:outline-2 focus-visible:outline-ring [&::-webkit-inner-spin-button]:appearance-none"
        />
        <StepButton
          label={t('moreServings')}
          icon={Plus}
          disabled={servings >= MAX_SERVINGS}
          onClick={() => scale.setServings(servings + 1)}
        />
      </div>
    </div>
  );
}

/** The − or + of a stepper: an icon, named for screen readers. */
function StepButton({
  label,
  icon: Icon,
  disabled,
  onClick,
}: {
  label: string;
  icon: typeof Plus;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      className="size-9"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
    >
      <Icon aria-hidden="true" />
    </Button>
  );
}

/** "×1½": how many times the recipe, when it does not say how many it serves. */
const times = (factor: number) => `×${fractionText(factor)}`;

function MultiplierStepper({ scale }: { scale: RecipeScale }) {
  const t = useT('recipe');
  const index = MULTIPLIERS.findIndex((multiplier) => multiplier >= scale.factor);
  const at = index === -1 ? MULTIPLIERS.length - 1 : index;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset cannot lay out as one inline row
    <div role="group" aria-labelledby="scale-amount-label" className="space-y-1">
      <span id="scale-amount-label" className="block font-medium text-muted-foreground text-xs">
        {t('amount')}
      </span>
      <div className="inline-flex items-center rounded-lg border border-border bg-card shadow-xs">
        <StepButton
          label={t('makeLess')}
          icon={Minus}
          disabled={at === 0}
          onClick={() => scale.setFactor(MULTIPLIERS[Math.max(0, at - 1)] ?? 1)}
        />
        <output aria-live="polite" className="w-12 text-center font-medium tabular-nums">
          {times(scale.factor)}
        </output>
        <StepButton
          label={t('makeMore')}
          icon={Plus}
          disabled={at === MULTIPLIERS.length - 1}
          onClick={() =>
            scale.setFactor(MULTIPLIERS[Math.min(MULTIPLIERS.length - 1, at + 1)] ?? 1)
          }
        />
      </div>
    </div>
  );
}
