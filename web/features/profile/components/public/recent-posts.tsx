import { Skeleton } from '@/components/ui/skeleton';
import type { ProfilePost } from '../../lib/announcement';
import { PostCard } from './post-card';

const RECENT_POSTS = 3;

/** 'Recent Posts': the first 3 announcements (SPEC §9). */
export function RecentPosts({ posts }: { posts: ProfilePost[] | undefined }) {
  return (
    <section aria-labelledby="recent-posts-heading" className="space-y-4">
      <h2 id="recent-posts-heading" className="font-bold font-serif text-2xl">
        Recent Posts
      </h2>
      {!posts ? (
        <div role="status" className="space-y-3">
          <span className="sr-only">Loading posts…</span>
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : posts.length === 0 ? (
        <p className="rounded-2xl border border-stone-300 border-dashed bg-white/60 p-6 text-center text-stone-600">
          No posts yet.
        </p>
      ) : (
        <ul className="space-y-3">
          {posts.slice(0, RECENT_POSTS).map((post) => (
            <li key={post.id}>
              <PostCard post={post} compact />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
