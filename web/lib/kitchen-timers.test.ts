import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  cancelTimer,
  type KitchenTimer,
  onTimerDone,
  pauseTimer,
  remainingMs,
  resumeTimer,
  startTimer,
} from './kitchen-timers';

const kept = (): KitchenTimer[] => JSON.parse(sessionStorage.getItem('simmer:timers') ?? '[]');

describe('kitchen timers', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-24T12:00:00Z'));
  });
  afterEach(() => {
    for (const timer of kept()) cancelTimer(timer.id);
    vi.useRealTimers();
  });

  it('run several at once and ring each when it is due, once', () => {
    const rang: string[] = [];
    const stop = onTimerDone((timer) => rang.push(timer.label));
    startTimer('Pasta', 600);
    startTimer('Sauce', 60);
    vi.advanceTimersByTime(59_000);
    expect(rang).toEqual([]);
    vi.advanceTimersByTime(1_000);
    expect(rang).toEqual(['Sauce']);
    vi.advanceTimersByTime(540_000);
    expect(rang).toEqual(['Sauce', 'Pasta']);
    expect(kept().map((timer) => timer.state)).toEqual(['done', 'done']);
    stop();
  });

  it('pause, resume where they were, and cancel without ringing', () => {
    const rang: string[] = [];
    const stop = onTimerDone((timer) => rang.push(timer.label));
    const id = startTimer('Rice', 300);
    vi.advanceTimersByTime(100_000);
    pauseTimer(id);
    vi.advanceTimersByTime(1_000_000);
    expect(rang).toEqual([]);
    const [paused] = kept();
    expect(paused?.state).toBe('paused');
    expect(remainingMs(paused as KitchenTimer)).toBe(200_000);
    resumeTimer(id);
    vi.advanceTimersByTime(199_000);
    expect(remainingMs(kept()[0] as KitchenTimer)).toBe(1_000);
    cancelTimer(id);
    vi.advanceTimersByTime(5_000);
    expect(rang).toEqual([]);
    expect(kept()).toEqual([]);
    stop();
  });

  it('are kept for the tab, so a reload or another recipe does not lose them', () => {
    startTimer('Bread', 3600);
    expect(kept()).toEqual([
      expect.objectContaining({ label: 'Bread', state: 'running', durationMs: 3_600_000 }),
    ]);
  });
});
