import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api';
import { browser } from '@/lib/browser';
import { browserTexts } from '@/lib/i18n/texts';
import type { CommunityT } from './community-text';
import { isUnauthorized, LOGIN_REDIRECT_DELAY_MS, sendToSignIn } from './unauthorized';

/** The community texts in English, as the tests' setup loads them. */
const t: CommunityT = (name, values) => browserTexts._(`community.${name}`, values);

describe('isUnauthorized', () => {
  it('is true for a 401 failure that says Unauthorized', () => {
    expect(isUnauthorized(new ApiError(401, '401: {"message":"Unauthorized"}'))).toBe(true);
    expect(isUnauthorized(new Error('401: Unauthorized'))).toBe(true);
  });

  it('is false for other failures', () => {
    expect(isUnauthorized(new ApiError(403, '403: {"message":"Unauthorized"}'))).toBe(false);
    expect(isUnauthorized(new ApiError(401, '401: {"message":"Invalid email or password"}'))).toBe(
      false,
    );
    expect(isUnauthorized(new Error('Failed: 401 Unauthorized'))).toBe(false);
    expect(isUnauthorized(undefined)).toBe(false);
  });
});

describe('sendToSignIn', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('goes to /api/login after 500 ms, not before', () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    sendToSignIn(t);
    vi.advanceTimersByTime(LOGIN_REDIRECT_DELAY_MS - 1);
    expect(assign).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(assign).toHaveBeenCalledWith('/api/login');
  });
});
