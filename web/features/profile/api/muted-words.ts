import { type MutedWord, mutedWordListSchema, mutedWordSchema } from '@contracts/protection';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, asApiError, getJson, readJson } from '@/lib/api';
import { accountKeys } from './profile-keys';

const MUTES_URL = '/api/mutes';
const mutedWordsKey = [...accountKeys.all, 'muted-words'] as const;

/** GET /api/mutes: every word and phrase the account muted (at most 50, so one read). */
export function useMutedWords() {
  return useQuery({
    queryKey: mutedWordsKey,
    queryFn: async ({ signal }): Promise<MutedWord[]> =>
      mutedWordListSchema.parse(await getJson(MUTES_URL, { signal })),
  });
}

// Returned from onSettled, this holds the mutation pending until the list is read again.
function useRefreshMutedWords() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: mutedWordsKey });
}

/** POST /api/mutes: the server refuses a 51st (400) and one already muted (409), in words. */
export function useMuteWord() {
  const refresh = useRefreshMutedWords();
  return useMutation({
    mutationFn: async (phrase: string): Promise<MutedWord> =>
      mutedWordSchema.parse(await readJson(await apiRequest('POST', MUTES_URL, { phrase }))),
    onSettled: refresh,
  });
}

/** DELETE /api/mutes/{id}. */
export function useUnmuteWord() {
  const refresh = useRefreshMutedWords();
  return useMutation({
    mutationFn: async (id: number) => {
      try {
        await apiRequest('DELETE', `${MUTES_URL}/${id}`);
      } catch (error) {
        // Already gone (unmuted on another device): what was asked for.
        if (asApiError(error)?.status !== 404) throw error;
      }
    },
    onSettled: refresh,
  });
}
