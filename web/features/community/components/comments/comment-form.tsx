import { COMMENT_MAX } from '@contracts/community';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useT } from '@/lib/i18n/texts';

/**
 * A comment or reply box: at most 500 characters with a counter, submit disabled while the trimmed
 * text is blank, the text sent trimmed. `onSubmit` gets the trimmed text and a `clear` to call once
 * it was saved; a failure keeps what was typed.
 */
export function CommentForm({
  label,
  placeholder,
  submitLabel,
  pending,
  onSubmit,
  onCancel,
  autoFocus = false,
}: {
  label: string;
  placeholder: string;
  /** The submit button's text, e.g. 'Comment' or 'Reply'. */
  submitLabel: string;
  pending: boolean;
  onSubmit: (content: string, clear: () => void) => void;
  onCancel?: () => void;
  autoFocus?: boolean;
}) {
  const t = useT('community');
  const id = useId();
  const [text, setText] = useState('');
  const content = text.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!content || pending) return;
    onSubmit(content, () => setText(''));
  };

  return (
    <form onSubmit={submit} className="grid gap-2" aria-label={label}>
      <Label htmlFor={id} className="sr-only">
        {label}
      </Label>
      <Textarea
        id={id}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          // Ctrl/Cmd+Enter sends, as in most comment boxes; Enter alone starts a new line.
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.currentTarget.form?.requestSubmit();
          }
        }}
        maxLength={COMMENT_MAX}
        placeholder={placeholder}
        rows={2}
        // Not disabled while sending, so focus stays in the box.
        readOnly={pending}
        autoFocus={autoFocus}
        aria-describedby={`${id}-count`}
        className="min-h-16 resize-y"
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={`${id}-count`} className="text-muted-foreground text-xs tabular-nums">
          {text.length}/{COMMENT_MAX}
        </p>
        <div className="flex gap-2">
          {onCancel && (
            <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
              {t('cancel')}
            </Button>
          )}
          <Button type="submit" size="sm" disabled={!content || pending}>
            {pending ? t('posting') : submitLabel}
          </Button>
        </div>
      </div>
    </form>
  );
}
