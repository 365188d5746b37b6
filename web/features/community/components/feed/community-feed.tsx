import type { FeedParams } from '@contracts/api-urls';
import type { Announcement, FeedFilter, FeedSort } from '@contracts/community';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useT } from '@/lib/i18n/texts';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { refreshFromFirstPage, useFeed } from '../../api/announcement-queries';
import { communityKeys } from '../../api/community-keys';
import type { CommunityT } from '../../lib/community-text';
import { useFeedView } from '../../lib/use-feed-view';
import { useViewer } from '../../lib/use-viewer';
import { PostListSkeleton } from '../post/post-card-skeleton';
import { FeedEmpty, FeedError } from './feed-states';
import { FeedToolbar } from './feed-toolbar';
import { NewPostsBar } from './new-posts-bar';
import { feedLayout, PostFeed } from './post-feed';
import { PostPager } from './post-pager';

const SEARCH_DELAY_MS = 300;
/** The Refresh spinner turns for 500 ms. */
export const REFRESH_SPIN_MS = 500;

/**
 * The Community Feed's toolbar and posts. Visitors read the general list; any signed-in user reads
 * `/feed`, which knows what they liked and whom they follow — a user without a display name may not
 * post, but may still read by those filters.
 */
export function CommunityFeed({
  onPostDeleted,
}: {
  /** After the reader deleted one of their posts, e.g. for the route to update other screens. */
  onPostDeleted?: (post: Announcement) => void;
} = {}) {
  const t = useT('community');
  const viewer = useViewer();
  const queryClient = useQueryClient();
  const signedIn = viewer.user !== null;
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const [sort, setSort] = useState<FeedSort>('newest');
  const [filter, setFilter] = useState<FeedFilter>('all');
  const [view, setView] = useFeedView();
  const [refreshing, setRefreshing] = useState(false);
  const params: FeedParams = {
    scope: signedIn ? 'personal' : 'public',
    q,
    sort,
    filter: signedIn ? filter : 'all',
  };
  // Until the session is known, either list could be the wrong one: read neither.
  const { query, items } = useFeed(params, !viewer.loading);
  const narrowed = params.filter !== 'all';

  useEffect(() => {
    if (!refreshing) return;
    const timer = setTimeout(() => setRefreshing(false), REFRESH_SPIN_MS);
    return () => clearTimeout(timer);
  }, [refreshing]);

  const refresh = () => {
    if (refreshing) return;
    setRefreshing(true);
    void refreshFromFirstPage(queryClient, communityKeys.feed(params));
  };

  let results: ReactNode;
  if (query.isPending || (query.isPlaceholderData && items.length === 0)) {
    results = <PostListSkeleton count={3} className={feedLayout(view)} />;
  } else if (query.isError && !query.data) {
    results = <FeedError />;
  } else if (items.length === 0) {
    results = <FeedEmpty search={q} filtered={narrowed} canPost={viewer.canInteract} />;
  } else {
    results = (
      <>
        {query.isRefetchError && (
          <p
            role="alert"
            className="rounded-lg bg-destructive-soft px-4 py-3 text-destructive text-sm"
          >
            {t('refreshFailed')}
          </p>
        )}
        <PostFeed
          posts={items}
          view={view}
          busy={query.isFetching}
          label={t('posts')}
          onPostDeleted={onPostDeleted}
        />
        <PostPager query={query} shown={items.length} />
      </>
    );
  }

  return (
    // One column that may shrink below its content (minmax(0, 1fr)), so a long word in a post
    // cannot widen the whole feed past a phone's screen.
    <div className="grid grid-cols-1 gap-6">
      <FeedToolbar
        search={search}
        onSearchChange={setSearch}
        searching={query.isFetching && query.isPlaceholderData}
        filter={filter}
        onFilterChange={signedIn ? setFilter : undefined}
        sort={sort}
        onSortChange={setSort}
        refreshing={refreshing}
        onRefresh={refresh}
        view={view}
        onViewChange={setView}
      />
      <p role="status" className="sr-only">
        {refreshing
          ? t('refreshing')
          : feedStatus(t, query.isSuccess && !query.isPlaceholderData, items.length, q, narrowed)}
      </p>
      {/* New posts come on top only of the whole feed, newest first. */}
      {signedIn && sort === 'newest' && !narrowed && !q && items.length > 0 && (
        <NewPostsBar
          newestShown={items.reduce((newest, post) => Math.max(newest, post.id), 0)}
          onShow={() => {
            refresh();
            window.scrollTo({ top: 0, behavior: 'smooth' });
          }}
        />
      )}
      {results}
    </div>
  );
}

/** What the live region says once a page is in, e.g. after scrolling loaded more posts. */
function feedStatus(
  t: CommunityT,
  loaded: boolean,
  count: number,
  q: string,
  narrowed: boolean,
): string {
  if (!loaded) return '';
  return t(q || narrowed ? 'postsFound' : 'postsShown', { count });
}
