import { ListPager, type PagedQuery } from '@/components/list-pager';

const POST_PAGER_TEXT = {
  more: 'Load more posts',
  loading: 'Loading more posts…',
  failed: 'More posts could not be loaded. Please try again.',
};

/** The end of a list of posts (the feed, a profile's announcements): the shared pager. */
export function PostPager({
  query,
  shown,
  endText = "You're all caught up.",
}: {
  query: PagedQuery;
  shown: number;
  /** Said once every page is in; empty for nothing. */
  endText?: string;
}) {
  return <ListPager query={query} shown={shown} text={{ ...POST_PAGER_TEXT, end: endText }} />;
}
