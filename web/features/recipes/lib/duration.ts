const PART = /(\d+(?:[.,]\d+)?)\s*(hours?|hrs?|h|minutes?|mins?|m)\b/gi;
const ONLY_PARTS = /^\s*(\d+(?:[.,]\d+)?\s*(hours?|hrs?|h|minutes?|mins?|m)\b[\s,]*)+$/i;

/**
 * A duration in minutes or hours is shown short: '15 minutes' → '15m', '2 hours' → '2h',
 * '1 hour 30 minutes' → '1h 30m'. Any other text ('about 20 minutes', 'overnight') is shown as is,
 * so nothing the cook wrote is lost.
 */
export function shortenDuration(text: string): string {
  if (!ONLY_PARTS.test(text)) return text.trim();
  return Array.from(text.matchAll(PART), ([, amount, unit]) => {
    const suffix = unit?.toLowerCase().startsWith('h') ? 'h' : 'm';
    return `${amount}${suffix}`;
  }).join(' ');
}
