import { Timer } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { prepareChime } from '@/lib/chime';
import { startTimer } from '@/lib/kitchen-timers';
import { findDurations, spokenDuration } from '../../lib/step-durations';

/**
 * A start-timer button for each length of time a step names ("simmer for 10 minutes"); the timer
 * runs in the tray over every screen until it rings.
 */
export function StepTimers({
  step,
  number,
  recipeTitle,
}: {
  step: string;
  number: number;
  recipeTitle: string;
}) {
  const durations = findDurations(step);
  if (durations.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {durations.map(({ text, index, seconds }) => {
        const length = spokenDuration(seconds);
        const label = `${recipeTitle}, step ${number}: ${text}`;
        return (
          <Button
            key={index}
            type="button"
            variant="outline"
            size="sm"
            aria-label={`Start a timer for ${length}, step ${number}`}
            onClick={() => {
              // Inside the click: the browser lets the timer sound when it rings.
              prepareChime();
              startTimer(label, seconds);
              toast({ title: 'Timer started', description: `${length} for step ${number}` });
            }}
          >
            <Timer aria-hidden="true" />
            {text}
          </Button>
        );
      })}
    </div>
  );
}
