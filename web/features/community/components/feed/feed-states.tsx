import { paths } from '@contracts/routes';
import { Megaphone, RotateCcw, SearchX, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { browser } from '@/lib/browser';
import { useT } from '@/lib/i18n/texts';

/** The feed could not be read; 'Try Again' reloads the page and starts over. */
export function FeedError() {
  const t = useT('community');
  return (
    <EmptyState
      icon={TriangleAlert}
      title={t('feedFailedTitle')}
      text={t('feedFailedText')}
      headingLevel="h2"
    >
      <Button variant="outline" onClick={() => browser.reload()}>
        <RotateCcw aria-hidden="true" />
        {t('feedTryAgain')}
      </Button>
    </EmptyState>
  );
}

/**
 * The empty feed (decision 015): a search or filter that matched nothing says 'No posts found'; a
 * feed with no posts at all says 'No Announcements Yet', with 'Share Your First Post' as its action
 * for those who may post.
 */
export function FeedEmpty({
  search,
  filtered,
  canPost,
}: {
  search: string;
  filtered: boolean;
  canPost: boolean;
}) {
  const t = useT('community');
  if (search || filtered) {
    return (
      <EmptyState
        icon={SearchX}
        title={t('noPostsFound')}
        text={search ? t('noPostsMatch', { search }) : t('noPostsMatchFilter')}
        headingLevel="h2"
      />
    );
  }
  return (
    <EmptyState icon={Megaphone} title={t('emptyTitle')} text={t('emptyText')} headingLevel="h2">
      {canPost && (
        <Button asChild>
          <Link to={paths.createAnnouncement}>{t('shareFirstPost')}</Link>
        </Button>
      )}
    </EmptyState>
  );
}
