import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { viewportShown } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api';
import { browser } from '@/lib/browser';
import { browserTexts } from '@/lib/i18n/texts';
import type { CommunityT } from './community-text';
import {
  isUnauthorized,
  LOGIN_REDIRECT_DELAY_MS,
  sendToSignIn,
  TOAST_VIEWPORT_WAIT_MS,
} from './unauthorized';

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

  // The first test runs before any viewport was drawn: the promise it waits on is the module's.
  it('waits for the toasts to be on screen, at most 3 s, then goes to /api/login 500 ms later', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    sendToSignIn(t);
    await vi.advanceTimersByTimeAsync(TOAST_VIEWPORT_WAIT_MS + LOGIN_REDIRECT_DELAY_MS - 1);
    expect(assign).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(assign).toHaveBeenCalledWith('/api/login');
  });

  it('goes 500 ms after the toast is on screen, not before', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    sendToSignIn(t);
    await vi.advanceTimersByTimeAsync(200);
    viewportShown();
    await vi.advanceTimersByTimeAsync(LOGIN_REDIRECT_DELAY_MS - 1);
    expect(assign).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(assign).toHaveBeenCalledWith('/api/login');
  });
});
