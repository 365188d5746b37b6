import type { MeasureSystem } from '@contracts/units';
import { useSyncExternalStore } from 'react';

/** The regions that cook in US customary measures (cups, ounces); the rest of the world weighs. */
const US_MEASURES = new Set(['US', 'LR', 'MM']);

/**
 * The measures of the reader's region, from the first of the browser's languages that names one
 * ("en-US" → US, "de-DE" or "en-GB" → metric); null when none does ("en", "de").
 */
export function regionMeasures(languages: readonly string[]): MeasureSystem | null {
  for (const tag of languages) {
    let region: string | undefined;
    try {
      region = new Intl.Locale(tag).region;
    } catch {
      continue;
    }
    if (region) return US_MEASURES.has(region) ? 'us' : 'metric';
  }
  return null;
}

const unchanging = () => () => {};

/**
 * The reader's measures, once in the browser: the server's render cannot know the device's
 * region, so it and the first render that adopts its HTML have none.
 */
export function useRegionMeasures(): MeasureSystem | null {
  return useSyncExternalStore(
    unchanging,
    () => regionMeasures(navigator.languages ?? [navigator.language]),
    () => null,
  );
}
