import type { Announcement } from '@contracts/community';
import { LogIn } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useT } from '@/lib/i18n/texts';
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
  const t = useT('community');
  const viewer = useViewer();
  const addComment = useAddComment(post.id);

  const send = (content: string, clear: () => void) => {
    if (!viewer.allow('comment')) return;
    addComment.mutate(
      { content, parent: null },
      {
        onSuccess: () => {
          clear();
          toast({ title: t('success'), description: t('commentAdded') });
        },
        onError: (error) => toastFailure(t, error, t('commentFailed')),
      },
    );
  };

  return (
    <section
      aria-label={t('commentsOn', { title: post.title })}
      className="grid gap-4 border-border border-t pt-4"
    >
      {viewer.user ? (
        <CommentForm
          label={t('addComment')}
          placeholder={t('commentPlaceholder')}
          submitLabel={t('comment')}
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
  const t = useT('community');
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
      {t('joinConversation')}
      <Button asChild variant="outline" size="sm">
        <a href={useSignInUrl()}>
          <LogIn aria-hidden="true" />
          {t('signInToComment')}
        </a>
      </Button>
    </p>
  );
}
