import { Timer } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { prepareChime } from '@/lib/chime';
import { useT } from '@/lib/i18n/texts';
import { startTimer } from '@/lib/kitchen-timers';
import { type DurationPart, findDurations, spokenDuration } from '../../lib/step-durations';

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
  const t = useT('recipe');
  const durations = findDurations(step);
  if (durations.length === 0) return null;
  const part: DurationPart = (count, unit) =>
    t(
      unit === 'hour' ? 'durationHours' : unit === 'minute' ? 'durationMinutes' : 'durationSeconds',
      {
        count,
      },
    );
  return (
    <div className="flex flex-wrap gap-2">
      {durations.map(({ text, index, seconds }) => {
        const length = spokenDuration(seconds, part);
        const label = t('timerLabel', { title: recipeTitle, number, text });
        return (
          <Button
            key={index}
            type="button"
            variant="outline"
            size="sm"
            aria-label={t('startTimer', { length, number })}
            onClick={() => {
              // Inside the click: the browser lets the timer sound when it rings.
              prepareChime();
              startTimer(label, seconds);
              toast({
                title: t('timerStarted'),
                description: t('timerStartedText', { length, number }),
              });
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
