import { describe, expect, it } from 'vitest';
import { browserTexts } from '@/lib/i18n/texts';
import {
  isSuspended,
  type ModerationT,
  type ReportsT,
  reasonCounts,
  reportsCountText,
  suspensionText,
} from './moderation-text';

/** The moderation and report texts in English, as the tests' setup loads them. */
const t: ModerationT = (name, values) => browserTexts._(`moderation.${name}`, values);
const tr: ReportsT = (name, values) => browserTexts._(`reports.${name}`, values);

const NOW = Date.parse('2025-03-05T12:00:00.000Z');

describe('suspensions', () => {
  it.each([
    'infinity',
    'Infinity',
    '9999-12-31T23:59:59.999Z',
    '+275760-09-13T00:00:00.000Z',
    '10000-01-01T00:00:00Z',
  ])('reads %s as until lifted', (until) => {
    expect(isSuspended(until, NOW)).toBe(true);
    expect(suspensionText(t, 'en', until, NOW)).toBe('Suspended until lifted');
  });

  it('names the end of a suspension that has one', () => {
    expect(suspensionText(t, 'en', '2025-03-12T12:00:00.000Z', NOW)).toMatch(
      /^Suspended until March 12, 2025 at \d+:\d{2} [AP]M$/,
    );
  });

  it.each([null, '2025-03-01T12:00:00.000Z'])('says nothing of %s (none, or over)', (until) => {
    expect(isSuspended(until, NOW)).toBe(false);
    expect(suspensionText(t, 'en', until, NOW)).toBeNull();
  });
});

describe('report counts and reasons', () => {
  it('says 1 report and n reports', () => {
    expect(reportsCountText(t, 1)).toBe('1 report');
    expect(reportsCountText(t, 4)).toBe('4 reports');
  });

  it('lists the reasons given, most given first, with their labels', () => {
    expect(reasonCounts(tr, { other: 1, violence: 0, hate_speech: 3 })).toEqual([
      ['Hate speech or discrimination', 3],
      ['Other', 1],
    ]);
  });
});
