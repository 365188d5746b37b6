import { type TouchEvent, useRef } from 'react';

/** How far a finger must travel sideways, in CSS pixels, to count as a swipe. */
const SWIPE_PX = 60;

/**
 * Touch handlers that call `onSwipeLeft` or `onSwipeRight` for a clear sideways swipe: long
 * enough, and at least twice as far across as up or down, so scrolling the page never counts.
 */
export function useSwipe(onSwipeLeft: () => void, onSwipeRight: () => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onTouchStart: (event: TouchEvent) => {
      const touch = event.touches[0];
      // A second finger is a pinch, not a swipe.
      start.current =
        touch && event.touches.length === 1 ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchEnd: (event: TouchEvent) => {
      const from = start.current;
      const touch = event.changedTouches[0];
      start.current = null;
      if (!from || !touch) return;
      const dx = touch.clientX - from.x;
      const dy = touch.clientY - from.y;
      if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < 2 * Math.abs(dy)) return;
      if (dx < 0) onSwipeLeft();
      else onSwipeRight();
    },
  };
}
