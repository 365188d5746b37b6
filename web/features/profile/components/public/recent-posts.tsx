import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { useT } from '@/lib/i18n/texts';

const RECENT_POSTS = 3;

/**
 * 'Recent Posts': the first 3 announcements. The profile does not know what a post looks like:
 * the route renders each one (the community's post card).
 */
export function RecentPosts<P extends { id: number }>({
  posts,
  renderPost,
}: {
  posts: P[] | undefined;
  renderPost: (post: P) => ReactNode;
}) {
  const t = useT('profile');
  return (
    <section aria-labelledby="recent-posts-heading" className="min-w-0 space-y-4">
      <h2 id="recent-posts-heading" className="font-bold font-serif text-2xl">
        {t('recentPosts')}
      </h2>
      {!posts ? (
        <div role="status" className="space-y-3">
          <span className="sr-only">{t('loadingPosts')}</span>
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : posts.length === 0 ? (
        <p className="rounded-2xl border border-input border-dashed bg-card/60 p-6 text-center text-muted-foreground">
          {t('noPosts')}
        </p>
      ) : (
        <ul className="space-y-3">
          {posts.slice(0, RECENT_POSTS).map((post) => (
            <li key={post.id}>{renderPost(post)}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
