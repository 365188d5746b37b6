import { paths } from '@contracts/routes';
import { Megaphone, RotateCcw, SearchX, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { browser } from '@/lib/browser';

/** The feed could not be read; 'Try Again' reloads the page and starts over. */
export function FeedError() {
  return (
    <EmptyState
      icon={TriangleAlert}
      title="Unable to Load Feed"
      text="Something went wrong while loading posts. Please check your connection and try again."
      headingLevel="h2"
    >
      <Button variant="outline" onClick={() => browser.reload()}>
        <RotateCcw aria-hidden="true" />
        Try Again
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
  if (search || filtered) {
    return (
      <EmptyState
        icon={SearchX}
        title="No posts found"
        text={
          search
            ? `No posts match "${search}". Try a different search term or filter.`
            : 'No posts match this filter yet. Try another one.'
        }
        headingLevel="h2"
      />
    );
  }
  return (
    <EmptyState
      icon={Megaphone}
      title="No Announcements Yet"
      text="Nobody has shared anything yet. Start the conversation!"
      headingLevel="h2"
    >
      {canPost && (
        <Button asChild>
          <Link to={paths.createAnnouncement}>Share Your First Post</Link>
        </Button>
      )}
    </EmptyState>
  );
}
