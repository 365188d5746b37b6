import {
  type Household,
  householdSchema,
  type Invitation,
  invitationSchema,
} from '@contracts/households';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, readJson } from '@/lib/api';
import {
  HOUSEHOLD_URL,
  householdKeys,
  INVITATIONS_URL,
  invitationUrl,
  memberUrl,
} from './household-keys';

const readHousehold = async (response: Response): Promise<Household> =>
  householdSchema.parse(await readJson(response));

/**
 * Who is in the household decides whose plan, lists and recipes the cook sees: after joining,
 * leaving or removing someone, every household-wide read (all under ['household'], the household's
 * recipe lists included) and the meal plan are read again.
 */
function membershipChanged(queryClient: QueryClient, household?: Household) {
  if (household) queryClient.setQueryData(householdKeys.detail(), household);
  void queryClient.invalidateQueries({ queryKey: householdKeys.all });
  void queryClient.invalidateQueries({ queryKey: ['mealplan'] });
}

/** PUT /api/household: a new name. */
export function useRenameHousehold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) =>
      readHousehold(await apiRequest('PUT', HOUSEHOLD_URL, { name })),
    onSuccess: (household) => queryClient.setQueryData(householdKeys.detail(), household),
  });
}

/** POST /api/household/invitations: a link to share, usable once, for a week. */
export function useCreateInvitation() {
  return useMutation({
    mutationFn: async (): Promise<Invitation> =>
      invitationSchema.parse(await readJson(await apiRequest('POST', INVITATIONS_URL))),
  });
}

/** POST /api/household/invitations/{code}/accept: the cook moves into that household. */
export function useAcceptInvitation(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      readHousehold(await apiRequest('POST', `${invitationUrl(code)}/accept`)),
    onSuccess: (household) => membershipChanged(queryClient, household),
  });
}

/** DELETE /api/household/members/{userId}: oneself to leave, or the creator removing another. */
export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (userId: string) => {
      await apiRequest('DELETE', memberUrl(userId));
    },
    onSuccess: () => membershipChanged(queryClient),
  });
}
