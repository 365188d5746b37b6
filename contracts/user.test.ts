import { describe, expect, it } from 'vitest';
import { hasDisplayName, initials } from './user.js';

describe('initials', () => {
  it('takes the first letter of each display-name word, upper-cased', () => {
    expect(initials('Ada Lovelace')).toBe('AL');
    expect(initials('ada lovelace')).toBe('AL');
    expect(initials('émile zola')).toBe('ÉZ');
  });

  it('keeps at most two letters', () => {
    expect(initials('Ada King Lovelace')).toBe('AK');
    expect(initials('a b c d e')).toBe('AB');
  });

  it('gives one letter for a one-word name', () => {
    expect(initials('Ada')).toBe('A');
    expect(initials('x')).toBe('X');
  });

  it('ignores surrounding and repeated whitespace of any kind', () => {
    expect(initials('  ada   lovelace  ')).toBe('AL');
    expect(initials('ada\tlovelace\n')).toBe('AL');
  });

  it("falls back to 'U' for a missing, empty or blank name", () => {
    expect(initials(undefined)).toBe('U');
    expect(initials(null)).toBe('U');
    expect(initials('')).toBe('U');
    expect(initials('   ')).toBe('U');
    expect(initials('\t\n ')).toBe('U');
  });

  // A word starting with an emoji must not be cut in the middle of the character (a lone
  // surrogate renders as a replacement box in the avatar).
  it('never splits a character made of two UTF-16 code units', () => {
    expect(initials('🍕 Lover')).toBe('🍕L');
    expect(initials('Chef 🍕')).toBe('C🍕');
  });
});

describe('hasDisplayName', () => {
  it('is true for a user with a non-blank display name', () => {
    expect(hasDisplayName({ displayName: 'Ada' })).toBe(true);
    expect(hasDisplayName({ displayName: '  Ada  ' })).toBe(true);
  });

  it('is false when the display name is blank after trimming', () => {
    expect(hasDisplayName({ displayName: '' })).toBe(false);
    expect(hasDisplayName({ displayName: '   ' })).toBe(false);
    expect(hasDisplayName({ displayName: '\t\n' })).toBe(false);
  });

  it('is false when there is no display name or no user', () => {
    expect(hasDisplayName({ displayName: null })).toBe(false);
    expect(hasDisplayName({})).toBe(false);
    expect(hasDisplayName(null)).toBe(false);
    expect(hasDisplayName(undefined)).toBe(false);
  });
});
