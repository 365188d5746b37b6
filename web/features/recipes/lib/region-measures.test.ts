import { describe, expect, it } from 'vitest';
import { regionMeasures } from './region-measures';

describe('regionMeasures', () => {
  it('reads US measures for the United States, Liberia and Myanmar', () => {
    expect(regionMeasures(['en-US'])).toBe('us');
    expect(regionMeasures(['es-US', 'es'])).toBe('us');
    expect(regionMeasures(['en-LR'])).toBe('us');
    expect(regionMeasures(['my-MM'])).toBe('us');
  });

  it('reads metric for every other region, English ones too', () => {
    expect(regionMeasures(['de-DE'])).toBe('metric');
    expect(regionMeasures(['en-GB'])).toBe('metric');
    expect(regionMeasures(['fr-CA'])).toBe('metric');
    expect(regionMeasures(['es-419'])).toBe('metric');
  });

  it('takes the first language that names a region, skipping ones that do not or cannot be read', () => {
    expect(regionMeasures(['de', 'not a tag', 'en-US', 'de-DE'])).toBe('us');
    expect(regionMeasures(['fr', 'fr-FR', 'en-US'])).toBe('metric');
  });

  it('has none when no language names a region', () => {
    expect(regionMeasures(['en', 'de'])).toBeNull();
    expect(regionMeasures([])).toBeNull();
  });
});
