import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { NavItem } from './nav-items';

/** The digit of a key press, by physical key first so layouts that shift digits (AZERTY) work. */
function pressedDigit(event: KeyboardEvent): string {
  return /^(?:Digit|Numpad)(\d)$/.exec(event.code)?.[1] ?? event.key;
}

/** Ctrl or Cmd + digit goes to the matching item; items needing a display name stay shut without one. */
export function useNavShortcuts(items: readonly NavItem[], hasDisplayName: boolean): void {
  const navigate = useNavigate();

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
      const digit = pressedDigit(event);
      const item = items.find((candidate) => candidate.shortcut === digit);
      if (!item || (item.needsDisplayName && !hasDisplayName)) return;
      event.preventDefault();
      navigate(item.to);
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [items, hasDisplayName, navigate]);
}
