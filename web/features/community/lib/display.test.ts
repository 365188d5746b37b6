import { describe, expect, it } from 'vitest';
import { browserTexts } from '@/lib/i18n/texts';
import type { CommunityT } from './community-text';
import {
  authorName,
  commentReportTitle,
  commentsLabel,
  formatBytes,
  likesLabel,
  repliesLabel,
} from './display';

/** The community texts in English, as the tests' setup loads them. */
const t: CommunityT = (name, values) => browserTexts._(`community.${name}`, values);

describe('labels', () => {
  it('says 1 Like, n Likes', () => {
    expect(likesLabel(t, 0)).toBe('0 Likes');
    expect(likesLabel(t, 1)).toBe('1 Like');
    expect(likesLabel(t, 2)).toBe('2 Likes');
  });

  it('counts comments and replies in the singular and plural', () => {
    expect(commentsLabel(t, 1)).toBe('1 Comment');
    expect(commentsLabel(t, 12)).toBe('12 Comments');
    expect(repliesLabel(t, 1)).toBe('View 1 reply');
    expect(repliesLabel(t, 3)).toBe('View 3 replies');
  });
});

describe('authorName', () => {
  it('prefers the display name, then the real name', () => {
    expect(authorName(t, { displayName: ' Chef Ada ', firstName: 'Ada', lastName: 'Cook' })).toBe(
      'Chef Ada',
    );
    expect(authorName(t, { displayName: ' ', firstName: 'Ada', lastName: 'Cook' })).toBe(
      'Ada Cook',
    );
    expect(authorName(t, { displayName: null, firstName: null, lastName: null })).toBe(
      'Community member',
    );
  });
});

describe('commentReportTitle', () => {
  it('cuts the text to 50 characters', () => {
    expect(commentReportTitle('x'.repeat(80))).toBe('x'.repeat(50));
    expect(commentReportTitle('  short  ')).toBe('short');
  });

  it('never splits an emoji', () => {
    expect(commentReportTitle(`${'a'.repeat(49)}🍅🍅`)).toBe(`${'a'.repeat(49)}🍅`);
  });
});

describe('formatBytes', () => {
  it('speaks in KB below a megabyte and in MB with one decimal above', () => {
    expect(formatBytes(0)).toBe('0 KB');
    expect(formatBytes(840 * 1024)).toBe('840 KB');
    expect(formatBytes(12.5 * 1024 * 1024)).toBe('12.5 MB');
  });
});
