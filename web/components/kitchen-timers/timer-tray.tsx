import { AlarmClock, Pause, Play, X } from 'lucide-react';
import { useEffect, useEffectEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { chime } from '@/lib/chime';
import { useT } from '@/lib/i18n/texts';
import {
  cancelTimer,
  type KitchenTimer,
  onTimerDone,
  pauseTimer,
  remainingMs,
  resumeTimer,
  useKitchenTimers,
} from '@/lib/kitchen-timers';
import { cn } from '@/lib/utils';

/** "9:59", "1:05:00". */
function clock(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours
    ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}`
    : `${minutes}:${seconds}`;
}

/** Re-renders every second while a timer runs. */
function useSecondTick(running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, [running]);
  return now;
}

/** Says a rung timer aloud, where the browser can speak. */
function speak(text: string): void {
  const synth = globalThis.speechSynthesis;
  if (!synth || typeof SpeechSynthesisUtterance !== 'function') return;
  synth.speak(new SpeechSynthesisUtterance(text));
}

function TimerRow({ timer, now }: { timer: KitchenTimer; now: number }) {
  const t = useT('timers');
  const done = timer.state === 'done';
  const label = { label: timer.label };
  return (
    <li
      className={cn(
        'flex items-center gap-3 rounded-xl border bg-card px-3 py-2 shadow-sm',
        done ? 'border-primary ring-2 ring-accent-border' : 'border-border',
      )}
    >
      <AlarmClock
        className={cn(
          'size-5 shrink-0',
          done ? 'text-primary motion-safe:animate-bounce' : 'text-muted-foreground',
        )}
        aria-hidden="true"
      />
      <div className="grid min-w-0 flex-1">
        <span className="truncate text-sm text-foreground">{timer.label}</span>
        <span className="font-semibold tabular-nums text-foreground">
          {done ? t('done') : clock(remainingMs(timer, now))}
          {timer.state === 'paused' && (
            <span className="ml-2 font-normal text-muted-foreground text-xs">{t('paused')}</span>
          )}
        </span>
      </div>
      {!done && (
        // One button that pauses a running timer and resumes a paused one.
        <Button
          type="button"
          variant="outline"
          size="icon"
          aria-label={t(timer.state === 'running' ? 'pause' : 'resume', label)}
          onClick={() => (timer.state === 'running' ? pauseTimer : resumeTimer)(timer.id)}
        >
          {timer.state === 'running' ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
        </Button>
      )}
      <Button
        type="button"
        variant={done ? 'default' : 'ghost'}
        size="icon"
        aria-label={t(done ? 'dismiss' : 'cancel', label)}
        onClick={() => cancelTimer(timer.id)}
      >
        <X aria-hidden="true" />
      </Button>
    </li>
  );
}

/**
 * The kitchen timers, over every screen (bottom-left; the width of a phone): what each has left,
 * pause, resume and cancel by mouse or keyboard, and when one rings, a chime, its name spoken and
 * announced to screen readers. Loaded only once a timer has been started.
 */
export function TimerTray() {
  const timers = useKitchenTimers();
  const now = useSecondTick(timers.some((timer) => timer.state === 'running'));
  const [announcement, setAnnouncement] = useState('');
  const t = useT('timers');

  // In the language on screen when the timer rings.
  const ring = useEffectEvent((timer: KitchenTimer) => {
    const text = t('timerDone', { label: timer.label });
    chime();
    speak(text);
    setAnnouncement(text);
  });
  useEffect(() => onTimerDone((timer) => ring(timer)), []);

  return (
    <>
      {/* Room below the page's end, so the tray never hides its last lines. */}
      <div aria-hidden="true" style={{ height: `${timers.length * 4 + 1.5}rem` }} />
      <section
        aria-label={t('tray')}
        className="fixed right-0 bottom-0 left-0 z-40 p-3 sm:right-auto sm:w-96"
      >
        <ul className="grid gap-2">
          {timers.map((timer) => (
            <TimerRow key={timer.id} timer={timer} now={now} />
          ))}
        </ul>
        <p className="sr-only" aria-live="assertive">
          {announcement}
        </p>
      </section>
    </>
  );
}
