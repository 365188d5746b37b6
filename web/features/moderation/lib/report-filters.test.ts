import { describe, expect, it } from 'vitest';
import { readReportsQuery, writeReportsQuery } from './report-filters';

const read = (search: string) => readReportsQuery(new URLSearchParams(search));

describe('the Moderation screen address', () => {
  it('reads the pending reports of every kind, page 1, by default', () => {
    expect(read('')).toEqual({ status: 'pending', page: 1 });
  });

  it('reads a status, a kind and a page', () => {
    expect(read('status=dismissed&type=user&page=3')).toEqual({
      status: 'dismissed',
      contentType: 'user',
      page: 3,
    });
  });

  it.each(['status=gone&type=photo&page=0', 'page=-2', 'page=1.5', 'page=abc', 'page=1001'])(
    'reads what the server would refuse in %s as the defaults',
    (search) => {
      expect(read(search)).toEqual({ status: 'pending', page: 1 });
    },
  );

  it('writes only what differs from the defaults', () => {
    expect(String(writeReportsQuery({ status: 'pending', page: 1 }))).toBe('');
    expect(String(writeReportsQuery({ status: 'actioned', contentType: 'comment', page: 2 }))).toBe(
      'status=actioned&type=comment&page=2',
    );
  });
});
