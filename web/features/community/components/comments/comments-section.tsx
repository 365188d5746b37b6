import type { Announcement } from '@contracts/community';
import { LogIn } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useAddComment } from '../../api/comment-mutations';
import { toastFailure } from '../../lib/unauthorized';
import { useViewer } from '../../lib/use-viewer';
import { useSignInUrl } from '../like-button';
import { CommentForm } from './comment-form';
import { CommentItem } from './comment-item';
import { CommentList } from './comment-list';
import { ThreadFocusProvider } from './thread-focus';

/** The expandable comments under a post: a comment box, then the thread. */
export function CommentsSection({
  post,
  fallbackFocus,
}: {
  post: Announcement;
  /** Where focus goes after a comment deleted from its menu is gone. */
  fallbackFocus: () => HTMLElement | null;
}) {
  const viewer = useViewer();
  const addComment = useAddComment(post.id);

  const send = (content: string, clear: () => void) => {
    if (!viewer.allow('comment')) return;
    addComment.mutate(
      { content, parent: null },
      {
        onSuccess: () => {
          clear();
          toast({ title: 'Success', description: 'Comment added!' });
        },
        onError: (error) => toastFailure(error, 'Failed to add comment'),
      },
    );
  };

  return (
    <section
      aria-label={`Comments on ${post.title}`}
      className="grid gap-4 border-border border-t pt-4"
    >
      {viewer.user ? (
        <CommentForm
          label="Add a comment"
          placeholder="Write a comment..."
          submitLabel="Comment"
          pending={addComment.isPending}
          onSubmit={send}
        />
      ) : (
        <SignInToComment />
      )}
      <ThreadFocusProvider value={fallbackFocus}>
        <CommentList
          level={{ announcementId: post.id, parentId: null }}
          parent={null}
          renderComment={(comment) => <CommentItem comment={comment} depth={0} parent={null} />}
        />
      </ThreadFocusProvider>
    </section>
  );
}

function SignInToComment() {
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
      Join the conversation:
      <Button asChild variant="outline" size="sm">
        <a href={useSignInUrl()}>
          <LogIn aria-hidden="true" />
          Sign in to comment
        </a>
      </Button>
    </p>
  );
}
