import { describe, expect, it } from 'vitest';
import { capitalised, clip, collapseWhitespace, plainLines, splitLines } from './text.js';

describe('text helpers', () => {
  it('collapses every run of whitespace, line breaks and non-breaking spaces too', () => {
    expect(collapseWhitespace('  Mac\u00a0 &\n\tCheese  ')).toBe('Mac & Cheese');
    expect(collapseWhitespace(' \n ')).toBe('');
  });

  it('splits lines at CRLF, LF and CR, mixed, keeping blank ones', () => {
    expect(splitLines('a\r\nb\nc\rd\n\ne')).toEqual(['a', 'b', 'c', 'd', '', 'e']);
    expect(splitLines('')).toEqual(['']);
  });

  it('gives plain lines collapsed, without blank ones', () => {
    expect(plainLines('  1  egg \r\n\r\n\t2 cups\rflour  \n')).toEqual([
      '1 egg',
      '2 cups',
      'flour',
    ]);
  });

  it('clips with an ellipsis only what is too long', () => {
    expect(clip('short', 10)).toBe('short');
    expect(clip('a long title', 7)).toBe('a long…');
  });

  it('capitalises the first letter only', () => {
    expect(capitalised('wine pairing')).toBe('Wine pairing');
    expect(capitalised('')).toBe('');
  });
});
