import { describe, expect, it } from 'vitest';
import { joinedDate, profileName } from './profile-text';

describe('joinedDate', () => {
  it('is a long US-English date', () => {
    expect(joinedDate('2025-03-05T12:00:00.000Z')).toBe('March 5, 2025');
    expect(joinedDate('2024-12-31T12:00:00.000Z')).toBe('December 31, 2024');
  });
});

describe('profileName', () => {
  it('prefers the display name, then the first name, then "Chef"', () => {
    expect(profileName({ displayName: ' Rosa ', firstName: 'R' })).toBe('Rosa');
    expect(profileName({ displayName: '  ', firstName: 'Marta' })).toBe('Marta');
    expect(profileName({ displayName: null, firstName: null })).toBe('Chef');
  });
});
