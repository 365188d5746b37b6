import { describe, expect, it } from 'vitest';
import { feedUrl, userAnnouncementsUrl } from './api-urls.js';

describe('feed addresses', () => {
  const params = { scope: 'personal', q: '', sort: 'newest', filter: 'all' } as const;

  it('continue after a post, or start at the top', () => {
    expect(feedUrl(params, 42)).toBe(
      '/api/announcements/feed?limit=20&sort=newest&filter=all&before=42',
    );
    expect(feedUrl(params)).toBe('/api/announcements/feed?limit=20&sort=newest&filter=all');
  });

  it('start at the top for the first page of a page the server drew (its cursor came back null)', () => {
    expect(feedUrl(params, null)).not.toContain('before');
    expect(userAnnouncementsUrl('u1', null)).toBe('/api/announcements/user/u1?limit=20');
  });
});
