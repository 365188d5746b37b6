import { useT } from '@/lib/i18n/texts';
import { cn } from '@/lib/utils';
import { StepTimers } from './step-timers';

/**
 * The numbered instructions. With voice mode on, the step last read is highlighted and marked as
 * the current step.
 */
export function InstructionsSection({
  instructions,
  currentStep,
  recipeTitle,
}: {
  instructions: readonly string[];
  /** 1-based; 0 for none. */
  currentStep: number;
  /** Names the timers a step starts. */
  recipeTitle: string;
}) {
  const t = useT('recipe');
  return (
    <section aria-labelledby="instructions-heading">
      <h2 id="instructions-heading" className="font-bold font-serif text-2xl">
        {t('instructions')}
      </h2>
      <ol className="mt-4 grid gap-3">
        {instructions.map((step, index) => {
          const current = index + 1 === currentStep;
          return (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: steps are positional
              key={index}
              aria-current={current ? 'step' : undefined}
              className={cn(
                'flex gap-4 rounded-2xl border bg-card p-4 shadow-sm transition-colors',
                current ? 'border-primary ring-2 ring-accent-border' : 'border-border',
              )}
            >
              <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-sm text-primary-foreground">
                {index + 1}
              </span>
              <div className="grid min-w-0 gap-3 pt-1">
                <p className="whitespace-pre-line leading-relaxed">{step}</p>
                <StepTimers step={step} number={index + 1} recipeTitle={recipeTitle} />
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
