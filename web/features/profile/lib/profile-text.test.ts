import { describe, expect, it } from 'vitest';
import { deviceName, longDate, profileName } from './profile-text';

describe('longDate', () => {
  it('is a long US-English date', () => {
    expect(longDate('2025-03-05T12:00:00.000Z')).toBe('March 5, 2025');
    expect(longDate('2024-12-31T12:00:00.000Z')).toBe('December 31, 2024');
  });
});

describe('profileName', () => {
  it('prefers the display name, then the first name, then "Chef"', () => {
    expect(profileName({ displayName: ' Rosa ', firstName: 'R' })).toBe('Rosa');
    expect(profileName({ displayName: '  ', firstName: 'Marta' })).toBe('Marta');
    expect(profileName({ displayName: null, firstName: null })).toBe('Chef');
  });
});

describe('deviceName', () => {
  it('names the browser and the system, and says so when the user agent did not', () => {
    expect(deviceName({ browser: 'Firefox 133', system: 'Windows 10' })).toBe(
      'Firefox 133 on Windows 10',
    );
    expect(deviceName({ browser: null, system: 'Android 14' })).toBe(
      'Unknown browser on Android 14',
    );
    expect(deviceName({ browser: 'Safari 18', system: null })).toBe('Safari 18 on unknown system');
  });
});
