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

/** Why this post, comment or recipe is out of everyone else's sight, as a status line. */
export function WithheldNotice({
  withheld,
  className,
}: {
  withheld: Withheld;
  className?: string;
}) {
  return (
    <p
      role="status"
      className={cn(
        'flex items-start gap-2 rounded-lg border border-notice-border bg-notice px-3 py-2 text-notice-foreground text-sm',
        className,
      )}
    >
      <EyeOff className="mt-0.5 size-4 shrink-0 text-notice-accent" aria-hidden="true" />
      <span className="wrap-anywhere whitespace-pre-line">{withheldText(withheld)}</span>
    </p>
  );
}
