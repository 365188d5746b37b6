import { ListPager, type PagedQuery } from '@/components/list-pager';
import { useT } from '@/lib/i18n/texts';

/** The end of a list of posts (the feed, a profile's announcements): the shared pager. */
export function PostPager({
  query,
  shown,
  endText,
}: {
  query: PagedQuery;
  shown: number;
  /** Said once every page is in ("You're all caught up." unless given); empty for nothing. */
  endText?: string;
}) {
  const t = useT('community');
  const text = {
    more: t('loadMorePosts'),
    loading: t('loadingMorePosts'),
    failed: t('morePostsFailed'),
    end: endText ?? t('allCaughtUp'),
  };
  return <ListPager query={query} shown={shown} text={text} />;
}
