import type { StaffMember } from '@contracts/moderation';
import { Badge } from '@/components/ui/badge';
import { RowAvatar } from '@/components/user-avatar';
import { useT } from '@/lib/i18n/texts';
import { cookName, type ModerationText } from '../lib/moderation-text';
import { RoleButton } from './role-button';

const ROLE_TEXTS: Record<StaffMember['role'], ModerationText | null> = {
  admin: 'roleAdmin',
  moderator: 'roleModerator',
  user: null,
};

/** A cook on the team's screen: picture, name, role, and the button that changes it. */
export function StaffRow({ member }: { member: StaffMember }) {
  const t = useT('moderation');
  const name = cookName(t, member);
  const role = ROLE_TEXTS[member.role];
  return (
    <li className="flex flex-wrap items-center gap-3">
      <RowAvatar src={member.profileImageUrl} displayName={member.displayName ?? name} />
      <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2 gap-y-1">
        <span className="truncate font-medium">{name}</span>
        {role && <Badge variant={member.role === 'admin' ? 'default' : 'outline'}>{t(role)}</Badge>}
      </div>
      <RoleButton member={member} />
    </li>
  );
}
