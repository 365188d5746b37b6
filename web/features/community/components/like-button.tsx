import { paths } from '@contracts/routes';
import { Heart } from 'lucide-react';
import { useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/texts';
import { cn } from '@/lib/utils';
import { likesLabel } from '../lib/display';

/** A like toggle showing the count ('1 Like', 'n Likes'); `aria-pressed` tells whether it is on. */
export function LikeButton({
  liked,
  count,
  onClick,
  small = false,
}: {
  liked: boolean;
  count: number;
  onClick: () => void;
  small?: boolean;
}) {
  const t = useT('community');
  return (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      aria-pressed={liked}
      onClick={onClick}
      className={cn(
        'tabular-nums',
        liked ? 'text-destructive' : 'text-muted-foreground',
        small && 'h-8 px-2 text-xs',
      )}
    >
      <Heart className={cn(liked && 'fill-current')} aria-hidden="true" />
      {likesLabel(t, count)}
    </Button>
  );
}

/**
 * What a visitor gets instead: the count, as a way to sign in. A visitor was never logged out, so
 * the 'You are logged out' toast of the unauthorised flow would not be true for them; the sign-in
 * page brings them back here afterwards.
 */
export function SignInToLike({ count, small = false }: { count: number; small?: boolean }) {
  const t = useT('community');
  const signIn = useSignInUrl();
  return (
    <Button
      asChild
      variant="ghost"
      size="sm"
      className={cn('text-muted-foreground tabular-nums', small && 'h-8 px-2 text-xs')}
    >
      <a href={signIn} title={t('signInToLike')} aria-label={t('likesSignIn', { count })}>
        <Heart aria-hidden="true" />
        {likesLabel(t, count)}
      </a>
    </Button>
  );
}

/** The sign-in page, returning to the page the visitor is on. */
export function useSignInUrl(): string {
  const { pathname, search } = useLocation();
  return `${paths.login}?${new URLSearchParams({ returnTo: `${pathname}${search}` })}`;
}
