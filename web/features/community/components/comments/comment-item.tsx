import { type Comment, MAX_REPLY_DEPTH } from '@contracts/community';
import { CornerDownRight, MessageSquareReply } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { WithheldNotice } from '@/components/withheld-notice';
import { useT } from '@/lib/i18n/texts';
import { cn } from '@/lib/utils';
import { useAddComment } from '../../api/comment-mutations';
import { authorName, repliesLabel } from '../../lib/display';
import { toastFailure } from '../../lib/unauthorized';
import { useViewer } from '../../lib/use-viewer';
import { AuthorLine } from '../author-line';
import { CommentForm } from './comment-form';
import { CommentLike } from './comment-like';
import { CommentList } from './comment-list';
import { CommentMenu } from './comment-menu';

/**
 * Replies are indented this many levels at most: a thread may nest 100 deep, and past a few steps
 * indentation would squeeze the text into a sliver. Deeper replies say whom they answer.
 */
const INDENTED_LEVELS = 4;

/** One comment or reply: author, time, text, like, Reply, its replies on demand, and its menu. */
export function CommentItem({
  comment,
  depth,
  parent,
}: {
  comment: Comment;
  depth: number;
  parent: Comment | null;
}) {
  const t = useT('community');
  const viewer = useViewer();
  const addReply = useAddComment(comment.announcementId);
  const repliesId = useId();
  const [replying, setReplying] = useState(false);
  const [showReplies, setShowReplies] = useState(false);
  const name = authorName(t, comment.user);
  // No Reply at nesting level 100 or deeper (the server refuses it too).
  const canReply = viewer.user !== null && depth < MAX_REPLY_DEPTH;

  const startReply = () => {
    if (viewer.allow('reply')) setReplying(true);
  };
  const sendReply = (content: string, clear: () => void) => {
    if (!viewer.allow('reply')) return;
    addReply.mutate(
      { content, parent: comment },
      {
        onSuccess: () => {
          clear();
          setReplying(false);
          setShowReplies(true);
          toast({ title: t('success'), description: t('replyAdded') });
        },
        onError: (error) => toastFailure(t, error, t('replyFailed')),
      },
    );
  };

  return (
    <article aria-label={t('commentBy', { name })} className="grid gap-1.5">
      <div className="flex items-start justify-between gap-2">
        <AuthorLine user={comment.user} createdAt={comment.createdAt} small />
        <CommentMenu comment={comment} parent={parent} />
      </div>
      <div className="grid gap-1 pl-11">
        {parent && depth > INDENTED_LEVELS && (
          <p className="flex items-center gap-1 text-muted-foreground text-xs">
            <CornerDownRight className="size-3" aria-hidden="true" />
            {t('replyingTo', { name: authorName(t, parent.user) })}
          </p>
        )}
        {comment.withheld && <WithheldNotice withheld={comment.withheld} className="text-xs" />}
        <p className="whitespace-pre-wrap break-words text-sm text-foreground">{comment.content}</p>
        <div className="-ml-2 flex flex-wrap items-center gap-1">
          <CommentLike comment={comment} />
          {canReply && (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="h-8 px-2 text-muted-foreground text-xs"
              aria-expanded={replying}
              onClick={replying ? () => setReplying(false) : startReply}
            >
              <MessageSquareReply aria-hidden="true" />
              {t('reply')}
            </Button>
          )}
          {comment.repliesCount > 0 && (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="h-8 px-2 text-primary-strong text-xs"
              aria-expanded={showReplies}
              aria-controls={repliesId}
              onClick={() => setShowReplies((shown) => !shown)}
            >
              {showReplies ? t('hideReplies') : repliesLabel(t, comment.repliesCount)}
            </Button>
          )}
        </div>
        {replying && (
          <CommentForm
            label={t('replyTo', { name })}
            placeholder={t('replyPlaceholder')}
            submitLabel={t('reply')}
            pending={addReply.isPending}
            onSubmit={sendReply}
            onCancel={() => setReplying(false)}
            autoFocus
          />
        )}
      </div>
      <div
        id={repliesId}
        hidden={!showReplies}
        className={cn(
          'mt-2',
          depth < INDENTED_LEVELS && 'ml-4 border-border border-l-2 pl-3 sm:pl-4',
        )}
      >
        {showReplies && (
          <CommentList
            level={{ announcementId: comment.announcementId, parentId: comment.id }}
            parent={comment}
            renderComment={(reply) => (
              <CommentItem comment={reply} depth={depth + 1} parent={comment} />
            )}
          />
        )}
      </div>
    </article>
  );
}
