import { useQueryClient } from '@tanstack/react-query';
import { CreateAnnouncementForm } from '@/features/community/components/create/create-announcement-form';
import { DisplayNameRequired } from '@/features/community/components/create/display-name-required';
import { useCommunityOn } from '@/lib/app-config';
import { useT } from '@/lib/i18n/texts';
import { recountAuthorPosts } from '../community-links';
import { NotFound } from '../not-found';

/** Create Announcement: /announcements/create, signed in with a display name. */
export function Component() {
  // With the community turned off the screen does not exist: the server's 404 at its address.
  return useCommunityOn() ? <CreateAnnouncementScreen /> : <NotFound />;
}

function CreateAnnouncementScreen() {
  const t = useT('community');
  const queryClient = useQueryClient();
  return (
    <DisplayNameRequired>
      <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
        <title>{t('createPageTitle')}</title>
        <header className="mb-8">
          <h1 className="font-bold font-serif text-3xl sm:text-4xl">{t('createTitle')}</h1>
          <p className="mt-2 text-muted-foreground">{t('createIntro')}</p>
        </header>
        <CreateAnnouncementForm onPosted={(post) => recountAuthorPosts(queryClient, post)} />
      </div>
    </DisplayNameRequired>
  );
}
