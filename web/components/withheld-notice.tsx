import { HIDDEN_NOTICE, removedNotice, type Withheld } from '@contracts/withheld';
import { EyeOff } from 'lucide-react';
import { cn } from '@/lib/utils';

/**
 * The line its author (or a moderator, or a household member for a recipe) reads on content
 * nobody else sees any more (decision 047). A removal without a stored reason still says who
 * removed it.
 */
export function withheldText({ state, reason }: Withheld): string {
  if (state === 'hidden') return HIDDEN_NOTICE;
  return reason?.trim() ? removedNotice(reason) : 'Removed by a moderator';
}

/**
 * Why this post, comment or recipe is out of everyone else's sight, as a status line. `compact`
 * is the small form a card in a grid carries: plain text, since a grid of status regions would
 * each be announced.
 */
export function WithheldNotice({
  withheld,
  className,
  compact = false,
}: {
  withheld: Withheld;
  className?: string;
  compact?: boolean;
}) {
  return (
    <p
      role={compact ? undefined : 'status'}
      className={cn(
        'flex items-start gap-2 rounded-lg border border-notice-border bg-notice text-notice-foreground',
        compact ? 'px-2 py-1 text-xs' : 'px-3 py-2 text-sm',
        className,
      )}
    >
      <EyeOff className="mt-0.5 size-4 shrink-0 text-notice-accent" aria-hidden="true" />
      <span className="wrap-anywhere whitespace-pre-line">{withheldText(withheld)}</span>
    </p>
  );
}
