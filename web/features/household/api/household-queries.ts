import {
  type Household,
  householdSchema,
  INVITATION_CODE_PATTERN,
  type InvitationPreview,
  invitationPreviewSchema,
} from '@contracts/households';
import { useQuery } from '@tanstack/react-query';
import { ApiError, getJson } from '@/lib/api';
import { HOUSEHOLD_URL, householdKeys, invitationUrl } from './household-keys';

/** GET /api/household: the cook's household and its members, in the order they joined. */
export function useHousehold({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: householdKeys.detail(),
    queryFn: async ({ signal }): Promise<Household> =>
      householdSchema.parse(await getJson(HOUSEHOLD_URL, { signal })),
    enabled,
  });
}

/** Whether `userId` is in the cook's household (the cook included), once it is known. */
export function useIsHouseholdMember(userId: string, { enabled = true } = {}): boolean {
  const household = useHousehold({ enabled });
  return household.data?.members.some((member) => member.id === userId) ?? false;
}

/**
 * GET /api/household/invitations/{code}: who invites, to which household. A code of the wrong
 * shape is no invitation at all, so it is answered as the server would, without asking.
 */
export function useInvitationPreview(code: string) {
  return useQuery({
    queryKey: householdKeys.invitation(code),
    queryFn: async ({ signal }): Promise<InvitationPreview> => {
      if (!INVITATION_CODE_PATTERN.test(code)) throw new ApiError(404, '404: Not found');
      return invitationPreviewSchema.parse(await getJson(invitationUrl(code), { signal }));
    },
  });
}

/** Whether a failed invitation read or join means the link is unknown, used or expired. */
export const isInvitationGone = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 410);

/** Whether joining failed because the cook is already in that household. */
export const isAlreadyMember = (error: unknown) =>
  error instanceof ApiError && error.status === 409;
