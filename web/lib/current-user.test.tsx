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
    expect(result.current).toEqual({ user: null, isLoading: true });
    await waitFor(() => expect(result.current).toEqual({ user, isLoading: false }));
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
    await waitFor(() => expect(result.current).toEqual({ user: null, isLoading: false }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
