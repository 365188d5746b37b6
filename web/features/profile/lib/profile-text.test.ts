import { describe, expect, it } from 'vitest';
import { browserTexts } from '@/lib/i18n/texts';
import { type AccountT, deviceName, type ProfileT, profileName } from './profile-text';

/** The texts in English, as the tests' setup loads them. */
const accountT: AccountT = (name, values) => browserTexts._(`account.${name}`, values);
const profileT: ProfileT = (name, values) => browserTexts._(`profile.${name}`, values);

describe('profileName', () => {
  it('prefers the display name, then the first name, then "Chef"', () => {
    expect(profileName(profileT, { displayName: ' Rosa ', firstName: 'R' })).toBe('Rosa');
    expect(profileName(profileT, { displayName: '  ', firstName: 'Marta' })).toBe('Marta');
    expect(profileName(profileT, { displayName: null, firstName: null })).toBe('Chef');
  });
});

describe('deviceName', () => {
  it('names the browser and the system, and says so when the user agent did not', () => {
    expect(deviceName(accountT, { browser: 'Firefox 133', system: 'Windows 10' })).toBe(
      'Firefox 133 on Windows 10',
    );
    expect(deviceName(accountT, { browser: null, system: 'Android 14' })).toBe(
      'Unknown browser on Android 14',
    );
    expect(deviceName(accountT, { browser: 'Safari 18', system: null })).toBe(
      'Safari 18 on unknown system',
    );
  });
});
