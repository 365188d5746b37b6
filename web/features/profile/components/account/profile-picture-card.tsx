import type { CurrentUser } from '@contracts/user';
import { Camera } from 'lucide-react';
import { type ChangeEvent, useState } from 'react';
import { UserAvatar } from '@/components/user-avatar';
import { Message } from '@/lib/i18n/message';
import { useT } from '@/lib/i18n/texts';
import { useObjectUrl } from '@/lib/use-object-url';
import { pictureProblem } from '../../lib/account-form';
import { SettingsCard } from './settings-card';

/** Profile Picture: the avatar (initials fallback), a photo picker with preview and its hint. */
export function ProfilePictureCard({
  user,
  displayName,
  picture,
  onPictureChange,
  disabled,
}: {
  user: CurrentUser;
  displayName: string;
  picture: File | null;
  onPictureChange: (file: File | null) => void;
  disabled?: boolean;
}) {
  const t = useT('account');
  const preview = useObjectUrl(picture);
  const [error, setError] = useState<string | null>(null);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = pictureProblem(t, file);
    setError(problem);
    if (!problem) onPictureChange(file);
  };

  return (
    <SettingsCard icon={Camera} title={t('pictureTitle')} description={t('pictureText')}>
      <div className="flex flex-col items-center gap-5 sm:flex-row">
        <UserAvatar
          key={preview ?? user.profileImageUrl ?? 'none'}
          src={preview ?? user.profileImageUrl}
          displayName={displayName}
          alt={preview ? t('picturePreview') : t('picture')}
        />
        <div className="grid gap-2 text-center sm:text-left">
          <label className="inline-flex h-10 cursor-pointer items-center justify-center gap-2 rounded-lg border border-border bg-card px-4 font-medium text-sm shadow-sm transition-colors hover:bg-muted has-focus-visible:ring-2 has-focus-visible:ring-ring">
            <Camera className="size-4" aria-hidden="true" />
            {t('choosePhoto')}
            <input
              type="file"
              accept="image/jpeg,image/png,image/gif,image/webp"
              className="sr-only"
              aria-label={t('choosePhoto')}
              aria-describedby="profile-picture-hint"
              disabled={disabled}
              onChange={choose}
            />
          </label>
          <p id="profile-picture-hint" className="text-muted-foreground text-xs">
            {t('pictureHint')}
          </p>
          {picture && <p className="truncate text-sm text-muted-foreground">{picture.name}</p>}
          {error && (
            <p role="alert" className="font-medium text-destructive text-sm">
              <Message text={error} />
            </p>
          )}
        </div>
      </div>
    </SettingsCard>
  );
}
