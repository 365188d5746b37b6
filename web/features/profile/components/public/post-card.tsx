import { Heart, MessageCircle } from 'lucide-react';
import type { ProfilePost } from '../../lib/announcement';
import { joinedDate } from '../../lib/profile-text';

/** One of the user's announcements on their profile. */
export function PostCard({ post, compact = false }: { post: ProfilePost; compact?: boolean }) {
  return (
    <article className="grid gap-2 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold font-serif text-lg leading-snug">{post.title}</h3>
        <time dateTime={post.createdAt} className="text-stone-500 text-xs">
          {joinedDate(post.createdAt)}
        </time>
      </div>
      {post.content && (
        <p
          className={
            compact ? 'line-clamp-3 text-sm text-stone-700' : 'whitespace-pre-line text-stone-700'
          }
        >
          {post.content}
        </p>
      )}
      {!compact && post.image && (
        <img
          src={post.image}
          alt=""
          loading="lazy"
          className="max-h-96 w-full rounded-xl object-cover"
        />
      )}
      {!compact && post.video && (
        // biome-ignore lint/a11y/useMediaCaption: user uploads come without captions
        <video src={post.video} controls preload="metadata" className="max-h-96 w-full rounded-xl">
          Your browser does not support video playback.
        </video>
      )}
      <p className="flex gap-4 text-sm text-stone-600">
        <span className="flex items-center gap-1">
          <Heart className="size-4 text-orange-700" aria-hidden="true" />
          {post.likesCount === 1 ? '1 Like' : `${post.likesCount} Likes`}
        </span>
        <span className="flex items-center gap-1">
          <MessageCircle className="size-4 text-orange-700" aria-hidden="true" />
          {post.commentsCount === 1 ? '1 Comment' : `${post.commentsCount} Comments`}
        </span>
      </p>
    </article>
  );
}
