import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { makeUser } from '@/test/render-app';
import { useCurrentUser } from './current-user';

function renderCurrentUser(answer: Response) {
  const fetchMock = vi.fn(async () => answer);
  vi.stubGlobal('fetch', fetchMock);
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { fetchMock, ...renderHook(() => useCurrentUser(), { wrapper }) };
}

describe('useCurrentUser', () => {
  it('loads the signed-in user from /api/auth/user', async () => {
    const user = makeUser();
    const { result, fetchMock } = renderCurrentUser(Response.json(user));
    expect(result.current).toMatchObject({ user: null, isLoading: true, unreachable: false });
    await waitFor(() => expect(result.current).toMatchObject({ user, isLoading: false }));
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/user',
      expect.objectContaining({ credentials: 'include' }),
    );
  });

  it.each([
    ['a 401', new Response('{"message":"Unauthorized"}', { status: 401 })],
    ['an empty answer', new Response('')],
    ['a server error', new Response('oops', { status: 500 })],
    ['an answer that is not a user', Response.json({ id: 1 })],
  ])('counts %s as signed out, without retrying', async (_label, answer) => {
    const { result, fetchMock } = renderCurrentUser(answer);
    await waitFor(() => expect(result.current).toMatchObject({ user: null, isLoading: false }));
    expect(result.current.unreachable).toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('says when no answer came at all, and asks again on retry', async () => {
    const user = makeUser();
    const fetchMock = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(Response.json(user));
    vi.stubGlobal('fetch', fetchMock);
    const queryClient = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useCurrentUser(), { wrapper });
    await waitFor(() =>
      expect(result.current).toMatchObject({ user: null, isLoading: false, unreachable: true }),
    );
    result.current.retry();
    await waitFor(() => expect(result.current).toMatchObject({ user, unreachable: false }));
  });
});
