import { useQueryClient } from '@tanstack/react-query';
import { CreateAnnouncementForm } from '@/features/community/components/create/create-announcement-form';
import { DisplayNameRequired } from '@/features/community/components/create/display-name-required';
import { useCommunityOn } from '@/lib/app-config';
import { recountAuthorPosts } from '../community-links';
import { NotFound } from '../not-found';

/** Create Announcement: /announcements/create, signed in with a display name. */
export function Component() {
  // With the community turned off the screen does not exist: the server's 404 at its address.
  return useCommunityOn() ? <CreateAnnouncementScreen /> : <NotFound />;
}

function CreateAnnouncementScreen() {
  const queryClient = useQueryClient();
  return (
    <DisplayNameRequired>
      <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
        <title>Create Announcement · Simmer</title>
        <header className="mb-8">
          <h1 className="font-bold font-serif text-3xl sm:text-4xl">Create Announcement</h1>
          <p className="mt-2 text-muted-foreground">
            Share news, a dish you are proud of, or a question with the community.
          </p>
        </header>
        <CreateAnnouncementForm onPosted={(post) => recountAuthorPosts(queryClient, post)} />
      </div>
    </DisplayNameRequired>
  );
}
