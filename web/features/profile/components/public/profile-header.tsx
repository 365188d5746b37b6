import type { PublicProfile } from '@contracts/profile';
import { CalendarDays } from 'lucide-react';
import type { ReactNode } from 'react';
import { DisplayName } from '@/components/display-name';
import { UserAvatar } from '@/components/user-avatar';
import { T } from '@/lib/i18n/text';
import { useLanguage, useT } from '@/lib/i18n/texts';
import { longDate } from '@/lib/relative-time';
import { profileName } from '../../lib/profile-text';

/** '{name}'s Kitchen': avatar, bio, counts and the viewer's actions (follow, report). */
export function ProfileHeader({
  profile,
  actions,
}: {
  profile: PublicProfile;
  actions?: ReactNode;
}) {
  const t = useT('profile');
  const language = useLanguage();
  const name = profileName(t, profile);
  const counts = [
    ['followers', profile.followersCount],
    ['following', profile.followingCount],
    ['recipes', profile.recipesCount],
    ['posts', profile.postsCount],
  ] as const;

  return (
    <header className="overflow-hidden rounded-3xl border border-accent-border bg-gradient-to-br from-accent/50 via-notice to-card shadow-sm">
      <div className="flex flex-col gap-6 p-6 sm:flex-row sm:items-start sm:p-8">
        <UserAvatar
          src={profile.profileImageUrl}
          displayName={profile.displayName}
          alt={t('pictureAlt', { name })}
          size={112}
          className="size-24 sm:size-28"
        />
        <div className="min-w-0 flex-1 space-y-3">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <h1 className="text-balance font-bold font-serif text-3xl sm:text-4xl">
              <T
                ns="profile"
                name="kitchen"
                components={{ name: <DisplayName userId={profile.id} name={name} /> }}
              />
            </h1>
            {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
          </div>
          {profile.bio?.trim() && (
            <p className="max-w-2xl whitespace-pre-line text-foreground">{profile.bio}</p>
          )}
          <dl className="flex flex-wrap gap-x-6 gap-y-3 pt-1">
            {counts.map(([label, value]) => (
              <div key={label} className="flex flex-col-reverse">
                <dt className="text-sm text-muted-foreground">{t(label)}</dt>
                <dd className="font-semibold text-foreground text-xl">{value}</dd>
              </div>
            ))}
            <div className="flex flex-col-reverse">
              <dt className="text-sm text-muted-foreground">{t('joined')}</dt>
              <dd className="flex items-center gap-1.5 font-medium text-foreground">
                <CalendarDays className="size-4 text-primary" aria-hidden="true" />
                {longDate(profile.createdAt, language)}
              </dd>
            </div>
          </dl>
        </div>
      </div>
    </header>
  );
}
