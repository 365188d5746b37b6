import { type RoleInput, type StaffMember, staffMemberSchema } from '@contracts/moderation';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, readJson } from '@/lib/api';
import { moderationKeys, roleUrl } from './moderation-keys';

export interface RoleChange extends RoleInput {
  userId: string;
}

/** The team and the search results with `member` as they now are, before they are read again. */
function showRole(queryClient: QueryClient, member: StaffMember) {
  queryClient.setQueryData<StaffMember[]>(moderationKeys.staff(), (staff) => {
    if (!staff) return staff;
    const others = staff.filter((one) => one.id !== member.id);
    return member.role === 'user' ? others : [...others, member];
  });
  queryClient.setQueriesData<StaffMember[]>(
    { queryKey: [...moderationKeys.staff(), 'search'] },
    (found) => found?.map((one) => (one.id === member.id ? member : one)),
  );
}

/** PUT /api/admin/users/{id}/role: a cook made a moderator, or a moderator a cook again. */
export function useSetRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ userId, role }: RoleChange): Promise<StaffMember> =>
      staffMemberSchema.parse(await readJson(await apiRequest('PUT', roleUrl(userId), { role }))),
    onSuccess: (member) => {
      showRole(queryClient, member);
      void queryClient.invalidateQueries({ queryKey: moderationKeys.staff() });
    },
  });
}
